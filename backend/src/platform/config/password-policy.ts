import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN, passwordIsPersonal, passwordTooSimple } from '@eventdesk/shared';

/**
 * The one password policy (issues 12 and 26), for every password somebody chooses: the API (users created
 * or edited by the superadmin, one's own change), the CLI and ADMIN_PASSWORD in production. Length and
 * variety are in shared/ (the forms say them before sending); here is what needs the lists:
 * - the ~49,000 most common passwords of public breach corpora that zxcvbn-ts ships
 *   (`@zxcvbn-ts/language-common`, "passwords-common"), checked offline, case ignored;
 * - the passwords this product publishes (README, docs, .env.example): anyone may try them;
 * - either of them dressed up with digits or signs before or after (`Password1!`, `eventdesk-demo2024`).
 */
export const DOCUMENTED_PASSWORDS: readonly string[] = ['eventdesk-admin', 'eventdesk-demo', 'replace-with-a-strong-password'];

export type PasswordProblem = 'too_short' | 'too_long' | 'password_too_simple' | 'password_common' | 'password_personal';

let common: Set<string> | null = null;
const known = () =>
  (common ??= new Set([...(dictionary['passwords-common'] as string[]), ...DOCUMENTED_PASSWORDS].map((p) => p.toLowerCase())));

/** The password, or the letters between the digits and signs that surround it, is a known one. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return known().has(lower) || (core.length >= 4 && known().has(core));
}

/** Why `password` may not be chosen (by `user`, when known), or null. */
export function passwordProblem(password: string, user?: { name?: string | null; email?: string | null }): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'too_long';
  if (passwordTooSimple(password)) return 'password_too_simple';
  if (isCommonPassword(password)) return 'password_common';
  if (user && passwordIsPersonal(password, user)) return 'password_personal';
  return null;
}
