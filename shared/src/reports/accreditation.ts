import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId } from '../api/schema-kit';
import { ACCESS_REQUEST_STATUSES, DOCUMENTATION_STATUSES, VEHICLE_TYPES } from '../enums';
import { reportRoute } from './registrations';

const count = z.number().int();
const key = z.union([recordId, z.string()]).nullable();
const bar = z.object({ key, label: z.string().nullable(), count });

/** One category's or company's attendees by documentation status (`count` all of them). */
const documentationBar = z.object({
  key,
  label: z.string().nullable(),
  count,
  complete: count,
  missing: count,
  expired: count,
  to_validate: count,
  rejected: count,
});
export type DocumentationBarDto = z.infer<typeof documentationBar>;

/**
 * `GET /api/events/{eventId}/reports/accreditation` (issue 28): the documentation, access requests, vehicles
 * and quotas of the report's attendees (the caller's row scope and the filters of every report), counted by the
 * database. Vehicles are the event's vehicles the caller may read, narrowed by the company filter only (the
 * other filters are about attendees); their requests count with the attendees' ones. A section on a field the
 * caller's role does not see, or on vehicles it may not read, is null.
 */
export const accreditationReportDtoSchema = z.object({
  /** The report's attendees. */
  attendees: count,
  /** The attendees by documentation status (every status, zeros too). */
  documentation: z
    .object(
      Object.fromEntries(DOCUMENTATION_STATUSES.map((s) => [s, count])) as Record<(typeof DOCUMENTATION_STATUSES)[number], typeof count>,
    )
    .nullable(),
  documentation_by_category: z.array(documentationBar).nullable(),
  documentation_by_company: z.array(documentationBar).nullable(),
  /** Access requests of the report's holders by status (every status, zeros too). */
  requests_by_status: z.array(z.object({ key: z.enum(ACCESS_REQUEST_STATUSES), label: z.null(), count })),
  /** The median time from a request to its decision, in minutes (null: nothing decided). */
  median_decision_minutes: z.number().nullable(),
  vehicles_by_type: z.array(z.object({ key: z.enum(VEHICLE_TYPES), label: z.null(), count })).nullable(),
  vehicles_by_company: z.array(bar).nullable(),
  /** Each company of the report: its attendees and vehicles against its quotas (null: no limit). */
  quota_by_company: z
    .array(
      z.object({
        key: recordId,
        label: z.string(),
        count,
        attendee_quota: count.nullable(),
        vehicles: count,
        vehicle_quota: count.nullable(),
      }),
    )
    .nullable(),
});
export type AccreditationReportDto = z.infer<typeof accreditationReportDtoSchema>;

export const ACCREDITATION_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'accreditation',
    'Documentation complete/missing/expired per category and company, access requests by status and median time to decision, vehicles by type and company, quota use per company (`format`: as a file)',
    accreditationReportDtoSchema,
  ),
];
