import type { HttpRequest } from '../common/http';
import { PlatformError } from '../common/platform-errors';

/** How long a confirmation (password, TOTP or e-mailed code) given in a session allows account changes. */
export const CONFIRMATION_TTL_MS = 15 * 60_000;

/** When the session's confirmation stops counting, or null when there is none (a sign-in is not one). */
export function confirmationExpiry(req: HttpRequest): number | null {
  const at = req.session?.confirmedAt;
  if (!at || at < (req.session.authenticatedAt ?? Infinity)) return null;
  const expires = at + CONFIRMATION_TTL_MS;
  return expires > Date.now() ? expires : null;
}

/**
 * Account changes (2FA removal and re-enrolment, recovery codes, e-mail, password, another user's
 * credentials) need a confirmation given in this session in the last 15 minutes (issue 12): a stolen
 * session cookie alone is not enough. 423, as Laravel Fortify's password confirmation answers.
 */
export function assertRecentConfirmation(req: HttpRequest): void {
  if (confirmationExpiry(req) === null) {
    throw PlatformError('password_confirmation_required');
  }
}
