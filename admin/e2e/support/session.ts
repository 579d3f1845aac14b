import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN } from './global-setup';
import { latestCodeFor, newPage, query, screenshot, state, totp } from './browser';

/** The demo data of backend/src/database/seed/demo-data.ts. */
export const DEMO_PASSWORD = 'eventdesk-demo';
export const DEMO_EVENT_NAME = 'Congresso Nazionale di Cardiologia 2027';
export const DEMO_USERS = {
  ADMIN: 'admin@eventdesk.demo',
  USER: 'user@eventdesk.demo',
  VIEWER: 'viewer@eventdesk.demo',
  SECRETARY: 'secretary@eventdesk.demo',
  COMPANY: 'company@eventdesk.demo',
} as const;
/** The superadmin global-setup creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SUPERADMIN = ADMIN;

/** Generous for a cold first load of the built admin; every wait is for a selector, never a sleep. */
export const UI_TIMEOUT = 15_000;

export const tid = (id: string) => `[data-testid="${id}"]`;

export function demoEventId(): number {
  const [row] = query<{ id: number }>('SELECT id FROM events WHERE name = ?', DEMO_EVENT_NAME);
  if (!row) throw new Error('The demo event is missing: is DEMO_DATA=true?');
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// TOTP secrets are shared between test files (each file runs in its own module registry), so they
// live in a file next to the test database.

const secretsFile = () => join(state().dataDir, 'totp-secrets.json');

function readSecrets(): Record<string, string> {
  return existsSync(secretsFile()) ? (JSON.parse(readFileSync(secretsFile(), 'utf8')) as Record<string, string>) : {};
}

export function rememberSecret(email: string, secret: string): void {
  writeFileSync(secretsFile(), JSON.stringify({ ...readSecrets(), [email.toLowerCase()]: secret }));
}

export function secretOf(email: string): string {
  const secret = readSecrets()[email.toLowerCase()];
  if (!secret) throw new Error(`No TOTP secret known for ${email}: it was enrolled outside these tests`);
  return secret;
}

const STEP_MS = 30_000;

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

/** Polls `probe` (e.g. a look at the test database) until it answers something truthy. */
export async function eventually<T>(probe: () => T | Promise<T>, what: string, timeout = UI_TIMEOUT): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---------------------------------------------------------------------------------------------
// Navigation

/** Hash route of the page, e.g. `/events/1/attendees` (query string dropped). */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Waits until the hash route is `path` (or matches it). */
export async function waitForRoute(page: Page, path: string | RegExp, timeout = UI_TIMEOUT): Promise<void> {
  const source = typeof path === 'string' ? `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : path.source;
  await page.waitForFunction(
    (re) => new RegExp(re).test(window.location.hash.replace(/^#/, '').split('?')[0] || '/'),
    source,
    { timeout },
  );
}

/** In-app navigation: changes the hash only (no reload), as a link would. */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

/** The event list of a signed-in user (after the dashboard redirect from `/`). */
export async function waitForEventList(page: Page): Promise<void> {
  await waitForRoute(page, '/events');
  await page.waitForSelector(tid('event-card'), { timeout: UI_TIMEOUT });
}

/** The set of event-workspace menu entries shown (event menu, app menu, buttons). */
export async function menuItems(page: Page): Promise<{ event_menu: string[]; app_menu: string[]; buttons: string[] }> {
  const ids = await page.$$eval('[data-testid^="menu-"]', (els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  const pick = (prefix: string) =>
    ids
      .filter((id) => id.startsWith(prefix) && id !== 'menu-event-name')
      .map((id) => id.slice(prefix.length))
      .sort();
  return { event_menu: pick('menu-event-'), app_menu: pick('menu-app-'), buttons: pick('menu-button-') };
}

/** Opens an event's dashboard and waits for its menu (event and UI config loaded) and its first figures. */
export async function openEvent(page: Page, eventId: number, eventName: string): Promise<void> {
  await goTo(page, `/events/${eventId}`);
  await page.waitForSelector(`${tid('menu-event-name')}:has-text(${JSON.stringify(eventName)})`, { timeout: UI_TIMEOUT });
  await page.waitForSelector(tid('menu-dashboard'), { timeout: UI_TIMEOUT });
  await page.waitForSelector(tid('figure-attendees'), { timeout: UI_TIMEOUT });
}

// ---------------------------------------------------------------------------------------------
// Signing in

export interface SignInOptions {
  /** Screenshot prefix: when set, the login, enrolment and recovery screens are saved. */
  shots?: string;
  /** Start URL hash (default `/login`). */
  start?: string;
}

/**
 * Password login through the UI, then whatever the second factor needs: enrolment (secret read from
 * the page, code computed, recovery codes shown and continued) or the TOTP challenge. Ends on the
 * event list. Returns how the second factor went.
 */
export async function signIn(page: Page, email: string, password: string, options: SignInOptions = {}): Promise<'enrolled' | 'challenged' | 'none'> {
  await page.goto(`/#${options.start ?? '/login'}`);
  await page.waitForSelector(tid('login-page'), { timeout: UI_TIMEOUT });
  await page.fill('[data-testid="login-page"] input[name="email"]', email);
  await page.fill('[data-testid="login-page"] input[name="password"]', password);
  if (options.shots) await screenshot(page, `${options.shots}-login`);
  await page.click('[data-testid="login-page"] button[type="submit"]');

  const next = await page.waitForSelector(
    [tid('secret-key'), tid('challenge-page'), tid('event-card'), tid('login-error')].join(', '),
    { timeout: UI_TIMEOUT },
  );
  const which = await next.getAttribute('data-testid');
  if (which === 'login-error') throw new Error(`Login of ${email} failed: ${await next.textContent()}`);

  if (which === 'secret-key') {
    const secret = ((await next.textContent()) ?? '').replace(/\s+/g, '');
    rememberSecret(email, secret);
    if (options.shots) await screenshot(page, `${options.shots}-enrol`);
    await page.fill(tid('code-input'), await freshTotp(email, secret));
    await page.click('[data-testid="enrol-page"] button[type="submit"]');
    await page.waitForSelector(tid('recovery-code-list'), { timeout: UI_TIMEOUT });
    if (options.shots) await screenshot(page, `${options.shots}-recovery-codes`);
    await page.click(tid('recovery-continue'));
    await waitForEventList(page);
    return 'enrolled';
  }

  if (which === 'challenge-page') {
    await page.fill(tid('code-input'), await freshTotp(email, secretOf(email)));
    if (options.shots) await screenshot(page, `${options.shots}-challenge`);
    await page.click('[data-testid="challenge-page"] button[type="submit"]');
    await waitForEventList(page);
    return 'challenged';
  }

  await waitForEventList(page);
  return 'none';
}

/** `/company-login`: e-mail, then the code read from the development mail outbox. Ends on the event list. */
export async function companySignIn(page: Page, email: string, shots?: string): Promise<void> {
  await page.goto('/#/company-login');
  await page.waitForSelector(tid('company-login-page'), { timeout: UI_TIMEOUT });
  await page.fill('[data-testid="company-login-page"] input[name="username"]', email);
  if (shots) await screenshot(page, `${shots}-email`);
  await page.click('[data-testid="company-login-page"] button[type="submit"]');
  await page.waitForSelector(tid('code-input'), { timeout: UI_TIMEOUT });
  await page.fill(tid('code-input'), latestCodeFor(email));
  if (shots) await screenshot(page, `${shots}-code`);
  await page.click('[data-testid="company-login-page"] button[type="submit"]');
  await waitForEventList(page);
}

/** A fresh browser context (own cookies and local storage) signed in as a demo role or any user. */
export async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await newPage(browser);
  if (email === DEMO_USERS.COMPANY) await companySignIn(page, email);
  else await signIn(page, email, password);
  return page;
}

/** `GET` an API path in the page (its session cookie), answering status and JSON. */
export async function apiGet<T>(page: Page, path: string): Promise<{ status: number; json: T }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  }, path);
}
