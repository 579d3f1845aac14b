import { z } from 'zod';
import { crud, type ResourceContract } from '../api/contract';
import { id as recordId, timestamps } from '../api/schema-kit';
import { optionalEmail, optionalText, recordDefaults, requiredText } from '../schemas/common';

export const SPEAKER_BIO_MAX = 5_000;

/**
 * A speaker of the event's programme: who talks, chairs or moderates — their title ("Prof.ssa", "Dott."), name,
 * affiliation, a contact e-mail for the organiser, and a short biography in Italian and, when given, English (the
 * attendee site's language falls back to Italian). Listed by last name.
 */
export const speakerSchema = z.object({
  last_name: requiredText(100),
  first_name: requiredText(100),
  title: optionalText(50),
  affiliation: optionalText(200),
  email: optionalEmail.optional().transform((v) => v ?? null),
  bio_it: optionalText(SPEAKER_BIO_MAX),
  bio_en: optionalText(SPEAKER_BIO_MAX),
});
export type SpeakerInput = z.output<typeof speakerSchema>;

export const SPEAKER_DEFAULTS = recordDefaults(speakerSchema, {
  last_name: '',
  first_name: '',
  title: null,
  affiliation: null,
  email: null,
  bio_it: null,
  bio_en: null,
});

/** `GET /api/events/{eventId}/speakers/{id}`. */
export const speakerDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  last_name: z.string(),
  first_name: z.string(),
  title: z.string().nullable(),
  affiliation: z.string().nullable(),
  email: z.string().nullable(),
  bio_it: z.string().nullable(),
  bio_en: z.string().nullable(),
  ...timestamps,
});
export type SpeakerDto = z.infer<typeof speakerDtoSchema>;

/** What the registry carries of speakers: the six routes, the answer, a speaker as the organiser types one. */
export const SPEAKERS_CONTRACT: ResourceContract = {
  context: 'programme',
  routes: crud('/api/events/:eventId/speakers', 'speakers', speakerDtoSchema, speakerSchema),
  schemas: { SpeakerDto: speakerDtoSchema },
  input: speakerSchema,
  example: {
    last_name: 'Bianchi',
    first_name: 'Laura',
    title: 'Prof.ssa',
    affiliation: 'Università di Padova',
    email: 'laura.bianchi@example.org',
    bio_it: 'Cardiologa, dirige l’unità di emodinamica dell’Azienda Ospedaliera di Padova.',
  },
};
