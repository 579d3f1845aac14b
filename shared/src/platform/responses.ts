import { z } from 'zod';
import { FONT_FORMATS, FONT_STYLES, LANGUAGES, ROLES } from '../enums';
import { HISTORY_SUBJECTS, type HistorySubject } from '../resources/registry';
import { id, jsonObject, timestamp, timestamps } from '../api/schema-kit';

/*
 * The platform's answers (accounts, events, audit, history, fonts, jobs): zod schemas, and the types
 * inferred from them. The OpenAPI document of the API is generated from these schemas.
 */

/** Every 4xx/5xx answer of the API (common/http-exception.filter.ts). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  /** Per field, the messages in the caller's language (422). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const eventRoleDtoSchema = z.object({
  id,
  role: z.enum(ROLES),
  event_company_id: id.nullable(),
});
export type EventRoleDto = z.infer<typeof eventRoleDtoSchema>;

/** SPEC §3 and §9: a flag the old clients read as 0 or 1 (issue 29 item 20). */
export const binaryFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type BinaryFlag = z.infer<typeof binaryFlagSchema>;

export const userDtoSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** 0 or 1 (SPEC §3), in every answer. */
  is_superadmin: binaryFlagSchema,
  is_active: z.boolean(),
  two_factor_confirmed_at: timestamp.nullable(),
  events: z.array(eventRoleDtoSchema),
  ...timestamps,
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** `GET /api/user`. */
export const currentUserDtoSchema = userDtoSchema.extend({
  two_factor_enrolment_required: z.boolean(),
  /**
   * An authenticator enrolment is started and waits for its first code: the enrolment page reads the
   * QR and key at once, and starts one only when none waits (no 409 probing, issue 29 item 17).
   */
  two_factor_pending: z.boolean(),
});
export type CurrentUserDto = z.infer<typeof currentUserDtoSchema>;

export const eventOptionDtoSchema = z.object({ key: z.string(), value: z.string() });
export type EventOptionDto = z.infer<typeof eventOptionDtoSchema>;

export const eventDtoSchema = z.object({
  id,
  name: z.string(),
  sku: z.string(),
  start_at: timestamp.nullable(),
  end_at: timestamp.nullable(),
  address: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country: z.string(),
  event_category_id: id.nullable(),
  token: z.string(),
  image_background: z.string().nullable(),
  image_background_url: z.string().nullable(),
  options: z.array(eventOptionDtoSchema),
  default_language: z.enum(LANGUAGES).nullable(),
  ...timestamps,
});
export type EventDto = z.infer<typeof eventDtoSchema>;

export const eventCategoryDtoSchema = z.object({ id, name: z.string() });
export type EventCategoryDto = z.infer<typeof eventCategoryDtoSchema>;

export const healthDtoSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  /** Signed-in staff only. */
  version: z.string().optional(),
  /** Signed-in staff only: audit rows that could not be written since the server started. */
  audit_write_failures: z.number().int().optional(),
});
export type HealthDto = z.infer<typeof healthDtoSchema>;

export const auditLogDtoSchema = z.object({
  id,
  user_id: id.nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: id.nullable(),
  ip: z.string().nullable(),
  details: jsonObject.nullable(),
  created_at: timestamp,
});
export type AuditLogDto = z.infer<typeof auditLogDtoSchema>;

/** `GET /api/fonts/{id}`; the bytes are at `file_url` (the storage path is never sent). */
export const fontDtoSchema = z.object({
  id,
  name: z.string(),
  family: z.string(),
  style: z.enum(FONT_STYLES),
  weight: z.number().int(),
  format: z.enum(Object.keys(FONT_FORMATS) as (keyof typeof FONT_FORMATS)[]),
  mime: z.string(),
  size: z.number().int(),
  file_url: z.string(),
  ...timestamps,
});
export type FontDto = z.infer<typeof fontDtoSchema>;

export { HISTORY_SUBJECTS, type HistorySubject } from '../resources/registry';
export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * One entry of the actions history (`GET /api/events/{eventId}/attendees/{id}/history`, newest
 * first): who did what and when, with each changed field as `[old, new]` (null for "empty"; a create
 * lists the values set, a delete the values removed). Fields hidden from the caller are left out.
 */
export const actionHistoryDtoSchema = z.object({
  id,
  subject_type: z.enum(HISTORY_SUBJECTS as readonly HistorySubject[] as [HistorySubject, ...HistorySubject[]]),
  subject_id: id,
  action: z.enum(HISTORY_ACTIONS),
  user_id: id.nullable(),
  user_email: z.string().nullable(),
  /** The attendee who changed their own record in my-area (both user fields are then null). */
  attendee_id: id.nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  created_at: timestamp,
});
export type ActionHistoryDto = z.infer<typeof actionHistoryDtoSchema>;

/** One of the signed-in user's sessions ("my sessions", issue 12). */
export const userSessionDtoSchema = z.object({
  id: z.string(),
  created_at: timestamp,
  last_seen_at: timestamp,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session of this request. */
  current: z.boolean(),
});
export type UserSessionDto = z.infer<typeof userSessionDtoSchema>;

/** Whether this session has confirmed the password recently enough for account changes. */
export const passwordConfirmationDtoSchema = z.object({
  confirmed: z.boolean(),
  expires_at: timestamp.nullable(),
});
export type PasswordConfirmationDto = z.infer<typeof passwordConfirmationDtoSchema>;

/** A field of a UI configuration, with the caller's flags. */
export const uiFieldSchema = z.object({
  name: z.string(),
  alias: z.string().optional(),
  visible: z.boolean(),
  required: z.boolean(),
  readonly: z.boolean(),
});

export const uiMenuItemSchema = z.object({
  name: z.string(),
  alias_singular: z.string().optional(),
  alias_plural: z.string().optional(),
});

/** The UI configuration of one audience (the event's role or the attendee). */
export const uiConfigSchema = z.object({
  event_menu: z.array(uiMenuItemSchema),
  app_menu: z.array(uiMenuItemSchema),
  buttons: z.array(uiMenuItemSchema),
  attendee_edit_menu: z.array(uiMenuItemSchema),
  vehicle_edit_menu: z.array(uiMenuItemSchema),
  accesses: z.array(uiMenuItemSchema),
  attachment_actions: z.array(uiMenuItemSchema),
  attendee_fields: z.array(uiFieldSchema),
});

/** `GET /api/events/{eventId}/ui-config`: the caller's UI configuration for the event, and their role. */
export const uiConfigDtoSchema = uiConfigSchema.extend({ role: z.enum(ROLES) });
export type UiConfigDto = z.infer<typeof uiConfigDtoSchema>;

// ─── background jobs (issue 5) ───────────────────────────────────────────────────────────────────────

export const JOB_TYPES = ['attendee_import', 'attendee_export', 'vehicle_import', 'credits_recompute'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'interrupted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One rejected row of an import: `row` is the row a spreadsheet shows it at (the header is row 1, blank rows count: issue 29 item 17). */
export const importRowErrorDtoSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  messages: z.array(z.string()),
});
export type ImportRowErrorDto = z.infer<typeof importRowErrorDtoSchema>;

/** `GET /api/events/{eventId}/jobs/{id}`. */
export const jobDtoSchema = z.object({
  id,
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** The first 200 row errors. */
  errors: z.array(importRowErrorDtoSchema),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

/** `POST …/import/{uploadId}/apply`, `POST …/jobs/{id}/resume`: the job that does the work. */
export const jobStartedDtoSchema = z.object({ job_id: id });
export type JobStartedDto = z.infer<typeof jobStartedDtoSchema>;

/** The named schemas of this context, as the OpenAPI document's components. */
export const PLATFORM_SCHEMAS = {
  ApiError: apiErrorSchema,
  EventRoleDto: eventRoleDtoSchema,
  UserDto: userDtoSchema,
  CurrentUserDto: currentUserDtoSchema,
  EventOptionDto: eventOptionDtoSchema,
  EventDto: eventDtoSchema,
  EventCategoryDto: eventCategoryDtoSchema,
  HealthDto: healthDtoSchema,
  AuditLogDto: auditLogDtoSchema,
  FontDto: fontDtoSchema,
  ActionHistoryDto: actionHistoryDtoSchema,
  UserSessionDto: userSessionDtoSchema,
  PasswordConfirmationDto: passwordConfirmationDtoSchema,
  UiField: uiFieldSchema,
  UiMenuItem: uiMenuItemSchema,
  UiConfigDto: uiConfigDtoSchema,
  ImportRowErrorDto: importRowErrorDtoSchema,
  JobDto: jobDtoSchema,
  JobStartedDto: jobStartedDtoSchema,
};
