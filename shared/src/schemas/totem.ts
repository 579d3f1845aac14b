import { z } from 'zod';
import { TOTEM_MODES } from '../enums';
import { id, recordDefaults } from './common';

/** A self check-in kiosk (issue 14): its name, the zone it lets into, what it does with a pass. */
export const totemSchema = z.object({
  name: z.string('required').trim().min(1, 'required').max(100),
  zone_id: id,
  mode: z.enum(TOTEM_MODES, 'invalid_option').default('BOTH'),
  active: z.boolean('invalid_type').default(true),
});
export type TotemInput = z.output<typeof totemSchema>;

export const TOTEM_DEFAULTS = recordDefaults(totemSchema, { name: '', zone_id: null, mode: 'BOTH', active: true });

const nonce = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(60)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid_format');

/**
 * `POST …/totems/{id}/checkin`: the attendee scans their pass (`code`), or types their e-mail and the
 * code mailed to them (`email` + `otp`); the kiosk's nonce makes a retry answer the first result.
 */
export const totemCheckinSchema = z
  .object({
    code: z.string().trim().min(1, 'required').max(200).optional(),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
    otp: z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, 'invalid_code')
      .optional(),
    nonce,
  })
  .superRefine((v, ctx) => {
    if (v.code) return;
    if (!v.email) ctx.addIssue({ code: 'custom', message: 'required', path: ['code'] });
    else if (!v.otp) ctx.addIssue({ code: 'custom', message: 'required', path: ['otp'] });
  });
export type TotemCheckinInput = z.output<typeof totemCheckinSchema>;

/** `POST …/totems/{id}/code`: mail the attendee with this e-mail a code to type at the kiosk. */
export const totemCodeRequestSchema = z.object({
  email: z.string('required').trim().toLowerCase().max(254).pipe(z.email()),
});

/** `POST …/totems/{id}/heartbeat`: the kiosk is alive; an error it met, if any. */
export const totemHeartbeatSchema = z.object({
  error: z.string().trim().max(500).nullish(),
});
export type TotemHeartbeatInput = z.output<typeof totemHeartbeatSchema>;

/** `POST /api/totem-devices`: the kiosk redeems the pairing code an ADMIN showed it (dashes and spaces ignored). */
export const totemPairSchema = z.object({
  code: z
    .string('required')
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'required')
        .max(32, 'invalid_code')
        .regex(/^[A-Z0-9]+$/, 'invalid_code'),
    ),
});
export type TotemPairInput = z.output<typeof totemPairSchema>;
