import { z } from 'zod';
import { listQuerySchema, type RouteContract } from '../api/contract';
import { id as recordId } from '../api/schema-kit';

/** The columns the cross-event stats sort by (`sort=["attendees","DESC"]`). */
export const EVENTS_STATS_SORTS = ['name', 'start_at', 'attendees', 'scans', 'revenue_cents'] as const;

/**
 * `GET /api/reports/events` (issue 28, the app menu's `stats`): one row per event the caller may read reports
 * of (a superadmin: every event), with its attendees, its admitted entries (attendees' scans admitted in) and
 * the gross of its paid placed orders, each counted by one aggregate statement grouped by event. A simple-rest
 * list (sorted and paged by the database). `revenue` per currency is null where the caller may not read the
 * event's orders (USER, VIEWER); `revenue_cents` (the sort key) then counts 0.
 */
export const eventsStatsRowSchema = z.object({
  id: recordId,
  name: z.string(),
  start_at: z.string().nullable(),
  attendees: z.number().int(),
  scans: z.number().int(),
  /** The paid orders' gross over every currency, in cents (the sort key); 0 where `revenue` is null. */
  revenue_cents: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), cents: z.number().int() })).nullable(),
});
export type EventsStatsRowDto = z.infer<typeof eventsStatsRowSchema>;

export const EVENTS_STATS_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/reports/events',
    summary: 'Stats across events: attendees, admitted entries and paid revenue per event the caller may read reports of',
    query: listQuerySchema,
    list: true,
    response: z.array(eventsStatsRowSchema),
  },
];
