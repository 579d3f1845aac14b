import { z } from 'zod';

/**
 * The values a new record starts from, written once beside its schema (issue 25): `GET …/create`
 * answers them and the admin's create form starts from them. Every field of the schema's output, with
 * its type, or null (or '' for text) where the form starts empty — a field added to the schema and
 * forgotten here does not compile.
 */
export const recordDefaults = <S extends z.ZodType>(_schema: S, values: { [K in keyof z.output<S>]-?: z.output<S>[K] | null }) => values;

/** Required text: trimmed, not empty. */
export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max);

/** Optional text: empty strings and null are stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD`; a full ISO date-time is cut to its date, as date pickers may send one. */
export const isoDate = z
  .string('invalid_date')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'invalid_date')
  .transform((v) => v.slice(0, 10))
  .refine(isCalendarDate, 'invalid_date');

export const optionalIsoDate = z
  .union([isoDate, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

export const id = z.number().int('not_an_integer').positive();

const blankToNullTrimmed = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v;

/** Text that may be empty: trimmed, blank or null stored as null (absent stays absent, for the caller to decide). */
export const nullableText = (max: number) => z.preprocess(blankToNullTrimmed, z.string().max(max).nullable());

/** An e-mail address that may be empty: trimmed and lower-cased, blank or null stored as null. */
export const optionalEmail = z.preprocess(
  (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : (v ?? null)),
  z.string().max(255).pipe(z.email()).nullable(),
);

/** A colour as `#RRGGBB`; blank or null: none. */
export const hexColor = z.preprocess(
  blankToNullTrimmed,
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'invalid_color')
    .nullable(),
);

/** 0/1 and "true"/"false" are accepted as booleans, as the old system sent them. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');
