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
 * just been drawn writes its parameters into the address a moment later, which can undo a hash set
 * in between: the hash is set again until it holds (a user is never that fast).
 */
export async function goTo(page: Page, path: string): Promise<void> {
  const target = path.split('?')[0]!;
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, path);
    await page.waitForTimeout(150);
    const now = await page.evaluate(() => window.location.hash.slice(1).split('?')[0]);
    if (now === target) return;
  }
}
