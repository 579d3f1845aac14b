import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { id } from '../schemas/common';
import { SESSION_REGISTRATIONS } from './sessions';

/** A seat held, or a place in the queue for one (it moves up when a seat frees). */
export const REGISTRATION_STATUSES = ['REGISTERED', 'WAITING'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Most attendees registered by one bulk request (a selection of the attendee list). */
export const REGISTRATION_BULK_MAX = 1000;

/** `POST …/sessions/{sessionId}/registrations`: one attendee. */
export const registrationSchema = z.object({ attendee_id: id });
export type RegistrationInput = z.output<typeof registrationSchema>;

/**
 * `POST …/sessions/{sessionId}/registrations/bulk`: a selection of attendees, or a saved attendee filter
 * (every attendee it matches, read a page at a time), each registered as alone. One of the two.
 */
export const registrationBulkSchema = z
  .object({
    attendee_ids: z
      .array(id)
      .min(1, 'too_few_items')
      .max(REGISTRATION_BULK_MAX)
      .nullish()
      .transform((v) => (v ? [...new Set(v)] : null)),
    filter_id: id.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if ((v.attendee_ids === null) === (v.filter_id === null))
      ctx.addIssue({ code: 'custom', message: 'registration_bulk_one_of', path: [v.attendee_ids === null ? 'attendee_ids' : 'filter_id'] });
  });
export type RegistrationBulkInput = z.output<typeof registrationBulkSchema>;

/** `GET …/sessions/{sessionId}/registrations/{id}`: an attendee's seat in a session, or place in its queue. */
export const registrationDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  session_id: recordId,
  attendee_id: recordId,
  attendee_name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1 for the first in the queue; null for a seat. */
  waiting_position: z.number().int().nullable(),
  ...timestamps,
});
export type RegistrationDto = z.infer<typeof registrationDtoSchema>;

/** Most refused attendees a bulk registration names one by one (the rest are counted by reason). */
export const REGISTRATION_REFUSED_LISTED = 100;

/** What a bulk registration did: how many seats and queue places, and who was refused with why. */
export const registrationBulkDtoSchema = z.object({
  registered: z.number().int(),
  waiting: z.number().int(),
  /** The first refused attendees (at most REGISTRATION_REFUSED_LISTED), each with its message keys by field. */
  refused: z.array(z.object({ attendee_id: recordId, errors: z.record(z.string(), z.array(z.string())) })),
  /** Every refused attendee, counted. */
  refused_total: z.number().int(),
  /** The refusals counted by message key (`session_category_closed`, `session_attendee_busy`, …). */
  refused_by_reason: z.record(z.string(), z.number().int()),
});
export type RegistrationBulkDto = z.infer<typeof registrationBulkDtoSchema>;

/** `GET /api/events/{eventId}/attendees/{id}/sessions` (SPEC §7): the attendee's sessions with registration. */
export const attendeeSessionDtoSchema = z.object({
  /** The registration. */
  id: recordId,
  attendee_id: recordId,
  session_id: recordId,
  title: z.string(),
  starts_at: timestamp,
  ends_at: timestamp,
  /** The room's name; null for a session without a room. */
  room: z.string().nullable(),
  registration: z.enum(SESSION_REGISTRATIONS),
  status: z.enum(REGISTRATION_STATUSES),
  waiting_position: z.number().int().nullable(),
});
export type AttendeeSessionDto = z.infer<typeof attendeeSessionDtoSchema>;

const BASE = '/api/events/:eventId/sessions/:sessionId/registrations';

export const REGISTRATION_ROUTES: RouteContract[] = [
  { method: 'GET', path: BASE, summary: 'The registrations of a session, seats first then the queue', list: true, response: z.array(registrationDtoSchema) },
  {
    method: 'POST',
    path: BASE,
    summary: 'Register an attendee: a seat while there are any, else a place in the queue',
    body: registrationSchema,
    response: registrationDtoSchema,
  },
  {
    method: 'POST',
    path: `${BASE}/bulk`,
    summary: 'Register a selection of attendees, or every attendee a saved filter matches, each as alone',
    body: registrationBulkSchema,
    response: registrationBulkDtoSchema,
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Cancel a registration; the first in the queue takes a freed seat and is told by e-mail',
    response: registrationDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id/sessions',
    summary: 'The sessions the attendee takes part in, earliest first',
    response: z.array(attendeeSessionDtoSchema),
  },
];
