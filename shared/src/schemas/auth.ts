import { z } from 'zod';
import { newPassword } from './user';

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

/**
 * Confirms the signed-in user for account changes (issue 12): the password, or a code (TOTP or e-mailed
 * for users without an authenticator).
 */
export const confirmPasswordSchema = z
  .object({
    password: z.string().max(1024).optional(),
    code: z.string().trim().max(16).optional(),
  })
  .refine((v) => !!v.password || !!v.code, { message: 'required', path: ['password'] });

/** A user changes their own password with the current one (Fortify's PUT /user/password). */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'required').max(1024),
    password: newPassword,
    password_confirmation: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', message: 'passwords_differ', path: ['password_confirmation'] });
    if (v.password === v.current_password) ctx.addIssue({ code: 'custom', message: 'password_unchanged', path: ['password'] });
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
