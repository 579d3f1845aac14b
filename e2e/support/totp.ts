import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import speakeasy from 'speakeasy';
import { query } from './db';
import { state } from './state';
import { timed } from './trace';

const STEP_MS = 30_000;

/**
 * The API's clock of sign-in codes runs ahead of the system's by the milliseconds in this file (its
 * TEST_CLOCK_FILE, taken with NODE_ENV=test only): a test moves it to the next TOTP step instead of waiting.
 */
export const clockFile = (dataDir = state().dataDir) => join(dataDir, 'clock-ahead-ms');
const aheadMs = () => (existsSync(clockFile()) ? Number(readFileSync(clockFile(), 'utf8')) : 0);

/** The time of the API's sign-in codes. */
const apiNow = () => Date.now() + aheadMs();

/** A TOTP code for a base32 secret, `offset` steps of 30 s away from the API's now. */
export function totp(secret: string, offset = 0): string {
  return speakeasy.totp({ secret, encoding: 'base32', time: Math.floor(apiNow() / 1000) + offset * 30 });
}

/**
 * A code the API will accept now: the server burns each time step once per user (replay guard) and
 * accepts ±1 step, so take the first step after the last one used (read from the test database),
 * moving the API's clock forward to that step when even the next one is already spent.
 */
export async function freshTotp(email: string, secret: string): Promise<string> {
  const [row] = query<{ step: number | null }>('SELECT two_factor_last_step AS step FROM users WHERE email = ?', email.toLowerCase());
  const now = Math.floor(apiNow() / STEP_MS);
  const offset = row?.step == null ? 0 : Math.max(0, row.step + 1 - now);
  if (offset <= 1) return totp(secret, offset);
  // 50 ms into the first unused step, as a wait for it would have been.
  await timed('totp-advance', async () => writeFileSync(clockFile(), String(aheadMs() + (row!.step! + 1) * STEP_MS + 50 - apiNow())));
  return totp(secret);
}
