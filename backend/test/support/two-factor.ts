import type { Role } from '@eventdesk/shared';
import speakeasy from 'speakeasy';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';
import { testClock } from './test-clock';

/**
 * TOTP for API tests (issue 3): codes as an authenticator app computes them, and users enrolled through
 * the real endpoints.
 *
 * The server never accepts a time step twice for the same user, nor a step older than the last one it
 * accepted (replay guard), and it accepts ±1 step around its clock. `enrolledClient` confirms with the
 * current step (offset 0), so the user's next challenge must use `totp(secret, 1)` (or `nextTotp`,
 * which keeps track of the steps already handed out and moves the test clock on when it has to).
 * Every time here is the test clock's (test-clock.ts), the one the app reads: nothing sleeps.
 */

export const TOTP_STEP_SECONDS = 30;

const stepNow = () => Math.floor(testClock.now() / 1000 / TOTP_STEP_SECONDS);

/** The code for the current time step moved by `offsetSteps` (±1 is inside the server's window). */
export function totp(secretBase32: string, offsetSteps = 0): string {
  return speakeasy.totp({
    secret: secretBase32,
    encoding: 'base32',
    time: Math.floor(testClock.now() / 1000) + offsetSteps * TOTP_STEP_SECONDS,
  });
}

/** The code of an absolute time step. */
export function totpAtStep(secretBase32: string, step: number): string {
  return speakeasy.totp({ secret: secretBase32, encoding: 'base32', time: step * TOTP_STEP_SECONDS });
}

/** Last step handed out per secret, so that `nextTotp` never offers a step the server will call a replay. */
const lastStep = new Map<string, number>();

/** Remembers that `step` has been used for `secret` (done by `enrol` and `nextTotp`). */
export function markTotpUsed(secretBase32: string, step: number): void {
  lastStep.set(secretBase32, Math.max(step, lastStep.get(secretBase32) ?? -Infinity));
}

/**
 * A code the server has not seen yet for this secret, inside its ±1 window: the oldest usable step
 * first (the previous one only when the clock is not about to move on), moving the test clock to the
 * next step when all three are used up.
 */
export async function nextTotp(secretBase32: string): Promise<string> {
  for (;;) {
    const nowSeconds = testClock.now() / 1000;
    const now = Math.floor(nowSeconds / TOTP_STEP_SECONDS);
    const intoStep = nowSeconds - now * TOTP_STEP_SECONDS;
    // step now-1 is accepted only while the server's clock is still in step `now`.
    const earliest = intoStep < TOTP_STEP_SECONDS - 3 ? now - 1 : now;
    const step = Math.max(earliest, (lastStep.get(secretBase32) ?? -Infinity) + 1);
    if (step <= now + 1) {
      markTotpUsed(secretBase32, step);
      return totpAtStep(secretBase32, step);
    }
    testClock.advance(Math.ceil((TOTP_STEP_SECONDS - intoStep) * 1000) + 50);
  }
}

/** Moves the test clock past the end of its TOTP step when fewer than `margin` seconds are left of it. */
export function clearOfStepEnd(marginSeconds = 3): void {
  const intoStep = (testClock.now() / 1000) % TOTP_STEP_SECONDS;
  if (intoStep > TOTP_STEP_SECONDS - marginSeconds) testClock.advance(Math.ceil((TOTP_STEP_SECONDS - intoStep) * 1000) + 100);
}

export interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  confirmedAt: string;
}

/**
 * Enrols the signed-in user of `client` through the real endpoints (start, secret key, confirm with
 * the current step). The confirmation starts a new, fully two-factor session on the same client.
 */
export async function enrol(client: ApiClient): Promise<Enrolment> {
  const started = await client.post('/user/two-factor-authentication');
  if (started.status !== 200) throw new Error(`enrol/start: ${started.status} ${JSON.stringify(started.body)}`);
  const key = await client.get('/user/two-factor-secret-key');
  if (key.status !== 200) throw new Error(`enrol/secret: ${key.status} ${JSON.stringify(key.body)}`);
  const secret = key.body.secretKey as string;
  const step = stepNow();
  const confirmed = await client.post('/user/confirmed-two-factor-authentication').send({ code: totpAtStep(secret, step) });
  if (confirmed.status !== 200) throw new Error(`enrol/confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  markTotpUsed(secret, step);
  return {
    secret,
    recoveryCodes: confirmed.body.recovery_codes as string[],
    confirmedAt: confirmed.body.two_factor_confirmed_at as string,
  };
}

export interface EnrolledUser {
  client: ApiClient;
  id: number;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

let counter = 0;

/**
 * A new user (created by `admin`, a signed-in superadmin client), optionally with `role` in `eventId`
 * (`companyId` for COMPANY), signed in and enrolled in 2FA: the client it returns passes the enrolment
 * confinement of TWO_FACTOR_REQUIRED. Its next challenge must use `totp(secret, 1)` or `nextTotp(secret)`.
 */
export async function enrolledClient(
  t: TestApp,
  admin: ApiClient,
  email?: string,
  role?: Role,
  eventId?: number,
  companyId: number | null = null,
): Promise<EnrolledUser> {
  const n = ++counter;
  const address = email ?? `enrolled-${n}-${Date.now().toString(36)}@eventdesk.test`;
  const password = `two-factor-password-${n}`;
  const created = await admin.post('/api/users').send({ name: `Enrolled ${n}`, email: address, password, password_confirmation: password });
  if (created.status !== 201) throw new Error(`enrolledClient/create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  if (role && eventId !== undefined) {
    const roles = await admin
      .post(`/api/user/${id}/save-events-roles`)
      .send({ eventRoles: [{ id: eventId, role, event_company_id: companyId }] });
    if (roles.status !== 200) throw new Error(`enrolledClient/roles: ${roles.status} ${JSON.stringify(roles.body)}`);
  }
  const client = t.client();
  const login = await client.login(address, password);
  if (login.status !== 200 || login.body.two_factor !== false)
    throw new Error(`enrolledClient/login: ${login.status} ${JSON.stringify(login.body)}`);
  const { secret, recoveryCodes } = await enrol(client);
  return { client, id, email: address, password, secret, recoveryCodes };
}
