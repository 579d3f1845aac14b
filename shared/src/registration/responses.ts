import { z } from 'zod';
import { DOCUMENTATION_STATUSES, GENDERS, LANGUAGES, PAYMENT_STATUSES } from '../enums';
import type { AttendeeField } from '../attendee-fields';
import { importRowErrorDtoSchema, uiFieldSchema } from '../platform/responses';
import { calendarDate, id, jsonObject, svg, timestamp, timestamps } from '../api/schema-kit';

/*
 * Registration's answers (companies, attendees, categories, tags, filters, imports, statistics, the
 * attendee site): zod schemas, and the types inferred from them.
 */

/** `GET /api/events/{eventId}/companies/{id}`. Quotas: null is no limit. */
export const eventCompanyDtoSchema = z.object({
  id,
  event_id: id,
  name: z.string(),
  vat_number: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contact_name: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  attendee_quota: z.number().int().nullable(),
  vehicle_quota: z.number().int().nullable(),
  /** Attendees registered for the company: the use of `attendee_quota` (38 of 50). */
  attendee_count: z.number().int(),
  ...timestamps,
});
export type EventCompanyDto = z.infer<typeof eventCompanyDtoSchema>;

/** `GET /api/events/{eventId}/companies/{id}/users`: an account that signs in for the company (role COMPANY). */
export const companyUserDtoSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export type CompanyUserDto = z.infer<typeof companyUserDtoSchema>;

/**
 * One bar of a statistics chart. `id` is the record's id, `'none'` for attendees without one (no
 * category, no company) and `'other'` for the companies after the first 20; `name` is null for both,
 * the UI labels them.
 */
export const statsGroupDtoSchema = z.object({
  id: z.union([id, z.literal('none'), z.literal('other')]),
  name: z.string().nullable(),
  count: z.number().int(),
});
export type StatsGroupDto = z.infer<typeof statsGroupDtoSchema>;

/**
 * `GET /api/events/{eventId}/stats[?from=YYYY-MM-DD&to=YYYY-MM-DD]`: the event dashboard, computed
 * in SQL over the attendees the caller may read (a COMPANY user: its own company's only).
 */
export const eventStatsDtoSchema = z.object({
  totals: z.object({
    attendees: z.number().int(),
    pending: z.number().int(),
    badges_delivered: z.number().int(),
    /** Companies of the event the caller may see (a COMPANY user: 1), with or without attendees. */
    companies: z.number().int(),
  }),
  /** Every category of the event (zeros included), most attendees first, then `'none'` if any. */
  by_category: z.array(statsGroupDtoSchema),
  /** The 20 companies with most attendees, then `'none'` and `'other'` when not zero; counts add up to `totals.attendees`. */
  by_company: z.array(statsGroupDtoSchema),
  /** Always the three statuses, in the order of PAYMENT_STATUSES, zeros included. */
  by_payment_status: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number().int() })),
  /**
   * Registrations per UTC day, oldest first, days without registrations left out: the latest 60 days
   * that have registrations, or every such day between `from` and `to` (both included, either optional).
   */
  registrations_per_day: z.array(z.object({ date: calendarDate, count: z.number().int() })),
  /**
   * Money of the orders that are not cancelled, per currency (issue 11): paid and pending amounts
   * (gross, cents) and their order counts, over the attendees the caller may read.
   */
  money: z.array(
    z.object({
      currency: z.string(),
      paid_cents: z.number().int(),
      pending_cents: z.number().int(),
      paid_orders: z.number().int(),
      pending_orders: z.number().int(),
    }),
  ),
});
export type EventStatsDto = z.infer<typeof eventStatsDtoSchema>;

const text = z.string().nullable();

/** Every field of an attendee (SPEC §3) as the API writes it; dates are ISO 8601 (`YYYY-MM-DD` for calendar dates). */
export const attendeeRecordSchema = z.object({
  uuid: z.string(),
  attendee_code: z.string(),
  age: z.number().int().nullable(),
  origin_region: text,
  gender: z.enum(GENDERS).nullable(),
  event_attendee_category_id: id.nullable(),
  title: text,
  first_name: text,
  last_name: text,
  company_name: text,
  email: text,
  phone: text,
  fiscal_code: text,
  country: text,
  other_email: text,
  other_phone: text,
  job_title: text,
  discipline: text,
  employer: text,
  work_address: text,
  work_city: text,
  work_state: text,
  work_zip: text,
  work_country: text,
  event_company_id: id.nullable(),
  registration_date: text,
  pending: z.boolean(),
  badge_delivered: z.boolean(),
  badge_delivered_at: timestamp.nullable(),
  has_disability: z.boolean(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Null until the server first computes it (a new attendee, before its first write). */
  documentation_status: z.enum(DOCUMENTATION_STATUSES).nullable(),
  sponsor_name: text,
  food_restriction: text,
  additional_info: text,
  vat_number: text,
  date_of_birth: calendarDate.nullable(),
  hire_date: calendarDate.nullable(),
  place_of_birth: text,
  province_of_birth: text,
  citizenship: text,
  identity_card_number: text,
  address: text,
  postal_code: text,
  municipality: text,
  province: text,
  app_lang: z.enum(LANGUAGES),
});
export type AttendeeRecord = z.infer<typeof attendeeRecordSchema>;
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
type Assert<T extends true> = T;
/** Compile-time check: AttendeeRecord has every field of the table but `id` (in AttendeeDto), and no other. */
export type AttendeeRecordMatchesFieldTable = Assert<SameKeys<keyof AttendeeRecord, Exclude<AttendeeField, 'id'>>>;

/**
 * `GET /api/events/{eventId}/attendees[/{id}]`: `id`, `event_id` and the timestamps always; every
 * field of AttendeeRecord only when the caller's UI configuration shows it (field scope); `tag_ids`
 * only for roles that may read the event's tags.
 */
export const attendeeDtoSchema = attendeeRecordSchema.partial().extend({
  id,
  event_id: id,
  tag_ids: z.array(id).optional(),
  ...timestamps,
});
export type AttendeeDto = z.infer<typeof attendeeDtoSchema>;

/** `GET /api/events/{eventId}/attendees/create`: the new record's defaults and the caller's form (all 47 fields, with flags). */
export const attendeeCreateFormDtoSchema = z.object({
  defaults: attendeeRecordSchema.partial().extend({ tag_ids: z.array(id).optional() }),
  fields: z.array(uiFieldSchema),
});
export type AttendeeCreateFormDto = z.infer<typeof attendeeCreateFormDtoSchema>;

/** `GET /api/events/{eventId}/attendee-categories/{id}`. */
export const attendeeCategoryDtoSchema = z.object({
  id,
  event_id: id,
  name: z.string(),
  /** Attendees in the category (a category in use is not deleted). */
  attendee_count: z.number().int(),
  ...timestamps,
});
export type AttendeeCategoryDto = z.infer<typeof attendeeCategoryDtoSchema>;

/** `GET /api/events/{eventId}/tags/{id}`. */
export const tagDtoSchema = z.object({
  id,
  event_id: id,
  name: z.string(),
  color: z.string().nullable(),
  ...timestamps,
});
export type TagDto = z.infer<typeof tagDtoSchema>;

/** `GET /api/events/{eventId}/filters/{id}`: a saved list filter; `owned` when the caller saved it. */
export const savedFilterDtoSchema = z.object({
  id,
  event_id: id,
  user_id: id,
  name: z.string(),
  resource: z.string(),
  filter: jsonObject,
  shared: z.boolean(),
  owned: z.boolean(),
  ...timestamps,
});
export type SavedFilterDto = z.infer<typeof savedFilterDtoSchema>;

/** What `DELETE …/attendees/{id}/remove_survey_submission/{submissionId}` removed. */
export const surveySubmissionDtoSchema = z.object({
  id,
  attendee_id: id,
  survey_id: id.nullable(),
  created_at: timestamp,
});
export type SurveySubmissionDto = z.infer<typeof surveySubmissionDtoSchema>;

// ─── my area: the attendee site (issue 6, SPEC §7) ────────────────────────────────────────────────────

/** An active term of the event, in the page's language (English falling back to Italian), for the attendee to accept. */
export const myAreaTermDtoSchema = z.object({
  id,
  title: z.string(),
  text: z.string(),
  required: z.boolean(),
});
export type MyAreaTermDto = z.infer<typeof myAreaTermDtoSchema>;

/** `GET /api/external/{token}/event`: what anyone holding the event's link may see; nothing internal. */
export const myAreaEventDtoSchema = z.object({
  id,
  name: z.string(),
  start_at: timestamp.nullable(),
  end_at: timestamp.nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  image_background_url: z.string().nullable(),
  /** The event's DEFAULT_LANGUAGE option, or null. */
  default_language: z.enum(LANGUAGES).nullable(),
  /** The languages of the attendee site. */
  languages: z.array(z.enum(LANGUAGES)),
  terms: z.array(myAreaTermDtoSchema),
});
export type MyAreaEventDto = z.infer<typeof myAreaEventDtoSchema>;

/** The signed-in attendee: id, the fields their `ATTENDEE` UI configuration lets them see, their language and consents. */
export const myAreaAttendeeDtoSchema = z.looseObject({
  id,
  app_lang: z.enum(LANGUAGES),
  /** The active terms the attendee accepted at their current version (a term reworded since must be accepted again). */
  accepted_terms: z.array(id),
});
export type MyAreaAttendeeDto = z.infer<typeof myAreaAttendeeDtoSchema>;

/** `GET|PUT /api/{token}/attendee`, `POST /api/{token}/attendee/login`: the attendee and the visible fields with their flags. */
export const myAreaAttendeeResponseDtoSchema = z.object({
  attendee: myAreaAttendeeDtoSchema,
  fields: z.array(uiFieldSchema),
  /** A new e-mail waiting for the code sent to it (`POST /api/{token}/attendee/email {code}`); the old one stays until then. */
  pending_email: z.string().optional(),
});
export type MyAreaAttendeeResponseDto = z.infer<typeof myAreaAttendeeResponseDtoSchema>;

/** `GET /api/events/{eventId}/myarea-link`: the event's attendee site, and its QR code as SVG. */
export const myAreaLinkDtoSchema = z.object({ url: z.string(), qr_svg: svg });
export type MyAreaLinkDto = z.infer<typeof myAreaLinkDtoSchema>;

/** `POST /api/events/{eventId}/attendees/send-myarea-link`: how many were e-mailed, and why not the others. */
export const sendMyAreaLinkResultDtoSchema = z.object({
  sent: z.number().int(),
  /** Attendees of the selection without an e-mail address. */
  without_email: z.number().int(),
  /** Ids that are no attendee the caller may write (another event, another company, deleted). */
  not_found: z.number().int(),
});
export type SendMyAreaLinkResultDto = z.infer<typeof sendMyAreaLinkResultDtoSchema>;

/** `POST /api/{token}/attendee/otp`: always this, whether or not the e-mail is an attendee's. */
export const myAreaOtpResultDtoSchema = z.object({ sent: z.literal(true) });
export type MyAreaOtpResultDto = z.infer<typeof myAreaOtpResultDtoSchema>;

// ─── attendee and vehicle import (issue 5) ───────────────────────────────────────────────────────────

/** `POST /api/events/{eventId}/attendees/import` (multipart `file`): the stored upload and what it holds. */
export const importUploadDtoSchema = z.object({
  upload_id: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** The header row. */
  columns: z.array(z.string()),
  /** Column → attendee field (or null: not imported), matched by header in Italian or English. */
  suggested_mapping: z.record(z.string(), z.string().nullable()),
  /** The first 5 data rows. */
  sample: z.array(z.array(z.string())),
});
export type ImportUploadDto = z.infer<typeof importUploadDtoSchema>;

/** The body of preview and apply: column header → attendee field, or null to skip the column (checked by the API against the file). */
export const importMappingSchema = z.object({ mapping: z.record(z.string(), z.string().nullable()) });
export type ImportMappingInput = z.infer<typeof importMappingSchema>;

/** `POST …/attendees/import/{uploadId}/preview`: a dry run, nothing written. */
export const importPreviewDtoSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** The first 200 errors. */
  errors: z.array(importRowErrorDtoSchema),
  creates: z.number().int(),
  updates: z.number().int(),
  /**
   * Names in the category and company columns that match no record of the event (as first written,
   * at most 100 each): the wizard offers to create them, then previews again.
   */
  missing: z.object({ event_attendee_category_id: z.array(z.string()), event_company_id: z.array(z.string()) }),
});
export type ImportPreviewDto = z.infer<typeof importPreviewDtoSchema>;

/** The named schemas of this context, as the OpenAPI document's components. */
export const REGISTRATION_SCHEMAS = {
  EventCompanyDto: eventCompanyDtoSchema,
  CompanyUserDto: companyUserDtoSchema,
  StatsGroupDto: statsGroupDtoSchema,
  EventStatsDto: eventStatsDtoSchema,
  AttendeeRecord: attendeeRecordSchema,
  AttendeeDto: attendeeDtoSchema,
  AttendeeCreateFormDto: attendeeCreateFormDtoSchema,
  AttendeeCategoryDto: attendeeCategoryDtoSchema,
  TagDto: tagDtoSchema,
  SavedFilterDto: savedFilterDtoSchema,
  SurveySubmissionDto: surveySubmissionDtoSchema,
  MyAreaTermDto: myAreaTermDtoSchema,
  MyAreaEventDto: myAreaEventDtoSchema,
  MyAreaAttendeeDto: myAreaAttendeeDtoSchema,
  MyAreaAttendeeResponseDto: myAreaAttendeeResponseDtoSchema,
  MyAreaLinkDto: myAreaLinkDtoSchema,
  SendMyAreaLinkResultDto: sendMyAreaLinkResultDtoSchema,
  MyAreaOtpResultDto: myAreaOtpResultDtoSchema,
  ImportUploadDto: importUploadDtoSchema,
  ImportPreviewDto: importPreviewDtoSchema,
};
