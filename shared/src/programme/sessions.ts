import { z } from 'zod';
import { crud, type RouteContract } from '../api/contract';
import { calendarDate, id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { optionalDateTime } from '../schemas/commerce';
import { DISPLAY_TIME_ZONE } from '../reference/time-zone';
import { flag, id, optionalText, recordDefaults, requiredText } from '../schemas/common';

/** What a session is: the programme grid draws each kind its own way. */
export const SESSION_TYPES = ['PLENARY', 'PARALLEL', 'WORKSHOP', 'BREAK'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Whether attendees register for a session (seats counted, a waiting list) or simply come. */
export const SESSION_REGISTRATIONS = ['REQUIRED', 'OPEN'] as const;
export type SessionRegistration = (typeof SESSION_REGISTRATIONS)[number];

/** The parts people play in a session. */
export const SESSION_ROLES = ['SPEAKER', 'MODERATOR'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export const SESSION_PEOPLE_MAX = 50;
export const SESSION_TAGS_MAX = 20;
export const SESSION_CAPACITY_MAX = 100_000;

/** A speaker or moderator: an attendee of the event, or a name only (a guest who is not registered). */
const person = z
  .object({
    role: z.enum(SESSION_ROLES, 'invalid_option'),
    attendee_id: id.nullish().transform((v) => v ?? null),
    name: optionalText(200),
  })
  .superRefine((p, ctx) => {
    if (p.attendee_id === null && p.name === null) ctx.addIssue({ code: 'custom', message: 'session_person_required', path: ['name'] });
  });

const required = (schema: typeof optionalDateTime) =>
  schema.refine((v): v is string => v !== null, 'required') as unknown as z.ZodType<string, unknown>;

/**
 * A session of the programme (issue 27): a talk, a plenary, a workshop or a break, in a room from
 * `start_at` to `end_at`. `capacity` null: the room's seats. `attendee_category_ids` empty: every
 * category may join. A room holds one session at a time (the API names the one in the way).
 */
export const sessionSchema = z
  .object({
    title_it: requiredText(200),
    title_en: optionalText(200),
    description_it: optionalText(5000),
    description_en: optionalText(5000),
    type: z.enum(SESSION_TYPES, 'invalid_option'),
    room_id: id.nullish().transform((v) => v ?? null),
    start_at: required(optionalDateTime),
    end_at: required(optionalDateTime),
    people: z
      .array(person)
      .max(SESSION_PEOPLE_MAX)
      .nullish()
      .transform((v) => v ?? []),
    tags: z
      .array(z.string().trim().min(1, 'required').max(50))
      .max(SESSION_TAGS_MAX)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    attendee_category_ids: z
      .array(id)
      .max(200)
      .nullish()
      .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b)),
    registration: z.enum(SESSION_REGISTRATIONS, 'invalid_option'),
    capacity: z
      .preprocess((v: unknown) => (v === '' ? null : v), z.number().int('not_an_integer').min(0).max(SESSION_CAPACITY_MAX).nullish())
      .transform((v) => v ?? null),
    published: flag.optional().transform((v) => v ?? true),
  })
  .superRefine((s, ctx) => {
    if (s.start_at && s.end_at && s.end_at <= s.start_at) ctx.addIssue({ code: 'custom', message: 'session_end_before_start', path: ['end_at'] });
  });
export type SessionInput = z.output<typeof sessionSchema>;

export const SESSION_DEFAULTS = recordDefaults(sessionSchema, {
  title_it: '',
  title_en: null,
  description_it: null,
  description_en: null,
  type: 'PARALLEL',
  room_id: null,
  start_at: null,
  end_at: null,
  people: [],
  tags: [],
  attendee_category_ids: [],
  registration: 'REQUIRED',
  capacity: null,
  published: true,
});

/** `GET /api/events/{eventId}/sessions/{id}`: a session, its room, its people and who may join. */
export const sessionDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  title_it: z.string(),
  title_en: z.string().nullable(),
  description_it: z.string().nullable(),
  description_en: z.string().nullable(),
  type: z.enum(SESSION_TYPES),
  room_id: recordId.nullable(),
  start_at: timestamp,
  end_at: timestamp,
  /** The day the session starts, in the event's time zone (the programme grid's column). */
  day: calendarDate,
  people: z.array(
    z.object({
      role: z.enum(SESSION_ROLES),
      attendee_id: recordId.nullable(),
      /** The attendee's name as it stands now, or the name given. */
      name: z.string(),
    }),
  ),
  tags: z.array(z.string()),
  attendee_category_ids: z.array(recordId),
  registration: z.enum(SESSION_REGISTRATIONS),
  capacity: z.number().int().nullable(),
  /** The seats: the session's own capacity, else its room's; null: no limit. */
  seats: z.number().int().nullable(),
  published: z.boolean(),
  ...timestamps,
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (`YYYY-MM-DD`) a moment falls on at the venue: the programme's days. */
export const programmeDay = (iso: string | Date): string => dayFormat.format(typeof iso === 'string' ? new Date(iso) : iso);

const timeFormats = {
  it: new Intl.DateTimeFormat('it-IT', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }),
};

/** A moment as people at the venue read it: `20/05/27, 09:00`. */
export const programmeTime = (iso: string | Date, lang: 'it' | 'en'): string => timeFormats[lang].format(typeof iso === 'string' ? new Date(iso) : iso);

export const SESSION_ROUTES: RouteContract[] = crud('/api/events/:eventId/sessions', 'sessions', sessionDtoSchema, sessionSchema);
