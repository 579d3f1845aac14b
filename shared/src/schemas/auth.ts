import { z } from 'zod';

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'invalid_code');

export const confirmTwoFactorSchema = z.object({ code });

/** The challenge takes a TOTP code, an e-mailed code (same field) or a recovery code. */
export const twoFactorChallengeSchema = z
  .object({
    code: z.string().trim().optional(),
    recovery_code: z.string().trim().max(64).optional(),
  })
  .refine((v) => !!v.code || !!v.recovery_code, { message: 'required', path: ['code'] });

export const otpRequestSchema = z.object({ username: z.string().trim().min(1, 'required').max(255) });

export const companyLoginSchema = z.object({
  username: z.string().trim().min(1, 'required').max(255),
  code,
});
