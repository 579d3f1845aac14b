import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { calendarDate, id as recordId, timestamp } from '../api/schema-kit';
import { id, isoDate } from '../schemas/common';
import { REGISTRATION_STATUSES } from './registrations';
import { SESSION_REGISTRATIONS, SESSION_ROLES, SESSION_TYPES } from './sessions';

/*
 * The programme in the attendee site (issue 27): the event's published sessions one day at a time, each
 * with what the signed-in attendee may do about it, and their own registrations made and cancelled by
 * the same rules as staff's (RegistrationsService).
 */

/** Most sessions of one day answered at once (a congress day has tens; the rest would need a second page). */
export const MYAREA_PROGRAMME_DAY_MAX = 300;

/** `GET /api/:token/programme?day=YYYY-MM-DD`: one day of the programme; none: the first day. */
export const myAreaProgrammeQuerySchema = z.object({ day: isoDate.optional() });
export type MyAreaProgrammeQuery = z.output<typeof myAreaProgrammeQuerySchema>;

/** `POST /api/:token/programme/registrations`: the attendee takes a seat, or a place in the queue. */
export const myAreaRegistrationSchema = z.object({ session_id: id });
export type MyAreaRegistrationInput = z.output<typeof myAreaRegistrationSchema>;

/** A session as the attendee sees it: in their language, with its seats and their own place. */
export const myAreaSessionDtoSchema = z.object({
  id: recordId,
  type: z.enum(SESSION_TYPES),
  /** In the attendee's language (the Italian one when the session has none in theirs). */
  title: z.string(),
  description: z.string().nullable(),
  /** The venue's calendar day the session starts on. */
  day: calendarDate,
  start_at: timestamp,
  end_at: timestamp,
  room: z.object({ id: recordId, name: z.string() }).nullable(),
  people: z.array(z.object({ role: z.enum(SESSION_ROLES), name: z.string() })),
  registration: z.enum(SESSION_REGISTRATIONS),
  /** The seats (the session's, else its room's); null: no limit. */
  seats: z.number().int().nullable(),
  /** Seats not taken; null: no limit (or an open session, which never queues). */
  seats_left: z.number().int().nullable(),
  /** How many wait in the queue. */
  waiting: z.number().int(),
  /** The attendee's own place: a seat, the queue, or none. */
  status: z.enum(REGISTRATION_STATUSES).nullable(),
  /** 1 for the first in the queue; null unless waiting. */
  waiting_position: z.number().int().nullable(),
  /** The session is for other attendee categories: the attendee cannot register. */
  category_closed: z.boolean(),
  /** A session the attendee holds (a seat or a queue place) at an overlapping time, if any. */
  clash: z.object({ session_id: recordId, title: z.string() }).nullable(),
});
export type MyAreaSessionDto = z.infer<typeof myAreaSessionDtoSchema>;

export const myAreaProgrammeDtoSchema = z.object({
  /** The venue's days with published sessions, in order. */
  days: z.array(calendarDate),
  /** The day answered; null: no published session at all. */
  day: calendarDate.nullable(),
  /** That day's sessions, by start then id. */
  sessions: z.array(myAreaSessionDtoSchema),
});
export type MyAreaProgrammeDto = z.infer<typeof myAreaProgrammeDtoSchema>;

const token = { token: z.string().describe("The event's public token (its attendee-site link)") };

export const MYAREA_PROGRAMME_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/:token/programme',
    summary: "One day of the programme's published sessions, with the attendee's own place in each",
    params: token,
    query: myAreaProgrammeQuerySchema,
    response: myAreaProgrammeDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/:token/programme/registrations',
    summary: 'The attendee registers: a seat while there are any, else a place in the queue (clashes and closed categories refused)',
    params: token,
    body: myAreaRegistrationSchema,
    response: myAreaSessionDtoSchema,
  },
  {
    method: 'DELETE',
    path: '/api/:token/programme/registrations/:sessionId',
    summary: 'The attendee gives back their seat or queue place; the first in the queue takes a freed seat',
    params: { ...token, sessionId: z.number().int().positive() },
    response: myAreaSessionDtoSchema,
  },
];
