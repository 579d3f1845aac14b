import { z } from 'zod';
import { ROLES } from '../enums';
import { flag, id, requiredText } from './common';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** Different characters a password needs (issue 26): `aaaaaaaaaa` or `1212121212` are refused. */
export const PASSWORD_MIN_DISTINCT = 5;

/** True for a password of too few different characters (the rest of the policy is the API's: backend/src/common/password-policy.ts). */
export function passwordTooSimple(password: string): boolean {
  return new Set(password.toLowerCase()).size < PASSWORD_MIN_DISTINCT;
}

/** A new password: length and variety, checked by the forms too. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((p) => !passwordTooSimple(p), 'password_too_simple');
const password = newPassword;

const userFields = {
  name: requiredText(255),
  email: z.string().trim().toLowerCase().min(1, 'required').max(255).pipe(z.email()),
  is_superadmin: flag.optional(),
  is_active: flag.optional(),
  password: z
    .union([password, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  password_confirmation: z.string().nullish(),
};

function samePasswords(user: { password: string | null; password_confirmation?: string | null }, ctx: z.RefinementCtx) {
  if (user.password && user.password !== user.password_confirmation) {
    ctx.addIssue({ code: 'custom', message: 'passwords_differ', path: ['password_confirmation'] });
  }
}

/**
 * Parts of a user's name and e-mail a password must not contain (issue 12): the name's words and the
 * e-mail's local part and its words, of 3 characters or more, lower case.
 */
export function personalWords(user: { name?: string | null; email?: string | null }): string[] {
  const local = (user.email ?? '').split('@')[0].toLowerCase();
  const words = [...(user.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u), local, ...local.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/** True when the password holds the user's name or e-mail (see personalWords). */
export function passwordIsPersonal(password: string, user: { name?: string | null; email?: string | null }): boolean {
  const lower = password.toLowerCase();
  return personalWords(user).some((w) => lower.includes(w));
}

function notPersonal(user: { password: string | null; name: string; email: string }, ctx: z.RefinementCtx) {
  if (user.password && passwordIsPersonal(user.password, user)) {
    ctx.addIssue({ code: 'custom', message: 'password_personal', path: ['password'] });
  }
}

/** Creating and updating a user take the same fields; an empty password on update keeps the old one. */
export const userSchema = z.object(userFields).superRefine(samePasswords).superRefine(notPersonal);
export type UserInput = z.output<typeof userSchema>;
/**
 * A new user as `GET /api/users/create` answers it and the create form starts: no password (an invitation
 * sets it), active, no event roles yet (`events`, the answer's list of roles, is not an input of this schema).
 */
export const USER_DEFAULTS = { name: '', email: '', is_superadmin: 0, is_active: true, events: [] } as const satisfies Partial<
  Record<keyof UserInput | 'events', unknown>
>;

export const eventRoleSchema = z.object({
  id,
  role: z.enum(ROLES),
  event_company_id: id.nullish().transform((v) => v ?? null),
});

export const saveEventRolesSchema = z.object({ eventRoles: z.array(eventRoleSchema).max(1000) });
export type SaveEventRolesInput = z.output<typeof saveEventRolesSchema>;
