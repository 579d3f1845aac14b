import type { Page, Request } from 'playwright-core';
import { timed } from './trace';

/** Generous for a cold first load of a built app; every wait is for a selector, never a sleep. */
export const UI_TIMEOUT = 15_000;

export const tid = (id: string) => `[data-testid="${id}"]`;

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

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting the page's requests in flight (live streams left out: they stay open), for `settled`.
 * Requests sent before this call are not counted.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  page.on('request', (r) => r.resourceType() !== 'eventsource' && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  inFlight.set(page, open);
}

/**
 * Waits until the page is at rest, instead of a fixed pause: no request in flight (data, images, fonts;
 * counted from `trackRequests` on) and the document the same size over two animation frames.
 */
export async function settled(page: Page, timeout = UI_TIMEOUT): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs trackRequests(page) before the navigation it waits after');
  await timed('settle', async () => {
    const deadline = Date.now() + timeout;
    for (;;) {
      if (open.size === 0) {
        const steady = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const size = () => `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
              const before = size();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(size() === before)));
            }),
        );
        if (steady && open.size === 0) return;
      }
      if (Date.now() > deadline) throw new Error(`The page did not settle in ${timeout} ms (${open.size} requests in flight)`);
      await page.waitForTimeout(20);
    }
  });
}

// Both apps route in the URL hash.

/** Hash route of the page, e.g. `/events/1/attendees` (query string dropped). */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Waits until the hash route is `path` (or matches it). */
export async function waitForRoute(page: Page, path: string | RegExp, timeout = UI_TIMEOUT): Promise<void> {
  const source = typeof path === 'string' ? `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : path.source;
  await page.waitForFunction((re) => new RegExp(re).test(window.location.hash.replace(/^#/, '').split('?')[0] || '/'), source, { timeout });
}

/**
 * In-app navigation: changes the hash only (no reload), as a link would. A react-admin list that has
 * just been drawn writes its parameters into the address a moment later, which would undo a hash set
 * in between: the address is first left to settle (a user is never that fast).
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await timed('goto-settle', async () => {
    let last = await page.evaluate(() => window.location.hash);
    for (let i = 0; i < 10; i++) {
      await page.waitForTimeout(100);
      const now = await page.evaluate(() => window.location.hash);
      if (now === last) break;
      last = now;
    }
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

/**
 * A MUI select of a react-admin form or filter (`.ra-input-{source}`): opens it and picks the first option holding
 * `text` (a RegExp to match it whole), again if its choices arrived meanwhile and closed it.
 */
export async function pickOption(page: Page, source: string, text: string | RegExp): Promise<void> {
  const option = page.locator('[role="listbox"] li[role="option"]', { hasText: text }).first();
  for (let attempt = 1; ; attempt++) {
    await page.click(`.ra-input-${source} [role="combobox"]`);
    try {
      await option.click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.waitForSelector('[role="listbox"]', { state: 'detached', timeout: UI_TIMEOUT });
}

/**
 * Types a date into a date picker of the staff app as a user does, in the interface's order
 * (`12/03/2028`, or `12/03/2028 09:30` with a time): focus the day, then the digits.
 */
export async function fillDate(page: Page, root: string, text: string): Promise<void> {
  await page.locator(`${root} [role="spinbutton"]`).first().click();
  // All sections selected: the digits typed replace the whole date.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text.replace(/\D/g, ''));
}
