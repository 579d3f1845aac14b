import { z } from 'zod';
import { ROLES } from '../enums';
import { flag, id, requiredText } from './common';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

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

/** Creating and updating a user take the same fields; an empty password on update keeps the old one. */
export const userSchema = z.object(userFields).superRefine(samePasswords);
export type UserInput = z.output<typeof userSchema>;

export const eventRoleSchema = z.object({
  id,
  role: z.enum(ROLES),
  event_company_id: id.nullish().transform((v) => v ?? null),
});

export const saveEventRolesSchema = z.object({ eventRoles: z.array(eventRoleSchema).max(1000) });
export type SaveEventRolesInput = z.output<typeof saveEventRolesSchema>;
