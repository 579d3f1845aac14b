import { z } from 'zod';
import { crud, exportQuerySchema, TABLE_EXPORT, type RouteContract } from '../api/contract';
import { id as recordId, timestamp, timestamps } from '../api/schema-kit';
import { flag, id, optionalText, recordDefaults } from '../schemas/common';
import type { Language } from '../enums';

/*
 * Training credits (issue 27; Italian ECM for doctors): a rule gives `credits` to whoever was present at
 * least `min_presence` % of a session (or, for the event's own rule, of the programme's time: every
 * session but the breaks, parallel ones counted once), in the eligible categories, professions and
 * disciplines, and — when asked — who passed the learning survey with at least `survey_min_correct` %.
 * The results are computed for the whole event by a job, and again for one attendee when their
 * attendance is corrected; each says why nothing was earned.
 */

export const CREDITS_MAX = 1000;
export const CREDIT_LIST_MAX = 200;

/** Why a rule gave nothing, in the order they are checked. */
export const CREDIT_REASONS = [
  'category_not_eligible',
  'profession_not_eligible',
  'discipline_not_eligible',
  'presence_below',
  'survey_missing',
  'survey_below',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

const percent = (min: number) =>
  z.preprocess((v: unknown) => (v === '' || v === null ? undefined : v), z.number().int('not_an_integer').min(min).max(100).optional());

const texts = z
  .array(z.string().trim().min(1, 'required').max(150))
  .max(CREDIT_LIST_MAX)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** `POST /api/events/{eventId}/credits`: a credit rule, for one session or (`session_id` null) the event's programme. */
export const creditRuleSchema = z.object({
  session_id: id.nullish().transform((v) => v ?? null),
  credits: z.preprocess(
    (v: unknown) => (v === '' ? undefined : v),
    z
      .number()
      .min(0)
      .max(CREDITS_MAX)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'credit_two_decimals'),
  ),
  /** Minimum share of the time present, in per cent. */
  min_presence: percent(1).transform((v) => v ?? 90),
  /** Whether the learning survey must have been passed (its results come with the forms). */
  survey_required: flag.optional().transform((v) => v ?? false),
  /** Minimum share of correct answers in the survey, in per cent. */
  survey_min_correct: percent(0).transform((v) => v ?? 75),
  /** Attendee categories that may earn it; empty: all. */
  attendee_category_ids: z
    .array(id)
    .max(CREDIT_LIST_MAX)
    .nullish()
    .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b)),
  /** Professions (the attendee's job title) that may earn it, compared without case; empty: all. */
  professions: texts,
  /** Disciplines that may earn it, compared without case; empty: all. */
  disciplines: texts,
  /** The provider's code of the accredited event or session (ECM event id and edition), printed in the export. */
  accreditation_code: optionalText(50),
});
export type CreditRuleInput = z.output<typeof creditRuleSchema>;

export const CREDIT_RULE_DEFAULTS = recordDefaults(creditRuleSchema, {
  session_id: null,
  credits: null,
  min_presence: 90,
  survey_required: false,
  survey_min_correct: 75,
  attendee_category_ids: [],
  professions: [],
  disciplines: [],
  accreditation_code: null,
});

/** `GET /api/events/{eventId}/credits/{id}`: a credit rule, and when its results were last computed. */
export const creditRuleDtoSchema = z.object({
  id: recordId,
  event_id: recordId,
  session_id: recordId.nullable(),
  /** The session's title, or null for the event's rule. */
  session_title: z.string().nullable(),
  credits: z.number(),
  min_presence: z.number().int(),
  survey_required: z.boolean(),
  survey_min_correct: z.number().int(),
  attendee_category_ids: z.array(recordId),
  professions: z.array(z.string()),
  disciplines: z.array(z.string()),
  accreditation_code: z.string().nullable(),
  ...timestamps,
});
export type CreditRuleDto = z.infer<typeof creditRuleDtoSchema>;

/** `GET /api/events/{eventId}/credits/results`: what one rule gave one attendee, and why. */
export const creditResultDtoSchema = z.object({
  id: recordId,
  rule_id: recordId,
  session_id: recordId.nullable(),
  session_title: z.string().nullable(),
  attendee_id: recordId,
  attendee_name: z.string(),
  fiscal_code: z.string().nullable(),
  profession: z.string().nullable(),
  discipline: z.string().nullable(),
  /** Time present that counts, and the time the rule measures, in seconds. */
  seconds_present: z.number().int(),
  seconds_total: z.number().int(),
  /** seconds_present / seconds_total, 0–1, four decimals. */
  share: z.number(),
  /** The survey's correct answers, 0–1; null: no result. */
  survey_correct: z.number().nullable(),
  earned: z.boolean(),
  credits: z.number(),
  reason: z.enum(CREDIT_REASONS).nullable(),
  /** The reason as a sentence in the caller's language ("presente 82 % < 90 %"). */
  reason_text: z.string().nullable(),
  computed_at: timestamp,
});
export type CreditResultDto = z.infer<typeof creditResultDtoSchema>;

/** `GET …/credits/results` filters. */
export const CREDIT_RESULT_FILTERS = ['rule_id', 'session_id', 'attendee_id', 'earned', 'q'] as const;

const REASON_TEXTS: Record<Language, Record<CreditReason, string>> = {
  it: {
    category_not_eligible: 'categoria non ammessa',
    profession_not_eligible: 'professione non ammessa',
    discipline_not_eligible: 'disciplina non ammessa',
    presence_below: 'presente {share} % < {min} %',
    survey_missing: 'questionario di apprendimento non compilato',
    survey_below: 'questionario {share} % < {min} %',
  },
  en: {
    category_not_eligible: 'category not eligible',
    profession_not_eligible: 'profession not eligible',
    discipline_not_eligible: 'discipline not eligible',
    presence_below: 'present {share} % < {min} %',
    survey_missing: 'learning survey not taken',
    survey_below: 'survey {share} % < {min} %',
  },
};

/** A share as people read a percentage: 82, 89.9 (never rounded up past the minimum it missed). */
export const sharePercent = (share: number): string => String(Math.floor(share * 1000) / 10);

/** Why nothing was earned, as a sentence. */
export function creditReasonText(lang: Language, reason: CreditReason, facts: { share: number; min: number }): string {
  return REASON_TEXTS[lang][reason].replace('{share}', sharePercent(facts.share)).replace('{min}', String(facts.min));
}

const CREDITS = '/api/events/:eventId/credits';

export const CREDIT_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: `${CREDITS}/results`,
    summary: "Each attendee's credits by rule, with the time present and why none were earned",
    list: true,
    response: z.array(creditResultDtoSchema),
  },
  {
    method: 'GET',
    path: `${CREDITS}/results/export`,
    summary: "The credits for the accreditation provider: one row per attendee and rule (fiscal code, profession, discipline, hours present, credits)",
    query: exportQuerySchema,
    response: TABLE_EXPORT,
  },
  {
    method: 'POST',
    path: `${CREDITS}/recompute`,
    summary: "Compute every attendee's credits again (a background job; its progress at …/jobs/{id})",
    response: z.object({ job_id: recordId }),
  },
  ...crud(CREDITS, 'credit rules', creditRuleDtoSchema, creditRuleSchema),
];
