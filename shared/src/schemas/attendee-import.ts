import type { Language } from '../enums';
import { ATTENDEE_FIELDS, type AttendeeField } from '../ui-config/catalog';
import { ATTENDEE_SCHEMA_FIELDS } from './attendee';

/**
 * Attendee field labels in both languages: the headers of an export, and what an import's header
 * row is matched against (with the field name itself and a few common synonyms).
 */
export const ATTENDEE_FIELD_LABELS: Record<Language, Record<AttendeeField, string>> = {
  it: {
    id: 'ID',
    uuid: 'UUID',
    attendee_code: 'Codice partecipante',
    age: 'Età',
    origin_region: 'Regione di provenienza',
    gender: 'Genere',
    event_attendee_category_id: 'Categoria',
    title: 'Titolo',
    first_name: 'Nome',
    last_name: 'Cognome',
    company_name: 'Ragione sociale',
    email: 'E-mail',
    phone: 'Telefono',
    fiscal_code: 'Codice fiscale',
    country: 'Paese',
    other_email: 'Altra e-mail',
    other_phone: 'Altro telefono',
    job_title: 'Qualifica',
    discipline: 'Disciplina',
    employer: 'Datore di lavoro',
    work_address: 'Indirizzo di lavoro',
    work_city: 'Città di lavoro',
    work_state: 'Stato/provincia di lavoro',
    work_zip: 'CAP di lavoro',
    work_country: 'Paese di lavoro',
    event_company_id: 'Azienda',
    registration_date: 'Data di registrazione',
    pending: 'In attesa',
    badge_delivered: 'Badge consegnato',
    badge_delivered_at: 'Badge consegnato il',
    has_disability: 'Disabilità',
    payment_status: 'Stato pagamento',
    sponsor_name: 'Sponsor',
    food_restriction: 'Restrizioni alimentari',
    additional_info: 'Note',
    vat_number: 'Partita IVA',
    date_of_birth: 'Data di nascita',
    hire_date: 'Data di assunzione',
    place_of_birth: 'Luogo di nascita',
    province_of_birth: 'Provincia di nascita',
    citizenship: 'Cittadinanza',
    identity_card_number: 'Numero carta d’identità',
    address: 'Indirizzo',
    postal_code: 'CAP',
    municipality: 'Comune',
    province: 'Provincia',
    app_lang: 'Lingua',
  },
  en: {
    id: 'ID',
    uuid: 'UUID',
    attendee_code: 'Attendee code',
    age: 'Age',
    origin_region: 'Region of origin',
    gender: 'Gender',
    event_attendee_category_id: 'Category',
    title: 'Title',
    first_name: 'First name',
    last_name: 'Last name',
    company_name: 'Company name',
    email: 'E-mail',
    phone: 'Phone',
    fiscal_code: 'Fiscal code',
    country: 'Country',
    other_email: 'Other e-mail',
    other_phone: 'Other phone',
    job_title: 'Job title',
    discipline: 'Discipline',
    employer: 'Employer',
    work_address: 'Work address',
    work_city: 'Work city',
    work_state: 'Work state',
    work_zip: 'Work ZIP code',
    work_country: 'Work country',
    event_company_id: 'Company',
    registration_date: 'Registration date',
    pending: 'Pending',
    badge_delivered: 'Badge delivered',
    badge_delivered_at: 'Badge delivered at',
    has_disability: 'Disability',
    payment_status: 'Payment status',
    sponsor_name: 'Sponsor',
    food_restriction: 'Food restrictions',
    additional_info: 'Additional info',
    vat_number: 'VAT number',
    date_of_birth: 'Date of birth',
    hire_date: 'Hire date',
    place_of_birth: 'Place of birth',
    province_of_birth: 'Province of birth',
    citizenship: 'Citizenship',
    identity_card_number: 'Identity card number',
    address: 'Address',
    postal_code: 'Postal code',
    municipality: 'Municipality',
    province: 'Province',
    app_lang: 'Language',
  },
};

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
