import type { Page } from 'playwright-core';

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
  let last = await page.evaluate(() => window.location.hash);
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => window.location.hash);
    if (now === last) break;
    last = now;
  }
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
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
