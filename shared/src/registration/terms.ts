import { z } from 'zod';
import { crud, type ResourceContract, type RouteContract } from '../api/contract';
import { id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { flag, optionalText, recordDefaults, requiredText } from '../schemas/common';

export const TERM_TITLE_MAX = 200;
export const TERM_TEXT_MAX = 20_000;
export const TERM_POSITION_MAX = 999;

/**
 * A term of an event (SPEC §5 "terms (versioned consents)"): a text the attendee is asked to accept — the
 * privacy notice, the event's rules, the consent to photos or to marketing mail — required or optional, in
 * Italian and, when given, English. The API counts its versions: a change of its title or text is a new
 * version, so a consent given to an earlier one is known to be to another text.
 */
export const termSchema = z.object({
  title_it: requiredText(TERM_TITLE_MAX),
  title_en: optionalText(TERM_TITLE_MAX),
  text_it: requiredText(TERM_TEXT_MAX),
  text_en: optionalText(TERM_TEXT_MAX),
  required: flag.optional().transform((v) => v ?? true),
  active: flag.optional().transform((v) => v ?? true),
  position: z
    .preprocess(
      (v: unknown) => (v === '' || v === null ? undefined : v),
      z.number().int('not_an_integer').min(0).max(TERM_POSITION_MAX).optional(),
    )
    .transform((v) => v ?? 0),
});
export type TermInput = z.output<typeof termSchema>;

export const TERM_DEFAULTS = recordDefaults(termSchema, {
  title_it: '',
  title_en: null,
  text_it: '',
  text_en: null,
  required: true,
  active: true,
  position: 0,
});

/** `GET /api/events/{eventId}/terms/{id}`: a term, its version (1, then one more at each change of its words). */
export const termDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  title_it: z.string(),
  title_en: z.string().nullable(),
  text_it: z.string(),
  text_en: z.string().nullable(),
  required: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
  version: z.number().int().positive(),
  ...timestamps,
});
export type TermDto = z.infer<typeof termDtoSchema>;

export const TERM_ROUTES: RouteContract[] = crud('/api/events/:eventId/terms', 'terms', termDtoSchema, termSchema);

/** `GET /api/events/{eventId}/attendees/{id}/consents`: an attendee's consent to a term, with the term's version now. */
export const attendeeConsentDtoSchema = z.object({
  term_id: recordId,
  /** In the caller's language (English falling back to Italian). */
  title: z.string(),
  required: z.boolean(),
  active: z.boolean(),
  /** The version of the words the attendee accepted. */
  version: z.number().int().positive(),
  current_version: z.number().int().positive(),
  /** Accepted at the current version of an active term: it counts (a term reworded since must be accepted again). */
  current: z.boolean(),
  accepted_at: timestamp,
});
export type AttendeeConsentDto = z.infer<typeof attendeeConsentDtoSchema>;

export const CONSENT_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id/consents',
    summary: "The attendee's consents to the event's terms, in the terms' order",
    response: z.array(attendeeConsentDtoSchema),
  },
];

/** What the registry carries of terms: their routes and answers, and a term as an organiser writes one. */
export const TERMS_CONTRACT: ResourceContract = {
  context: 'registration',
  routes: [...TERM_ROUTES, ...CONSENT_ROUTES],
  schemas: { TermDto: termDtoSchema, AttendeeConsentDto: attendeeConsentDtoSchema },
  input: termSchema,
  example: {
    title_it: 'Regolamento dell’evento',
    text_it: 'Il badge è personale e va mostrato a ogni ingresso.',
    title_en: 'Event rules',
    text_en: 'The badge is personal and shown at every entrance.',
  },
};
