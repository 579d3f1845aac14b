import { z } from 'zod';
import { GENDERS, LANGUAGES, PAYMENT_STATUSES } from '../enums';
import { isCountryCode, isProvinceCode, isRegionCode, isValidFiscalCode, normalizeFiscalCode, parseVatNumber } from '../reference';
import { ATTENDEE_FIELDS, ATTENDEE_READONLY_FIELDS, type AttendeeWritableField } from '../attendee-fields';
import { isoDate, optionalEmail } from './common';

/*
 * An attendee as a form or an import sends it: every writable field of SPEC §3 (id, uuid,
 * attendee_code and badge_delivered_at are the server's). Nothing is required here: which fields are
 * depends on the role's UI configuration, so the API builds the schema with
 * `attendeeSchemaFor(fieldScope(config).required)`. Unknown keys (and the server's own fields, which
 * forms send back) are dropped, not refused; the API applies the field scope on top.
 *
 * Every field accepts null, '' and blanks as "no value": nullable columns get null; the NOT NULL
 * columns with a default (pending, badge_delivered, has_disability, payment_status, app_lang) get
 * undefined for "not given" (the server keeps the current value or the column default), and a blank
 * switch is false. Strings are trimmed. Limits fit the columns of attendee.entity.ts.
 */

/** The latest calendar date anywhere on Earth (UTC+14): a birth date "today" is never refused. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** Dates the columns can store on every engine and that make sense for people. */
export const ATTENDEE_MIN_DATE = '1900-01-01';
export const ATTENDEE_MAX_AGE = 130;
export const PHONE_MIN = 6;
export const PHONE_MAX = 20;
const INT_MAX = 2_147_483_647;

type Normalize = (trimmed: string) => unknown;

/** Blank → null; a string is trimmed, then `normalize`d; other types go on to the schema as they are. */
const blankToNull =
  (normalize: Normalize = (s) => s) =>
  (value: unknown) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : normalize(trimmed);
  };

/** Blank → undefined ("not given"), for NOT NULL columns that have a default. */
const blankToUndefined =
  (normalize: Normalize = (s) => s) =>
  (value: unknown) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : normalize(trimmed);
  };

const text = (max: number) => z.preprocess(blankToNull(), z.string().max(max).nullable());

const email = optionalEmail;

const phone = z.preprocess(
  blankToNull((s) => s.replace(/\s+/g, ' ')),
  z
    .string()
    .refine(
      (v) => v.length >= PHONE_MIN && v.length <= PHONE_MAX && /^\+?[0-9 ()-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN,
      { message: 'invalid_phone', params: { min: PHONE_MIN, max: PHONE_MAX } },
    )
    .nullable(),
);

/** Whole numbers; a string of digits (from an import) counts as its number. */
const integer = (min: number, max: number) =>
  z.preprocess(
    blankToNull((s) => (/^[+-]?\d+(\.\d+)?$/.test(s) ? Number(s) : s)),
    z.number().int('not_an_integer').min(min).max(max).nullable(),
  );

const foreignKey = integer(1, INT_MAX);

/** A switch: true/false, 1/0, '1'/'0', 'true'/'false'; blank or null is off. */
const flag = z.preprocess((value: unknown) => {
  if (value === undefined) return undefined;
  if (value === null) return false;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === '' || v === '0' || v === 'false') return false;
    if (v === '1' || v === 'true') return true;
  }
  return value;
}, z.boolean().optional());

const date = (check?: { notFuture: true }) =>
  z.preprocess(
    blankToNull(),
    isoDate
      .refine((v) => v >= ATTENDEE_MIN_DATE, { message: 'date_too_early', params: { min: ATTENDEE_MIN_DATE } })
      .refine((v) => !check?.notFuture || v <= latestToday(), 'date_in_future')
      .nullable(),
  );

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date-time (`2025-05-20T09:30:00Z`, `…+02:00`, also with a space or without seconds, as
 * spreadsheets write it), stored as UTC `…Z`. Without an offset the time is taken as UTC; a bare date
 * is its midnight UTC.
 */
function parseDateTime(value: string): string | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, day, hh = '00', mm = '00', ss = '00', fraction = '', offset = 'Z'] = m;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  const dayCheck = isoDate.safeParse(day);
  if (!dayCheck.success || day! < ATTENDEE_MIN_DATE) return null;
  const zone = offset.toUpperCase() === 'Z' ? 'Z' : offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) return null;
  const time = Date.parse(`${day}T${hh}:${mm}:${ss}${fraction.slice(0, 4)}${zone}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const dateTime = z.preprocess(
  blankToNull(),
  z
    .string('invalid_datetime')
    .transform((v, ctx) => {
      const parsed = parseDateTime(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_datetime', input: v });
        return z.NEVER;
      }
      return parsed;
    })
    .nullable(),
);

const upper = (s: string) => s.toUpperCase();

/** An ISTAT region code; 1–20 and '1'–'9' are padded to two digits. */
const region = z.preprocess((value: unknown) => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100) return String(value).padStart(2, '0');
  return blankToNull((s) => (/^\d$/.test(s) ? `0${s}` : s))(value);
}, z.string().refine(isRegionCode, 'invalid_region').nullable());

const province = z.preprocess(blankToNull(upper), z.string().refine(isProvinceCode, 'invalid_province').nullable());

const country = z.preprocess(blankToNull(upper), z.string().refine(isCountryCode, 'invalid_country').nullable());

const fiscalCode = z.preprocess(blankToNull(normalizeFiscalCode), z.string().refine(isValidFiscalCode, 'invalid_fiscal_code').nullable());

const vatNumber = z.preprocess(
  blankToNull(),
  z
    .string()
    .transform((v, ctx) => {
      const parsed = parseVatNumber(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_vat', input: v });
        return z.NEVER;
      }
      return parsed;
    })
    .nullable(),
);

const ATTENDEE_SHAPE = {
  age: integer(0, ATTENDEE_MAX_AGE),
  origin_region: region,
  gender: z.preprocess(blankToNull(upper), z.enum(GENDERS).nullable()),
  event_attendee_category_id: foreignKey,
  title: text(50),
  first_name: text(100),
  last_name: text(100),
  company_name: text(255),
  email,
  phone,
  fiscal_code: fiscalCode,
  country,
  other_email: email,
  other_phone: phone,
  job_title: text(150),
  discipline: text(150),
  employer: text(255),
  work_address: text(255),
  work_city: text(100),
  work_state: text(100),
  work_zip: text(20),
  work_country: country,
  event_company_id: foreignKey,
  registration_date: dateTime,
  pending: flag,
  badge_delivered: flag,
  has_disability: flag,
  payment_status: z.preprocess(blankToUndefined(upper), z.enum(PAYMENT_STATUSES).optional()),
  sponsor_name: text(255),
  food_restriction: text(2000),
  additional_info: text(10000),
  vat_number: vatNumber,
  date_of_birth: date({ notFuture: true }),
  hire_date: date(),
  place_of_birth: text(100),
  province_of_birth: province,
  citizenship: country,
  identity_card_number: text(50),
  address: text(255),
  postal_code: text(20),
  municipality: text(100),
  province,
  app_lang: z.preprocess(
    blankToUndefined((s) => s.toLowerCase()),
    z.enum(LANGUAGES).optional(),
  ),
  // Every writable field of the table and nothing else: a field added to one and not the other does not compile.
} satisfies Record<AttendeeWritableField, z.ZodType>;

type AttendeeShape = typeof ATTENDEE_SHAPE;
export type AttendeeSchemaField = keyof AttendeeShape;

/** The fields the schema takes: ATTENDEE_FIELDS without the read-only ones, in form order. */
export const ATTENDEE_SCHEMA_FIELDS = ATTENDEE_FIELDS.filter(
  (f): f is AttendeeSchemaField => !(ATTENDEE_READONLY_FIELDS as readonly string[]).includes(f),
);

export function isAttendeeSchemaField(name: string): name is AttendeeSchemaField {
  return Object.prototype.hasOwnProperty.call(ATTENDEE_SHAPE, name);
}

/** An attendee with nothing required: creating one with the defaults, or the base of the others. */
export const attendeeSchema = z.object(ATTENDEE_SHAPE);
export type AttendeeInput = z.output<typeof attendeeSchema>;

/** `{pending: true}` and other partial updates: absent fields are left as they are. */
export const attendeePatchSchema = attendeeSchema.partial();
export type AttendeePatch = z.output<typeof attendeePatchSchema>;

const isGiven = (v: unknown) => v !== null && v !== undefined;

function requiredShape(required: readonly string[]): AttendeeShape {
  const shape = { ...ATTENDEE_SHAPE };
  for (const name of required) {
    if (!isAttendeeSchemaField(name)) continue; // attendee_code & co.: the server's to set
    // The identity transform makes the key non-optional for zod, so that an absent key is checked too
    // (zod skips absent keys whose schema may output undefined, as the switches' and enums' do).
    (shape as Record<string, z.ZodType>)[name] = (ATTENDEE_SHAPE[name] as z.ZodType).transform((v) => v).refine(isGiven, 'required');
  }
  return shape;
}

const cache = new Map<string, { full: typeof attendeeSchema; patch: typeof attendeePatchSchema }>();

function schemasFor(required: readonly string[]) {
  const key = [...new Set(required)].filter(isAttendeeSchemaField).sort().join(',');
  let entry = cache.get(key);
  if (!entry) {
    const full = z.object(requiredShape(key ? key.split(',') : []));
    entry = { full, patch: full.partial() };
    if (cache.size >= 100) cache.clear();
    cache.set(key, entry);
  }
  return entry;
}

/**
 * The attendee schema with `required` fields (e.g. `fieldScope(config).required`) refused when
 * absent, null or blank, with the message 'required'. Names that are not fields of the schema
 * (attendee_code, id, …) are ignored. Schemas are cached per set of names.
 */
export function attendeeSchemaFor(required: readonly string[]): typeof attendeeSchema {
  return schemasFor(required).full;
}

/** For updates: fields may be absent, but a required field that is sent cannot be blank. */
export function attendeePatchSchemaFor(required: readonly string[]): typeof attendeePatchSchema {
  return schemasFor(required).patch;
}

/**
 * The single-field schemas (e-mail, phone, fiscal code, VAT, province, country…), for other records
 * that hold the same kinds of values, such as companies.
 */
export const ATTENDEE_FIELD_SCHEMAS: Readonly<AttendeeShape> = ATTENDEE_SHAPE;

export type AttendeeFieldsSchema = z.ZodType<Partial<AttendeeInput>>;

const narrowCache = new Map<string, { full: AttendeeFieldsSchema; patch: AttendeeFieldsSchema }>();

/**
 * The schemas of `attendeeSchemaFor(required)` / `attendeePatchSchemaFor(required)` narrowed to
 * `fields` (and the required ones): the same checks and messages for those keys, every other key
 * dropped instead of validated. For callers that validate many records with few fields, such as an
 * import mapping a handful of columns. Cached per pair of name sets.
 */
export function attendeeSchemasForFields(
  fields: readonly string[],
  required: readonly string[],
): { full: AttendeeFieldsSchema; patch: AttendeeFieldsSchema } {
  const names = (list: readonly string[]) => [...new Set(list)].filter(isAttendeeSchemaField).sort();
  const requiredNames = names(required);
  const fieldNames = names([...fields, ...requiredNames]);
  const key = `${fieldNames.join(',')}|${requiredNames.join(',')}`;
  let entry = narrowCache.get(key);
  if (!entry) {
    const shape = requiredShape(requiredNames) as Record<string, z.ZodType>;
    const narrowed = Object.fromEntries(fieldNames.map((f) => [f, shape[f]!]));
    const full = z.object(narrowed);
    entry = { full: full as unknown as AttendeeFieldsSchema, patch: full.partial() as unknown as AttendeeFieldsSchema };
    if (narrowCache.size >= 100) narrowCache.clear();
    narrowCache.set(key, entry);
  }
  return entry;
}

/** Most attendees one "send the attendee-site link" call e-mails (a larger group is a mailing). */
export const SEND_LINK_MAX = 1000;

/** `POST /api/events/{eventId}/attendees/send-myarea-link`: the attendees to e-mail their attendee-site link. */
export const sendMyAreaLinkSchema = z.object({
  ids: z
    .array(z.number().int('not_an_integer').positive())
    .min(1, 'required')
    .max(SEND_LINK_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type SendMyAreaLinkInput = z.output<typeof sendMyAreaLinkSchema>;
