import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId } from '../api/schema-kit';
import { reportRoute } from './registrations';

const count = z.number().int();

/**
 * `GET /api/events/{eventId}/reports/programme` (issue 28): the sessions' registrations and attendance and the
 * credits earned by the report's attendees (the caller's row scope and the filters of every report), counted by
 * the database; ruled by `read Report`, `read Session` and `read Credit`. Attended: an admitted entry at the
 * session room's door between its start and its end, or time entered by hand for the session — a person already
 * inside since before the start without a new scan is counted by the session's attendance page, not here.
 */
export const programmeReportDtoSchema = z.object({
  /** The event's sessions. */
  sessions: count,
  /** Registrations (seats held, not the waiting list) of the report's attendees over every session. */
  registered: count,
  /** Attendances (a person in a session) over every session. */
  attended: count,
  /** Each session (`key` its id, `label` its title in the caller's language) by start: registered (`count`), waiting, attended. */
  by_session: z.array(z.object({ key: recordId, label: z.string(), count, waiting: count, attended: count })),
  /** Attendees who earned credits under at least one rule. */
  credited_attendees: count,
  /** The credits earned, × 100 (ECM credits have decimals). */
  credit_hundredths: count,
  /** Each credit rule (`label` its session's title; null: the whole programme): attendees who earned it (`count`), who did not, credits × 100. */
  credits_by_rule: z.array(z.object({ key: recordId, label: z.string().nullable(), count, not_earned: count, credit_hundredths: count })),
});
export type ProgrammeReportDto = z.infer<typeof programmeReportDtoSchema>;

export const PROGRAMME_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'programme',
    'Registrations and attendance per session, credits earned per rule (`format`: as a file)',
    programmeReportDtoSchema,
  ),
];
