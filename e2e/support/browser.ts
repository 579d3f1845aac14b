import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Page } from 'playwright-core';
import { state } from './state';
import { timed } from './trace';

const LAUNCH_OPTIONS = {
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
};

/** The run's one Chromium (global setup starts it; each test file connects to it instead of starting its own). */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * The system Chromium, headless, with the flags this machine needs (no network beyond loopback): a connection
 * to the run's browser when global setup started one, else a browser of the file's own. Closing it closes the
 * file's contexts (and, when it is the file's own, the browser).
 */
export async function launch(): Promise<Browser> {
  const { browserEndpoint } = state();
  return timed('launch', () => (browserEndpoint ? chromium.connect(browserEndpoint) : chromium.launch(LAUNCH_OPTIONS)));
}

/**
 * Every context of the tests: the staff app's size and Italian, with the API as base URL, and the browser's "reduce
 * motion" setting on (the staff app then draws no ripple, transition or spinner turn: ~13 % of Chromium's CPU in these
 * tests; menu.e2e.ts checks both settings). E2E_MOTION=on runs them with motion, as most users see the app.
 */
export function contextOptions(viewport = { width: 1280, height: 800 }, locale = 'it-IT'): BrowserContextOptions {
  return { viewport, locale, baseURL: state().baseUrl, reducedMotion: process.env.E2E_MOTION === 'on' ? 'no-preference' : 'reduce' };
}

/** A phone's fresh context: touch, a mobile viewport drawn at twice its pixels, and the options of every context. */
export function phoneContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ ...contextOptions(viewport), deviceScaleFactor: 2, isMobile: true, hasTouch: true });
}

/** A page in a fresh context (own cookies and storage) with the API as base URL. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, locale = 'it-IT'): Promise<Page> {
  const context = await browser.newContext(contextOptions(viewport, locale));
  return context.newPage();
}

/**
 * A full-page PNG `<dir>/<name>.png` (each app keeps its screenshots beside its specs), for a person to look at:
 * no test compares them. E2E_SCREENSHOTS=off (CI, whose clean clone nobody looks into) skips them.
 */
export async function screenshot(page: Page, name: string, dir: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(dir, { recursive: true });
  await timed('screenshot', () => page.screenshot({ path: join(dir, `${name}.png`), fullPage: true }));
}

/**
 * The staff app's two sizes (1280×800, 1024×768): at each, once `ready` resolves, nothing scrolls sideways at
 * page level (a wide table or grid scrolls inside its own box) and a screenshot `<dir>/<name>-<width>.png`;
 * then back to 1280×800.
 */
export async function atStaffSizes(page: Page, name: string, dir: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (sideways > 0) throw new Error(`${name}: the page scrolls ${sideways} px sideways at ${width} px`);
    await screenshot(page, `${name}-${width}`, dir);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
