import { signInEmailHolders } from '../attendees/sign-in-email';
import {
  ATTENDEE_IMPORT_FIELDS,
  IMPORT_REFERENCE_FIELDS,
  normalizeName,
  type ImportReferenceField,
  ATTENDEE_SCHEMA_FIELDS,
  attendeeSchemasForFields,
  t,
  type AttendeeInput,
  type ImportRowErrorDto,
  type Language,
  type MessageKey,
} from '@eventdesk/shared';
import { valueFromReadable } from '@eventdesk/shared/reference/readable-values';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ValidationException } from '../../platform/common/errors';
import type { AttendeeAccess } from '../attendees/attendee-access';
import { AttendeeCategory } from '../attendees/attendee-category.entity';
import { isBlank } from '../attendees/attendee-input';
import { toInput } from '../attendees/attendee-record';
import { Attendee } from '../attendees/attendee.entity';
import { EventCompany } from '../../platform/events/event-company.entity';
import type { Actor } from '../../platform/history/history.service';
import { FieldMemo } from './field-memo';

export const BATCH_SIZE = 500;
export const MAX_ERRORS = 200;
/** Most missing names an import reports per column. */
export const MAX_MISSING_NAMES = 100;

/** The event's records of one reference field: ids, and ids by normalised name (null: two records share it). */
interface ReferenceIndex {
  ids: Set<number>;
  byName: Map<string, number | null>;
  /** Names that matched nothing, by normalised name, as first written. */
  missing: Map<string, string>;
  unknownKey: MessageKey;
}

function referenceIndex(records: { id: number; name: string }[], unknownKey: MessageKey): ReferenceIndex {
  const byName = new Map<string, number | null>();
  for (const r of records) {
    const key = normalizeName(r.name);
    byName.set(key, byName.has(key) ? null : r.id);
  }
  return { ids: new Set(records.map((r) => r.id)), byName, missing: new Map(), unknownKey };
}

/**
 * What an import may do, kept with its job so that it runs the same after a restart: the caller's
 * field scope (writable and required fields) and row scope (a COMPANY user's own company).
 */
export interface ImportScope {
  eventId: number;
  actor: Actor | null;
  lang: Language;
  eventLanguage: Language;
  writable: string[];
  required: string[];
  /** Whether the caller sees attendee codes: without, every row creates. */
  codes: boolean;
  ownCompanyId: number | null;
}

export function importScopeOf(access: AttendeeAccess): ImportScope {
  return {
    eventId: access.eventId,
    actor: access.actor,
    lang: access.lang,
    eventLanguage: access.eventLanguage,
    writable: [...access.writable],
    required: [...access.required],
    codes: access.visible.has('attendee_code'),
    ownCompanyId: access.ownCompanyId,
  };
}

export type Mapping = Record<string, string | null>;

/** Checks a mapping against the file's header: known columns, the resource's fields, each field once. */
export function checkMapping(
  body: unknown,
  columns: string[],
  lang: Language,
  fields: readonly string[] = ATTENDEE_IMPORT_FIELDS,
): Mapping {
  const fail = (key: MessageKey, params: Record<string, string>) => new ValidationException({ mapping: [t(lang, key, params)] });
  const mapping = (body as { mapping?: unknown } | null)?.mapping;
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) throw fail('invalid_type', {});
  const seen = new Set<string>();
  const result: Mapping = {};
  for (const [column, field] of Object.entries(mapping as Record<string, unknown>)) {
    if (!columns.includes(column)) throw fail('import_unknown_column', { column: column.slice(0, 100) });
    if (field === null || field === '') {
      result[column] = null;
      continue;
    }
    if (typeof field !== 'string' || !fields.includes(field)) throw fail('import_unknown_field', { field: String(field).slice(0, 100) });
    if (seen.has(field)) throw fail('import_duplicate_field', { field });
    seen.add(field);
    result[column] = field;
  }
  return result;
}

export interface NumberedRow {
  /** Its row in the spreadsheet, as the user sees it: the header is row 1 (issue 29 item 17). */
  n: number;
  cells: string[];
}

export type PreparedRow =
  | { n: number; kind: 'create'; values: Partial<AttendeeInput> }
  | { n: number; kind: 'update'; attendee: Attendee; changed: Partial<AttendeeInput> };

export interface BatchResult {
  rows: PreparedRow[];
  errors: ImportRowErrorDto[];
  /** Rows with at least one error. */
  invalid: number;
}

const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * Validates rows exactly as the attendee API validates a create (no code) or an update (a known
 * code): the caller's writable fields only, its required fields, the schema's formats, and
 * categories and companies of the event (a COMPANY user: its own company only). Codes must be the
 * event's (and, for COMPANY, of its company's attendees) and appear once in the file.
 */
export class ImportValidator {
  private references: Record<ImportReferenceField, ReferenceIndex> = {
    event_attendee_category_id: referenceIndex([], 'import_unknown_category'),
    event_company_id: referenceIndex([], 'import_unknown_company'),
  };
  private readonly codesSeen = new Set<string>();
  /** Sign-in e-mails of the file so far: each may appear once (issue 12). */
  private readonly emailsSeen = new Set<string>();
  private readonly columnOf: [number, string][];
  private readonly writable: Set<string>;
  /** The create and update schemas narrowed to the mapped, defaulted and required fields (built once), validated field by field. */
  private readonly requiredSchema: FieldMemo;
  private readonly patchSchema: FieldMemo;
  private defaultsCache: { second: number; values: Partial<AttendeeInput> } | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly scope: ImportScope,
    columns: string[],
    mapping: Mapping,
  ) {
    this.writable = new Set(scope.writable);
    this.columnOf = [];
    columns.forEach((column, i) => {
      const field = mapping[column];
      if (!field) return;
      if (field === 'attendee_code' ? scope.codes : this.writable.has(field)) this.columnOf.push([i, field]);
    });
    // Every key a row can hold: its mapped cells, the defaults, the own company; and the required fields.
    const fields = [...this.columnOf.map(([, f]) => f), ...Object.keys(this.defaults()), 'event_company_id'];
    const schemas = attendeeSchemasForFields(fields, scope.required);
    this.requiredSchema = new FieldMemo(schemas.full, scope.lang);
    this.patchSchema = new FieldMemo(schemas.patch, scope.lang);
  }

  async init(): Promise<this> {
    const { eventId } = this.scope;
    const [categories, companies] = await Promise.all([
      this.db.getRepository(AttendeeCategory).find({ select: { id: true, name: true }, where: { eventId } }),
      this.db.getRepository(EventCompany).find({ select: { id: true, name: true }, where: { eventId } }),
    ]);
    this.references = {
      event_attendee_category_id: referenceIndex(categories, 'import_unknown_category'),
      event_company_id: referenceIndex(companies, 'import_unknown_company'),
    };
    return this;
  }

  /** The names of the file that matched no category or company so far (for the wizard to offer creating them). */
  missing(): Record<ImportReferenceField, string[]> {
    return {
      event_attendee_category_id: [...this.references.event_attendee_category_id.missing.values()],
      event_company_id: [...this.references.event_company_id.missing.values()],
    };
  }

  /**
   * A category or company cell holds the record's id or its name (case, accents and spaces ignored,
   * issue 11): a name becomes its id before the row is checked, so preview and apply see the same
   * row. A name that matches nothing or two records leaves the cell empty and returns its message.
   */
  private resolveReferences(raw: Record<string, unknown>): Map<string, string> {
    const problems = new Map<string, string>();
    for (const field of Object.keys(IMPORT_REFERENCE_FIELDS) as ImportReferenceField[]) {
      const cell = raw[field];
      if (typeof cell !== 'string' || cell.trim() === '') continue;
      const ref = this.references[field];
      const text = cell.trim();
      if (/^\d+$/.test(text) && ref.ids.has(Number(text))) continue;
      const key = normalizeName(text);
      const id = ref.byName.get(key);
      if (id) {
        raw[field] = String(id);
        continue;
      }
      if (/^\d+$/.test(text)) continue; // an id of another event, or none: the usual check says so
      delete raw[field];
      if (id === null) problems.set(field, t(this.scope.lang, 'import_name_ambiguous', { name: text.slice(0, 100) }));
      else {
        problems.set(field, t(this.scope.lang, ref.unknownKey, { name: text.slice(0, 100) }));
        if (ref.missing.size < MAX_MISSING_NAMES && !ref.missing.has(key)) ref.missing.set(key, text.slice(0, 255));
      }
    }
    return problems;
  }

  /** The defaults of a new attendee, as AttendeesService gives them (a copy: callers add to it). */
  defaults(): Partial<AttendeeInput> {
    const second = Math.floor(Date.now() / 1000);
    if (this.defaultsCache?.second !== second) this.defaultsCache = { second, values: this.freshDefaults() };
    return Object.assign({}, this.defaultsCache.values);
  }

  private freshDefaults(): Partial<AttendeeInput> {
    return {
      event_company_id: this.scope.ownCompanyId,
      registration_date: now().toISOString(),
      pending: false,
      badge_delivered: false,
      has_disability: false,
      payment_status: 'UNPAID',
      app_lang: this.scope.eventLanguage,
    };
  }

  async validateBatch(batch: NumberedRow[], tx: EntityManager = this.db.manager): Promise<BatchResult> {
    const { lang, ownCompanyId, eventId } = this.scope;
    const parsedRows = batch.map(({ n, cells }) => {
      const raw: Record<string, unknown> = {};
      let code = '';
      for (const [i, field] of this.columnOf) {
        const cell = cells[i] ?? '';
        if (field === 'attendee_code') code = cell.trim().toUpperCase();
        // A readable export's labels, Sì/No and local dates read back as the API's values (issue 11).
        else raw[field] = valueFromReadable(field, cell);
      }
      return { n, raw, code };
    });
    const codes = [...new Set(parsedRows.map((r) => r.code).filter(Boolean))];
    const existing = new Map<string, Attendee>();
    if (codes.length) {
      for (const a of await tx.getRepository(Attendee).findBy({ eventId, attendeeCode: In(codes) })) existing.set(a.attendeeCode, a);
    }

    // Who already signs in with the batch's e-mails: one query per batch, on the (event_id, email) index.
    const emailCells = this.writable.has('email')
      ? parsedRows
          .map((r) =>
            String(r.raw.email ?? '')
              .trim()
              .toLowerCase(),
          )
          .filter(Boolean)
      : [];
    const holders = emailCells.length ? await signInEmailHolders(tx, eventId, emailCells) : new Map<string, number>();

    const rows: PreparedRow[] = [];
    const errors: ImportRowErrorDto[] = [];
    let invalid = 0;
    const { requiredSchema, patchSchema } = this;
    requiredSchema.reset();
    patchSchema.reset();
    const writableDefaults = Object.fromEntries(Object.entries(this.defaults()).filter(([f]) => this.writable.has(f)));

    for (const { n, raw, code } of parsedRows) {
      const rowErrors = new Map<string, string[]>();
      const add = (field: string, message: string) => {
        const list = rowErrors.get(field) ?? [];
        if (!list.includes(message)) list.push(message);
        rowErrors.set(field, list);
      };
      const addKey = (field: string, key: MessageKey) => add(field, t(lang, key));
      // A name that matches no record: its message instead of the schema's ("required", "not a number").
      const unresolved = this.resolveReferences(raw);
      for (const [field, message] of unresolved) add(field, message);
      const addSchemaErrors = (errors: Record<string, string[]>) => {
        for (const [field, messages] of Object.entries(errors)) if (!unresolved.has(field)) messages.forEach((m) => add(field, m));
      };
      let attendee: Attendee | undefined;
      if (code) {
        if (this.codesSeen.has(code)) addKey('attendee_code', 'attendee_code_repeated');
        this.codesSeen.add(code);
        attendee = existing.get(code);
        if (!attendee || (ownCompanyId !== null && attendee.eventCompanyId !== ownCompanyId)) {
          attendee = undefined;
          addKey('attendee_code', 'attendee_code_unknown');
        }
      }

      let prepared: PreparedRow | null = null;
      if (!code) {
        if (ownCompanyId !== null && isBlank(raw.event_company_id)) raw.event_company_id = ownCompanyId;
        // Object.assign, not a spread of two objects: V8 (Node 20) takes ~10 µs per such spread.
        const result = requiredSchema.validate(Object.assign({}, writableDefaults, raw));
        if (!result.ok) addSchemaErrors(result.errors);
        else if (!unresolved.size) {
          const values = this.defaults();
          for (const [f, v] of Object.entries(result.data)) {
            if (v !== undefined && this.writable.has(f)) (values as Record<string, unknown>)[f] = v;
          }
          if (ownCompanyId !== null) values.event_company_id = ownCompanyId;
          this.checkReferences(values, raw.event_company_id, addKey);
          prepared = { n, kind: 'create', values };
        }
      } else if (attendee) {
        const result = patchSchema.validate(raw);
        if (!result.ok) addSchemaErrors(result.errors);
        else if (!unresolved.size) {
          const stored = toInput(attendee);
          const merged: Partial<AttendeeInput> = Object.assign({}, stored, result.data);
          for (const field of this.scope.required) {
            if ((ATTENDEE_SCHEMA_FIELDS as readonly string[]).includes(field) && isBlank(merged[field as keyof AttendeeInput])) {
              addKey(field, 'required');
            }
          }
          const changed = Object.fromEntries(
            Object.entries(result.data).filter(([f, v]) => v !== undefined && stored[f as keyof AttendeeInput] !== v),
          ) as Partial<AttendeeInput>;
          this.checkReferences(changed, raw.event_company_id, addKey);
          prepared = { n, kind: 'update', attendee, changed };
        }
      }
      const email = prepared ? (prepared.kind === 'create' ? prepared.values.email : prepared.changed.email) : undefined;
      if (email) {
        const holder = holders.get(email);
        const self = prepared?.kind === 'update' ? prepared.attendee.id : undefined;
        if (holder !== undefined && holder !== self) addKey('email', 'attendee_email_taken');
        else if (this.emailsSeen.has(email)) addKey('email', 'attendee_email_repeated');
        this.emailsSeen.add(email);
      }
      if (rowErrors.size) {
        invalid++;
        for (const [field, messages] of rowErrors) errors.push({ row: n, field, messages });
      } else if (prepared) rows.push(prepared);
    }
    return { rows, errors, invalid };
  }

  private checkReferences(values: Partial<AttendeeInput>, sentCompany: unknown, addKey: (field: string, key: MessageKey) => void) {
    const { ownCompanyId } = this.scope;
    const categoryId = values.event_attendee_category_id;
    if (categoryId && !this.references.event_attendee_category_id.ids.has(categoryId))
      addKey('event_attendee_category_id', 'attendee_category_not_in_event');
    const companyId = values.event_company_id;
    if (ownCompanyId !== null && !isBlank(sentCompany) && Number(sentCompany) !== ownCompanyId) {
      addKey('event_company_id', 'company_not_allowed');
    } else if (companyId && !this.references.event_company_id.ids.has(companyId)) addKey('event_company_id', 'company_not_in_event');
  }
}
