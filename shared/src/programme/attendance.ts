import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId, timestamp } from '../api/schema-kit';
import { REGISTRATION_STATUSES } from './registrations';

/** Why a presence interval ended: an OUT at the door, an IN at another zone (the OUT was missed), or a session's end. */
export const INTERVAL_ENDS = ['OUT', 'IN_ELSEWHERE', 'SESSION_END'] as const;

/**
 * `GET /api/events/{eventId}/sessions/{sessionId}/attendance`: one attendee's time in the session's room
 * during the session, from the gate's scans at its door (issue 27), with the intervals it adds up.
 */
export const sessionAttendanceDtoSchema = z.object({
  attendee_id: recordId,
  attendee_name: z.string(),
  /** Their registration for the session; null: came without one. */
  registration: z.enum(REGISTRATION_STATUSES).nullable(),
  /** Time present during the session, in seconds. */
  seconds: z.number().int(),
  /** Present share of the session's length, 0–1 (four decimals). */
  share: z.number(),
  /** An interval had no OUT at the door: closed by an IN elsewhere or the session's end. */
  missing_out: z.boolean(),
  intervals: z.array(z.object({ from: timestamp, to: timestamp, closed_by: z.enum(INTERVAL_ENDS) })),
});
export type SessionAttendanceDto = z.infer<typeof sessionAttendanceDtoSchema>;

export const ATTENDANCE_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/events/:eventId/sessions/:sessionId/attendance',
    summary: "The session's attendance measured at its room's door: registered attendees and whoever came, by name",
    list: true,
    response: z.array(sessionAttendanceDtoSchema),
  },
];
