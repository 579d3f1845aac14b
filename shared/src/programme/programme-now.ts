import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId, timestamp } from '../api/schema-kit';

/** How many late attendees a room's card names (the count says how many there are in all). */
export const PROGRAMME_NOW_LATE_NAMES = 20;

const sessionNow = z.object({
  id: recordId,
  title_it: z.string(),
  title_en: z.string().nullable(),
  start_at: timestamp,
  end_at: timestamp,
  /** The session's seats (its own, else the room's); null: no limit. */
  seats: z.number().int().nullable(),
  /** Seats held (registrations, not the waiting list). */
  registered: z.number().int(),
});

/**
 * `GET /api/events/{eventId}/programme/now` (issue 27): each room now — how many are inside its door against
 * its capacity, the session running and the next one, and who registered for the running session and has
 * not come in yet. `…/now/live` sends the same as server-sent events at every scan and every half minute.
 */
export const programmeNowDtoSchema = z.object({
  at: timestamp,
  rooms: z.array(
    z.object({
      room_id: recordId,
      name_it: z.string(),
      name_en: z.string().nullable(),
      capacity: z.number().int().nullable(),
      zone_id: recordId,
      inside: z.number().int(),
      session: sessionNow.nullable(),
      next: sessionNow.omit({ registered: true }).nullable(),
      late: z.object({
        count: z.number().int(),
        /** The first of them by name. */
        attendees: z.array(z.object({ id: recordId, name: z.string() })),
      }),
    }),
  ),
});
export type ProgrammeNowDto = z.infer<typeof programmeNowDtoSchema>;

export const PROGRAMME_NOW_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/events/:eventId/programme/now',
    summary: 'Each room now: people inside against capacity, the session running and the next, who is late',
    response: programmeNowDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/programme/now/live',
    summary: 'The same as server-sent events (`programme` messages), at every scan and every half minute',
    response: { contentType: 'text/event-stream', description: 'Server-sent events: `programme` (the answer of …/programme/now), `ping`' },
  },
];
