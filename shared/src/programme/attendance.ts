import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { optionalDateTime } from '../schemas/commerce';
import { id, optionalText } from '../schemas/common';
import { REGISTRATION_STATUSES } from './registrations';

/**
 * Why a presence interval ended: an OUT at the door, an IN at another zone (the OUT was missed), a
 * session's end, or it was entered by hand (a correction).
 */
export const INTERVAL_ENDS = ['OUT', 'IN_ELSEWHERE', 'SESSION_END', 'MANUAL'] as const;

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
  /** The corrections entered by hand for this attendee and session. */
  corrections: z.array(z.lazy(() => attendanceCorrectionDtoSchema)),
});
export type SessionAttendanceDto = z.infer<typeof sessionAttendanceDtoSchema>;

const requiredDateTime = optionalDateTime.refine((v): v is string => v !== null, 'required') as unknown as z.ZodType<string, unknown>;

/**
 * `POST …/sessions/{sessionId}/attendance/corrections`: time an attendee was present that the door did not
 * see (a badge forgotten, a scanner down), entered by staff with a reason; it adds to the scans, never twice.
 */
export const attendanceCorrectionSchema = z
  .object({
    attendee_id: id,
    from: requiredDateTime,
    to: requiredDateTime,
    note: optionalText(500),
  })
  .superRefine((c, ctx) => {
    if (c.from && c.to && c.to <= c.from) ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['to'] });
  });
export type AttendanceCorrectionInput = z.output<typeof attendanceCorrectionSchema>;

export const attendanceCorrectionDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  session_id: recordId,
  attendee_id: recordId,
  from: timestamp,
  to: timestamp,
  note: z.string().nullable(),
  ...timestamps,
});
export type AttendanceCorrectionDto = z.infer<typeof attendanceCorrectionDtoSchema>;

export const ATTENDANCE_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/events/:eventId/sessions/:sessionId/attendance',
    summary: "The session's attendance measured at its room's door: registered attendees and whoever came, by name",
    list: true,
    response: z.array(sessionAttendanceDtoSchema),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/sessions/:sessionId/attendance/corrections',
    summary: 'Add time an attendee was present that the door did not see, with a reason',
    body: attendanceCorrectionSchema,
    response: attendanceCorrectionDtoSchema,
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/sessions/:sessionId/attendance/corrections/:id',
    summary: 'Take back a correction of attendance',
    response: attendanceCorrectionDtoSchema,
  },
];
