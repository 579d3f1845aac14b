import { ATTENDEE_FIELD_LABELS } from '../reference/attendee-field-labels';
import { ATTENDEE_FIELDS, type AttendeeField } from '../ui-config/catalog';
import { ATTENDEE_SCHEMA_FIELDS } from './attendee';

/** Headers people write that are not the labels above. */
const SYNONYMS: Partial<Record<AttendeeField, string[]>> = {
  attendee_code: ['codice', 'code'],
  first_name: ['given name', 'firstname'],
  last_name: ['surname', 'family name', 'lastname'],
  email: ['email', 'mail', 'indirizzo email', 'e-mail address', 'email address'],
  phone: ['cellulare', 'mobile', 'telephone', 'tel'],
  fiscal_code: ['cf', 'codice fiscale', 'tax code'],
  company_name: ['company', 'societa', 'società'],
  event_attendee_category_id: ['categoria partecipante', 'attendee category', 'category id'],
  event_company_id: ['azienda id', 'company id'],
  vat_number: ['p iva', 'piva', 'p.iva', 'vat'],
  postal_code: ['zip', 'zip code', 'cap'],
  date_of_birth: ['birth date', 'birthday', 'nato il'],
  gender: ['sesso', 'sex'],
  app_lang: ['lingua app', 'app language'],
};

/** The fields an import can write: the form's writable fields, and `attendee_code` as the upsert key. */
export const ATTENDEE_IMPORT_FIELDS: readonly string[] = ['attendee_code', ...ATTENDEE_SCHEMA_FIELDS];

/** Lower case, accents off, punctuation and separators as single spaces: "Cognome", "last_name", "Last-Name" → comparable. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A record's name as an import matches it (issue 11): case, accents and repeated spaces ignored, the
 * rest kept ("Medica Italia S.p.A." and "medica  italia s.p.a." are one company, "Spa" another).
 */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The reference fields an import fills by name or id, with the resource each names. */
export const IMPORT_REFERENCE_FIELDS = { event_attendee_category_id: 'attendee-categories', event_company_id: 'companies' } as const;
export type ImportReferenceField = keyof typeof IMPORT_REFERENCE_FIELDS;

let headerIndex: Map<string, string> | null = null;

function index(): Map<string, string> {
  if (headerIndex) return headerIndex;
  headerIndex = new Map();
  for (const field of ATTENDEE_IMPORT_FIELDS as AttendeeField[]) {
    const names = [field, ATTENDEE_FIELD_LABELS.it[field], ATTENDEE_FIELD_LABELS.en[field], ...(SYNONYMS[field] ?? [])];
    for (const name of names) {
      const key = normalizeHeader(name);
      if (!headerIndex.has(key)) headerIndex.set(key, field);
    }
  }
  return headerIndex;
}

/**
 * The attendee field for each header (Italian or English label, field name, or a synonym), null when
 * none matches; a field goes to the first column that names it only.
 */
export function suggestAttendeeMapping(headers: readonly string[]): Record<string, string | null> {
  const taken = new Set<string>();
  const mapping: Record<string, string | null> = {};
  for (const header of headers) {
    const field = index().get(normalizeHeader(header)) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

export const isAttendeeField = (name: string): name is AttendeeField => (ATTENDEE_FIELDS as readonly string[]).includes(name);
