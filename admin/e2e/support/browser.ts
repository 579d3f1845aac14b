import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import speakeasy from 'speakeasy';

export interface E2eState {
  baseUrl: string;
  dataDir: string;
  database: string;
}

export const state = (): E2eState => JSON.parse(process.env.E2E_STATE!) as E2eState;

export const SCREENSHOTS = resolve(__dirname, '../screenshots');

/** The system Chromium, headless, with the flags this machine needs (no network beyond loopback). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, locale = 'it-IT'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale, baseURL: state().baseUrl });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A TOTP code for a base32 secret, `offset` steps of 30 s away from now. */
export function totp(secret: string, offset = 0): string {
  return speakeasy.totp({ secret, encoding: 'base32', time: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** Read-only look at the test database (e.g. the development mail outbox). */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(state().database, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function latestCodeFor(email: string): string {
  const [mail] = query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1', email);
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

/**
 * Test fixture: a user back to "never enrolled" (what `POST /api/user/{id}/reset-2fa` does), so a test
 * of the first sign-in does not depend on which test file signed that user in before.
 */
export function resetTwoFactor(email: string): void {
  const db = new Database(state().database, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'UPDATE users SET two_factor_secret = NULL, two_factor_recovery_codes = NULL, two_factor_confirmed_at = NULL, two_factor_last_step = NULL WHERE email = ?',
    ).run(email.toLowerCase());
  } finally {
    db.close();
  }
}
