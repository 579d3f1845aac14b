import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { contextOptions, newPage, screenshot } from './browser';
import { latestCodeFor, testDatabase } from './db';
import { DEMO_PASSWORD, DEMO_USERS } from './demo';
import { goTo, tid, UI_TIMEOUT, waitForRoute } from './page';
import { state } from './state';
import { freshTotp } from './totp';
import { timed } from './trace';

/** Flows of the staff app (admin/): signing in with the second factor, the event workspace. */

/** Where and under which prefix a flow saves its screenshots. */
export interface Shots {
  dir: string;
  prefix: string;
}

/**
 * Test fixture: a user back to "never enrolled" (what `POST /api/user/{id}/reset-2fa` does), so a test
 * of the first sign-in does not depend on which test file signed that user in before.
 */
export async function resetTwoFactor(email: string): Promise<void> {
  testDatabase().execute(
    'UPDATE users SET two_factor_secret = NULL, two_factor_recovery_codes = NULL, two_factor_confirmed_at = NULL, two_factor_last_step = NULL WHERE email = ?',
    email.toLowerCase(),
  );
  // The API keeps a signed-in user for 5 s (auth-user-cache.ts) and this write goes around it: a test
  // file that used the account just before would otherwise still see it enrolled.
  await timed('reset-2fa-sleep', () => new Promise((r) => setTimeout(r, 5_200)));
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

/** The event list of a signed-in user (after the dashboard redirect from `/`). */
export async function waitForEventList(page: Page): Promise<void> {
  await waitForRoute(page, '/events');
  await page.waitForSelector(tid('event-card'), { timeout: UI_TIMEOUT });
}

/** Opens the menu's "coming" group (the areas without screens yet), if there is one and it is closed. */
export async function openComing(page: Page): Promise<void> {
  const group = await page.$(tid('menu-coming'));
  if (group && (await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

/** The set of event-workspace menu entries shown (event menu, app menu, buttons). */
export async function menuItems(page: Page): Promise<{ event_menu: string[]; app_menu: string[]; buttons: string[] }> {
  await openComing(page);
  const ids = await page.$$eval('[data-testid^="menu-"]', (els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  const pick = (prefix: string) =>
    ids
      .filter((id) => id.startsWith(prefix) && id !== 'menu-event-name')
      .map((id) => id.slice(prefix.length))
      .sort();
  return { event_menu: pick('menu-event-'), app_menu: pick('menu-app-'), buttons: pick('menu-button-') };
}

/** Opens an event's dashboard and waits for its menu (event and UI config loaded) and its first figures (a company user: its portal; a VIEWER: the reports, its landing page). */
export async function openEvent(page: Page, eventId: number, eventName: string): Promise<void> {
  await goTo(page, `/events/${eventId}`);
  // The event's name heads the menu, or (menu folded to its icons on a tablet) the page's title.
  await page.waitForSelector(
    `${tid('menu-event-name')}:has-text(${JSON.stringify(eventName)}), #react-admin-title:has-text(${JSON.stringify(eventName)})`,
    {
      timeout: UI_TIMEOUT,
    },
  );
  await page.waitForSelector(tid('menu-dashboard'), { timeout: UI_TIMEOUT });
  await page.waitForSelector(`${tid('figure-attendees')}, ${tid('portal-attendees')}, ${tid('report-total')}`, { timeout: UI_TIMEOUT });
}

export interface SignInOptions {
  /** When set, the login, enrolment and recovery screens are saved. */
  shots?: Shots;
  /** Start URL hash (default `/login`). */
  start?: string;
}

/**
 * Password login through the UI, then whatever the second factor needs: enrolment (secret read from
 * the page, code computed, recovery codes shown and continued) or the TOTP challenge. Ends on the
 * event list. Returns how the second factor went.
 */
export function signIn(
  page: Page,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<'enrolled' | 'challenged' | 'none'> {
  return timed('sign-in', () => signInSteps(page, email, password, options));
}

async function signInSteps(
  page: Page,
  email: string,
  password: string,
  options: SignInOptions,
): Promise<'enrolled' | 'challenged' | 'none'> {
  await page.goto(`/#${options.start ?? '/login'}`);
  await page.waitForSelector(tid('login-page'), { timeout: UI_TIMEOUT });
  await page.fill('[data-testid="login-page"] input[name="email"]', email);
  await page.fill('[data-testid="login-page"] input[name="password"]', password);
  if (options.shots) await screenshot(page, `${options.shots.prefix}-login`, options.shots.dir);
  await page.click('[data-testid="login-page"] button[type="submit"]');

  const next = await page.waitForSelector([tid('secret-key'), tid('challenge-page'), tid('event-card'), tid('login-error')].join(', '), {
    timeout: UI_TIMEOUT,
  });
  const which = await next.getAttribute('data-testid');
  if (which === 'login-error') throw new Error(`Login of ${email} failed: ${await next.textContent()}`);

  if (which === 'secret-key') {
    const secret = ((await next.textContent()) ?? '').replace(/\s+/g, '');
    rememberSecret(email, secret);
    if (options.shots) await screenshot(page, `${options.shots.prefix}-enrol`, options.shots.dir);
    await page.fill(tid('code-input'), await freshTotp(email, secret));
    await page.click('[data-testid="enrol-page"] button[type="submit"]');
    await page.waitForSelector(tid('recovery-code-list'), { timeout: UI_TIMEOUT });
    if (options.shots) await screenshot(page, `${options.shots.prefix}-recovery-codes`, options.shots.dir);
    await page.click(tid('recovery-continue'));
    await waitForEventList(page);
    return 'enrolled';
  }

  if (which === 'challenge-page') {
    await page.fill(tid('code-input'), await freshTotp(email, secretOf(email)));
    if (options.shots) await screenshot(page, `${options.shots.prefix}-challenge`, options.shots.dir);
    await page.click('[data-testid="challenge-page"] button[type="submit"]');
    await waitForEventList(page);
    return 'challenged';
  }

  await waitForEventList(page);
  return 'none';
}

/** `/company-login`: e-mail, then the code read from the development mail outbox. Ends on the event list. */
export function companySignIn(page: Page, email: string, shots?: Shots): Promise<void> {
  return timed('company-sign-in', () => companySignInSteps(page, email, shots));
}

async function companySignInSteps(page: Page, email: string, shots?: Shots): Promise<void> {
  await page.goto('/#/company-login');
  await page.waitForSelector(tid('company-login-page'), { timeout: UI_TIMEOUT });
  await page.fill('[data-testid="company-login-page"] input[name="username"]', email);
  if (shots) await screenshot(page, `${shots.prefix}-email`, shots.dir);
  await page.click('[data-testid="company-login-page"] button[type="submit"]');
  await page.waitForSelector(tid('code-input'), { timeout: UI_TIMEOUT });
  await page.fill(tid('code-input'), latestCodeFor(email));
  if (shots) await screenshot(page, `${shots.prefix}-code`, shots.dir);
  await page.click('[data-testid="company-login-page"] button[type="submit"]');
  await waitForEventList(page);
}

// Each user signs in through the UI once per run: its cookies and local storage as they stood right after that
// sign-in are kept next to the test database, and the next file that wants the user signed in starts a fresh
// context from them (as a browser reopened by the same user). The flows of signing in are tested as such in
// auth.e2e.ts and superadmin.e2e.ts, which sign in through the UI every time.

const sessionFile = (email: string) => join(state().dataDir, `session-${email.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);

/** A page of a fresh context holding the session kept for `email`, on the event list; undefined when that session is no longer valid. */
async function resumedPage(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Page | undefined> {
  const file = sessionFile(email);
  if (!existsSync(file)) return undefined;
  return timed('resume-session', async () => {
    const context = await browser.newContext({ ...contextOptions(viewport), storageState: file });
    const page = await context.newPage();
    await page.goto('/#/events');
    // A session ended since (logout, 2FA reset, credentials changed) lands on a sign-in page instead.
    const next = await page.waitForSelector(
      [tid('event-card'), tid('login-page'), tid('company-login-page'), tid('enrol-page'), tid('challenge-page')].join(', '),
      {
        timeout: UI_TIMEOUT,
      },
    );
    if ((await next.getAttribute('data-testid')) === 'event-card') {
      await waitForEventList(page);
      return page;
    }
    await context.close();
    return undefined;
  });
}

/**
 * A fresh browser context (own cookies and local storage) signed in as a demo role or any user, on the event
 * list: the user's kept session when it is still valid, else a sign-in through the UI (then kept).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password = DEMO_PASSWORD,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const resumed = await resumedPage(browser, email, viewport);
  if (resumed) return resumed;
  const page = await newPage(browser, viewport);
  if (email === DEMO_USERS.COMPANY) await companySignIn(page, email);
  else await signIn(page, email, password);
  await page.context().storageState({ path: sessionFile(email) });
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

/** A JSON call made by the page as the staff app makes it (session cookie and anti-forgery header): status and JSON. */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.split('=')[1] ?? '',
      );
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
