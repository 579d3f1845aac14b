import { z } from 'zod';
import { flag, id, optionalText, recordDefaults, requiredText } from './common';
import { optionalDateTime } from './commerce';

export const SERVICE_LIMIT_MAX = 100;

/**
 * A consumable on site (issue 14): lunch on day 1, the shuttle, a gadget. Where and when it is served
 * (zone and window, both optional), which attendee categories may use it (none listed: all), and how
 * many units each attendee may take.
 */
export const serviceSchema = z
  .object({
    name_it: requiredText(100),
    name_en: optionalText(100),
    zone_id: id.nullish().transform((v) => v ?? null),
    starts_at: optionalDateTime,
    ends_at: optionalDateTime,
    attendee_category_ids: z
      .array(id)
      .max(200)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    limit_per_attendee: z.number('invalid_type').int('not_an_integer').min(1).max(SERVICE_LIMIT_MAX).default(1),
    active: flag.optional().transform((v) => v ?? true),
  })
  .superRefine((s, ctx) => {
    if (s.starts_at && s.ends_at && s.starts_at >= s.ends_at)
      ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['ends_at'] });
  });
export type ServiceInput = z.output<typeof serviceSchema>;

export const SERVICE_DEFAULTS = recordDefaults(serviceSchema, {
  name_it: '',
  name_en: null,
  zone_id: null,
  starts_at: null,
  ends_at: null,
  attendee_category_ids: [],
  limit_per_attendee: 1,
  active: true,
});

/** `POST …/services/{id}/consume`: the pass scanned at the service point, the device and its nonce (a retry counts once). */
export const serviceConsumeSchema = z.object({
  code: z.string('required').trim().min(1, 'required').max(200),
  device_id: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid_format'),
  nonce: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid_format'),
});
export type ServiceConsumeInput = z.output<typeof serviceConsumeSchema>;
