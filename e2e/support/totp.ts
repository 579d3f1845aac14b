import speakeasy from 'speakeasy';
import { query } from './db';

const STEP_MS = 30_000;

/** A TOTP code for a base32 secret, `offset` steps of 30 s away from now. */
export function totp(secret: string, offset = 0): string {
  return speakeasy.totp({ secret, encoding: 'base32', time: Math.floor(Date.now() / 1000) + offset * 30 });
}

/**
 * A code the API will accept now: the server burns each time step once per user (replay guard) and
 * accepts ±1 step, so take the first step after the last one used (read from the test database),
 * waiting for the clock when even the next step is already spent.
 */
export async function freshTotp(email: string, secret: string): Promise<string> {
  for (;;) {
    const [row] = query<{ step: number | null }>('SELECT two_factor_last_step AS step FROM users WHERE email = ?', email.toLowerCase());
    const now = Math.floor(Date.now() / STEP_MS);
    const offset = row?.step == null ? 0 : Math.max(0, row.step + 1 - now);
    if (offset <= 1) return totp(secret, offset);
    await new Promise((r) => setTimeout(r, (now + 1) * STEP_MS - Date.now() + 50));
  }
}
