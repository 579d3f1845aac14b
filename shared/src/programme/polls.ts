import { z } from 'zod';
import { crud, type RouteContract } from '../api/contract';
import { id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { flag, id, optionalText, recordDefaults, requiredText } from '../schemas/common';

/*
 * Live voting (issue 27): polls of an event (or of one of its sessions), opened and closed by staff,
 * voted from the public page `/events/{id}/voting` by attendees identified by their my-area session or
 * by their voting PIN. One vote per attendee per poll: a second one replaces the first or is refused,
 * as the poll says. An anonymous poll never stores who voted, only a keyed hash per poll.
 */

export const POLL_STATUSES = ['DRAFT', 'OPEN', 'CLOSED'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

/** What a second vote of the same attendee does. */
export const POLL_REVOTES = ['REPLACE', 'REFUSE'] as const;
export type PollRevote = (typeof POLL_REVOTES)[number];

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 20;
/** The voting PIN: digits, typed on a phone's number pad, unique in the event. */
export const VOTING_PIN_LENGTH = 6;

const option = z.object({
  label_it: requiredText(200),
  label_en: optionalText(200),
});

/**
 * `POST /api/events/{eventId}/polls`: a question in Italian (and English), 2–20 options, single choice or
 * up to `max_choices` of them, anonymous or named, and whether the public page shows the counts.
 * Changed only while the poll is a draft.
 */
export const pollSchema = z
  .object({
    question_it: requiredText(500),
    question_en: optionalText(500),
    session_id: id.nullish().transform((v) => v ?? null),
    options: z.array(option).min(POLL_OPTIONS_MIN).max(POLL_OPTIONS_MAX),
    multiple: flag.optional().transform((v) => v ?? false),
    /** With `multiple`: how many options a vote may name (2 up to the number of options); single choice: 1. */
    max_choices: z.preprocess(
      (v: unknown) => (v === '' || v === null ? undefined : v),
      z.number().int('not_an_integer').min(1).max(POLL_OPTIONS_MAX).optional(),
    ),
    anonymous: flag.optional().transform((v) => v ?? true),
    revote: z
      .enum(POLL_REVOTES, 'invalid_option')
      .optional()
      .transform((v) => v ?? 'REPLACE'),
    /** Whether the public page shows the counts to voters (the projector always does). */
    public_results: flag.optional().transform((v) => v ?? false),
  })
  .superRefine((p, ctx) => {
    if (p.max_choices !== undefined && p.max_choices > p.options.length)
      ctx.addIssue({ code: 'custom', message: 'poll_max_choices_options', path: ['max_choices'] });
    if (!p.multiple && p.max_choices !== undefined && p.max_choices > 1)
      ctx.addIssue({ code: 'custom', message: 'poll_max_choices_single', path: ['max_choices'] });
  });
export type PollInput = z.output<typeof pollSchema>;

/** How many options a vote may name: 1 for single choice, else `max_choices` (all options when not given). */
export const pollMaxChoices = (p: Pick<PollInput, 'multiple' | 'max_choices' | 'options'>): number =>
  p.multiple ? Math.min(p.max_choices ?? p.options.length, p.options.length) : 1;

export const POLL_DEFAULTS = recordDefaults(pollSchema, {
  question_it: '',
  question_en: null,
  session_id: null,
  options: [
    { label_it: '', label_en: null },
    { label_it: '', label_en: null },
  ],
  multiple: false,
  max_choices: 1,
  anonymous: true,
  revote: 'REPLACE',
  public_results: false,
});

const optionDto = z.object({ id: recordId, label_it: z.string(), label_en: z.string().nullable() });

/** `GET /api/events/{eventId}/polls/{id}`: a poll, its options and where it stands. */
export const pollDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  question_it: z.string(),
  question_en: z.string().nullable(),
  session_id: recordId.nullable(),
  session_title: z.string().nullable(),
  options: z.array(optionDto),
  multiple: z.boolean(),
  max_choices: z.number().int(),
  anonymous: z.boolean(),
  revote: z.enum(POLL_REVOTES),
  public_results: z.boolean(),
  status: z.enum(POLL_STATUSES),
  opened_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  /** Votes cast so far. */
  votes: z.number().int(),
  ...timestamps,
});
export type PollDto = z.infer<typeof pollDtoSchema>;

/** The counts of a poll: per option, the votes, and the share of the event's attendees who voted. */
export const pollResultsDtoSchema = z.object({
  poll_id: recordId,
  status: z.enum(POLL_STATUSES),
  question_it: z.string(),
  question_en: z.string().nullable(),
  options: z.array(optionDto.extend({ count: z.number().int() })),
  /** Ballots cast (a multiple-choice ballot counts once here, once per option it names above). */
  votes: z.number().int(),
  /** The event's attendees, who may all vote. */
  eligible: z.number().int(),
  /** votes / eligible, 0–1, four decimals. */
  turnout: z.number(),
});
export type PollResultsDto = z.infer<typeof pollResultsDtoSchema>;

/** `GET …/polls/{id}/votes` of a named poll: who voted what. */
export const pollVoteDtoSchema = z.object({
  id: recordId,
  attendee_id: recordId,
  attendee_name: z.string(),
  option_ids: z.array(recordId),
  ...timestamps,
});
export type PollVoteDto = z.infer<typeof pollVoteDtoSchema>;

// ─── the public page ──────────────────────────────────────────────────────────────────────────────

/** `POST /api/external/events/{eventId}/voting/{pollId}/votes`: the options chosen, and the PIN when not signed in to my-area. */
export const voteSchema = z.object({
  option_ids: z
    .array(id)
    .min(1)
    .max(POLL_OPTIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'poll_option_repeated'),
  pin: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VOTING_PIN_LENGTH}}$`), 'voting_pin_format')
    .nullish()
    .transform((v) => v ?? null),
});
export type VoteInput = z.output<typeof voteSchema>;

/** An open poll as the public page shows it: nothing internal, counts only when the poll shows them. */
export const publicPollDtoSchema = z.object({
  id: recordId,
  question_it: z.string(),
  question_en: z.string().nullable(),
  session_title: z.string().nullable(),
  options: z.array(optionDto.extend({ count: z.number().int().nullable() })),
  multiple: z.boolean(),
  max_choices: z.number().int(),
  anonymous: z.boolean(),
  revote: z.enum(POLL_REVOTES),
  /** The count of votes when the poll shows its results, else null. */
  votes: z.number().int().nullable(),
  /** The options the attendee signed in to my-area chose; null: not signed in or not voted. */
  my_choice: z.array(recordId).nullable(),
});
export type PublicPollDto = z.infer<typeof publicPollDtoSchema>;

/** `GET /api/external/events/{eventId}/voting`. */
export const votingPageDtoSchema = z.object({
  event: z.object({ id: recordId, name: z.string() }),
  /** Whether an attendee of the event is signed in to my-area in this browser (then no PIN is asked). */
  signed_in: z.boolean(),
  polls: z.array(publicPollDtoSchema),
});
export type VotingPageDto = z.infer<typeof votingPageDtoSchema>;

export const voteResultDtoSchema = z.object({
  poll_id: recordId,
  option_ids: z.array(recordId),
  /** Whether it replaced the attendee's earlier vote. */
  replaced: z.boolean(),
  voted_at: timestamp,
});
export type VoteResultDto = z.infer<typeof voteResultDtoSchema>;

/** `GET /api/{token}/voting-pin`: the signed-in attendee's PIN and where to vote. */
export const votingPinDtoSchema = z.object({ pin: z.string(), event_id: recordId });
export type VotingPinDto = z.infer<typeof votingPinDtoSchema>;

const POLLS = '/api/events/:eventId/polls';

export const POLL_ROUTES: RouteContract[] = [
  {
    method: 'POST',
    path: `${POLLS}/:id/open`,
    summary: 'Open a draft poll: the public page shows it and attendees vote',
    response: pollDtoSchema,
  },
  { method: 'POST', path: `${POLLS}/:id/close`, summary: 'Close an open poll: no more votes', response: pollDtoSchema },
  { method: 'GET', path: `${POLLS}/:id/results`, summary: "A poll's counts per option, votes and turnout", response: pollResultsDtoSchema },
  {
    method: 'GET',
    path: `${POLLS}/:id/live`,
    summary: "A poll's results now and after every vote (server-sent events `results`, a `ping` now and then)",
    response: { contentType: 'text/event-stream', description: 'Server-sent events' },
  },
  {
    method: 'GET',
    path: `${POLLS}/:id/votes`,
    summary: 'Who voted what in a named poll (409 for an anonymous one)',
    list: true,
    response: z.array(pollVoteDtoSchema),
  },
  ...crud(POLLS, 'polls', pollDtoSchema, pollSchema),
  {
    method: 'GET',
    path: '/api/external/events/:eventId/voting',
    summary: "The event's open polls for the public voting page (counts only where the poll shows them)",
    response: votingPageDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/external/events/:eventId/voting/:pollId/votes',
    summary: "An attendee's vote, identified by their my-area session for the event or by their voting PIN",
    body: voteSchema,
    response: voteResultDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/:token/voting-pin',
    summary: "The signed-in attendee's voting PIN (made at the first ask, unique in the event)",
    params: { token: z.string().describe("The event's public token") },
    response: votingPinDtoSchema,
  },
];
