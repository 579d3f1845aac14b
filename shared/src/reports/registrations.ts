import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { calendarDate, id as recordId } from '../api/schema-kit';
import { GENDERS, PAYMENT_STATUSES } from '../enums';

/** The export formats of every report (`?format=…`): the same figures as the JSON, one row per bar. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The filters every report takes (issue 28): registration dates (both included), category, company, saved attendee filter. */
export const reportQuerySchema = z.object({
  from: calendarDate.optional().describe('first registration day, YYYY-MM-DD'),
  to: calendarDate.optional().describe('last registration day, YYYY-MM-DD'),
  category_id: z.string().optional().describe('attendee category id'),
  company_id: z.string().optional().describe('company id'),
  filter_id: z.string().optional().describe('saved attendee filter id'),
  format: z.enum(REPORT_FORMATS).optional().describe('a file with the same figures instead of JSON'),
});

/**
 * The registrations report's query: the filters of every report, and `compare_event_id`, another event whose
 * registrations are set beside this event's on the same axis of days from the start (`compare`). The filters
 * narrow this event only; the compared event counts every attendee the caller may read there.
 */
export const registrationsReportQuerySchema = reportQuerySchema.extend({
  compare_event_id: z
    .string()
    .optional()
    .describe('another event whose reports the caller may read: its registrations per day from its start, beside these (`compare`)'),
});

/** A report's route (`GET /api/events/{eventId}/reports/{name}`): the filters of every report (or `query`), its figures as `response`. */
export const reportRoute = (name: string, summary: string, response: z.ZodType, query: z.ZodObject = reportQuerySchema): RouteContract => ({
  method: 'GET',
  path: `/api/events/:eventId/reports/${name}`,
  summary,
  query,
  response,
});

/** One bar: a record's id (null: none, e.g. no category) with its name, or a code (country, province, status). */
const bar = z.object({ key: z.union([recordId, z.string()]).nullable(), label: z.string().nullable(), count: z.number().int() });
export type ReportBarDto = z.infer<typeof bar>;

/**
 * The age bands of the registrations report, youngest first: an attendee's age is their `age` when given,
 * else their age on the event's first day from `date_of_birth`; `min`/`max` are whole years, both included
 * (null: open). An attendee with neither is the "unknown" bar (key null).
 */
export const AGE_BANDS = [
  { key: 'UNDER_18', min: null, max: 17 },
  { key: '18_24', min: 18, max: 24 },
  { key: '25_34', min: 25, max: 34 },
  { key: '35_44', min: 35, max: 44 },
  { key: '45_54', min: 45, max: 54 },
  { key: '55_64', min: 55, max: 64 },
  { key: '65_PLUS', min: 65, max: null },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];
const AGE_BAND_KEYS = AGE_BANDS.map((b) => b.key) as [AgeBand, ...AgeBand[]];

/**
 * One day of registrations (UTC), oldest first: `days_from_start` is the day's distance from the event's start
 * day (negative before it, 0 on it; null when the event has no start date), the axis on which two events' curves
 * are compared; `cumulative` is the running total from the first day shown.
 */
const registrationDay = z.object({
  date: calendarDate,
  days_from_start: z.number().int().nullable(),
  count: z.number().int(),
  cumulative: z.number().int(),
});
export type RegistrationDayDto = z.infer<typeof registrationDay>;

/**
 * The compared event (`?compare_event_id=`): its name and start day, the attendees the caller may read there
 * (`total`, the report's filters do not apply) and their registrations per day on the same axis of days from
 * the start; `per_day` is null when the caller's role there does not see `registration_date`.
 */
export const registrationsComparisonSchema = z.object({
  event_id: recordId,
  name: z.string(),
  start_date: calendarDate.nullable(),
  total: z.number().int(),
  per_day: z.array(registrationDay).nullable(),
});
export type RegistrationsComparisonDto = z.infer<typeof registrationsComparisonSchema>;

/**
 * `GET /api/events/{eventId}/reports/registrations`: the event's attendees the caller may read, counted by
 * the database. A dimension on a field the caller's role does not see is null, never counted.
 */
export const registrationsReportDtoSchema = z.object({
  total: z.number().int(),
  /** Pending (awaiting staff's confirmation) vs confirmed; null when `pending` is hidden. */
  pending: z.object({ pending: z.number().int(), confirmed: z.number().int() }).nullable(),
  /** Registrations per UTC day, oldest first, with the running total from the first day shown and the distance from the start. */
  per_day: z.array(registrationDay).nullable(),
  by_category: z.array(bar).nullable(),
  by_company: z.array(bar).nullable(),
  by_country: z.array(bar).nullable(),
  by_province: z.array(bar).nullable(),
  by_payment_status: z.array(z.object({ key: z.enum(PAYMENT_STATUSES), label: z.null(), count: z.number().int() })).nullable(),
  /** Every gender (zeros too), then the attendees without one (key null) when there are; null when `gender` is hidden. */
  by_gender: z.array(z.object({ key: z.enum(GENDERS).nullable(), label: z.null(), count: z.number().int() })).nullable(),
  /** Every band of `AGE_BANDS` in order (zeros too), then the unknown ages (key null) when there are; null when `age` or `date_of_birth` is hidden. */
  by_age_band: z.array(z.object({ key: z.enum(AGE_BAND_KEYS).nullable(), label: z.null(), count: z.number().int() })).nullable(),
  /** By `origin_region` (a region code), as by country; null when `origin_region` is hidden. */
  by_region: z.array(bar).nullable(),
  /** The compared event's registrations (`?compare_event_id=`); null without the parameter. */
  compare: registrationsComparisonSchema.nullable(),
});
export type RegistrationsReportDto = z.infer<typeof registrationsReportDtoSchema>;

/** The sections of the registrations report, in the order of the page and of the export's rows. */
export const REGISTRATIONS_REPORT_SECTIONS = [
  'per_day',
  'pending',
  'by_category',
  'by_company',
  'by_country',
  'by_province',
  'by_payment_status',
  'by_gender',
  'by_age_band',
  'by_region',
] as const;

export const REGISTRATIONS_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'registrations',
    "Registrations per day, category, company, country, province, region, payment status, gender, age band, pending vs confirmed; `compare_event_id`: another event's registrations per day on the same days from the start (`format`: as a file)",
    registrationsReportDtoSchema,
    registrationsReportQuerySchema,
  ),
];
