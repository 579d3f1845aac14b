import { z } from 'zod';
import { ATTACHMENT_FILE_TYPES, ATTACHMENT_TARGETS, VEHICLE_TYPES } from '../enums';
import { flag, id, optionalIsoDate, optionalText, recordDefaults, requiredText } from './common';

/** The largest file a definition may accept, in MB (the upload stops there whatever the definition says). */
export const ATTACHMENT_MAX_MB = 20;

const intIn = (min: number, max: number) =>
  z.preprocess((v: unknown) => (v === '' ? undefined : v), z.number().int('not_an_integer').min(min).max(max).optional());

/**
 * What must (or may) be provided for a holder (issue 13): a name, the target (ATTENDEE, VEHICLE,
 * COMPANY), the attendee categories / vehicle types it applies to (empty: all of the target), whether it
 * is required there or optional, the file types accepted, the largest file, whether the file carries an
 * expiry date and whether staff must validate it.
 */
export const attachmentDefinitionSchema = z
  .object({
    name_it: requiredText(150),
    name_en: optionalText(150),
    target: z.enum(ATTACHMENT_TARGETS, 'invalid_option'),
    required: flag.optional().transform((v) => v ?? true),
    attendee_category_ids: z
      .array(id)
      .max(200)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    vehicle_types: z
      .array(z.enum(VEHICLE_TYPES, 'invalid_option'))
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    file_types: z
      .array(z.enum(ATTACHMENT_FILE_TYPES, 'invalid_option'))
      .nullish()
      .transform((v) => (v && v.length ? [...new Set(v)] : [...ATTACHMENT_FILE_TYPES])),
    max_size_mb: intIn(1, ATTACHMENT_MAX_MB).transform((v) => v ?? 5),
    expiry_required: flag.optional().transform((v) => v ?? false),
    validation_required: flag.optional().transform((v) => v ?? true),
    active: flag.optional().transform((v) => v ?? true),
  })
  .superRefine((d, ctx) => {
    if (d.target !== 'ATTENDEE' && d.attendee_category_ids.length)
      ctx.addIssue({ code: 'custom', message: 'attachment_scope_target', path: ['attendee_category_ids'] });
    if (d.target !== 'VEHICLE' && d.vehicle_types.length)
      ctx.addIssue({ code: 'custom', message: 'attachment_scope_target', path: ['vehicle_types'] });
  });
export type AttachmentDefinitionInput = z.output<typeof attachmentDefinitionSchema>;

export const ATTACHMENT_DEFINITION_DEFAULTS = recordDefaults(attachmentDefinitionSchema, {
  name_it: '',
  name_en: null,
  target: 'ATTENDEE',
  required: true,
  attendee_category_ids: [],
  vehicle_types: [],
  file_types: [...ATTACHMENT_FILE_TYPES],
  max_size_mb: 5,
  expiry_required: false,
  validation_required: true,
  active: true,
});

/** Multipart fields arrive as text: a positive whole number written as digits is taken as one. */
const formId = z.preprocess((v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v), id);
const optionalFormId = z.preprocess((v: unknown) => (v === '' ? null : v), formId.nullish()).transform((v) => v ?? null);

/**
 * The fields beside the file of an upload (multipart): which definition, whose (one holder of the
 * definition's target: attendee, vehicle or company) and, when the definition asks, the expiry date.
 */
export const attachmentUploadSchema = z
  .object({
    definition_id: formId,
    attendee_id: optionalFormId,
    vehicle_id: optionalFormId,
    event_company_id: optionalFormId,
    expires_at: optionalIsoDate,
  })
  .superRefine((u, ctx) => {
    const holders = [u.attendee_id, u.vehicle_id, u.event_company_id].filter((v) => v !== null).length;
    if (holders !== 1) ctx.addIssue({ code: 'custom', message: 'attachment_holder_required', path: ['attendee_id'] });
  });
export type AttachmentUploadInput = z.output<typeof attachmentUploadSchema>;

/** A decision on an uploaded file: VALID or REJECTED (the `validation` action, a rejection with its reason) or EXPIRED (`expire`). */
export const attachmentDecisionSchema = z
  .object({ status: z.enum(['VALID', 'REJECTED', 'EXPIRED'], 'invalid_option'), reason: optionalText(1000) })
  .superRefine((d, ctx) => {
    if (d.status === 'REJECTED' && !d.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
  });
export type AttachmentDecision = z.output<typeof attachmentDecisionSchema>;
