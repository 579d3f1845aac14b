import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { calendarDate, id as recordId } from '../api/schema-kit';
import { PAYMENT_STATUSES } from '../enums';

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

/** A report's route (`GET /api/events/{eventId}/reports/{name}`): the filters of every report, its figures as `response`. */
export const reportRoute = (name: string, summary: string, response: z.ZodType): RouteContract => ({
  method: 'GET',
  path: `/api/events/:eventId/reports/${name}`,
  summary,
  query: reportQuerySchema,
  response,
});

/** One bar: a record's id (null: none, e.g. no category) with its name, or a code (country, province, status). */
const bar = z.object({ key: z.union([recordId, z.string()]).nullable(), label: z.string().nullable(), count: z.number().int() });
export type ReportBarDto = z.infer<typeof bar>;

/**
 * `GET /api/events/{eventId}/reports/registrations`: the event's attendees the caller may read, counted by
 * the database. A dimension on a field the caller's role does not see is null, never counted.
 */
export const registrationsReportDtoSchema = z.object({
  total: z.number().int(),
  /** Pending (awaiting staff's confirmation) vs confirmed; null when `pending` is hidden. */
  pending: z.object({ pending: z.number().int(), confirmed: z.number().int() }).nullable(),
  /** Registrations per UTC day, oldest first, with the running total from the first day shown. */
  per_day: z.array(z.object({ date: calendarDate, count: z.number().int(), cumulative: z.number().int() })).nullable(),
  by_category: z.array(bar).nullable(),
  by_company: z.array(bar).nullable(),
  by_country: z.array(bar).nullable(),
  by_province: z.array(bar).nullable(),
  by_payment_status: z.array(z.object({ key: z.enum(PAYMENT_STATUSES), label: z.null(), count: z.number().int() })).nullable(),
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
] as const;

export const REGISTRATIONS_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'registrations',
    'Registrations per day, category, company, country, province, payment status, pending vs confirmed (`format`: as a file)',
    registrationsReportDtoSchema,
  ),
];
