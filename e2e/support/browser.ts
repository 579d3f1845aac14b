import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { state } from './state';

/** The system Chromium, headless, with the flags this machine needs (no network beyond loopback). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in a fresh context (own cookies and storage) with the API as base URL. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, locale = 'it-IT'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale, baseURL: state().baseUrl });
  return context.newPage();
}

/** A full-page PNG `<dir>/<name>.png` (each app keeps its screenshots beside its specs). */
export async function screenshot(page: Page, name: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
