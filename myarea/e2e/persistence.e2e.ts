import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoEventId } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';

const SCREENSHOTS = join(__dirname, 'screenshots');
const PHONE = { width: 375, height: 812 };
const PARKING = 'Parcheggio 3 giorni';

/**
 * The attendee site keeps the language the attendee chose and their cart over a reload and over a new
 * sign-in after the session ended (issue 11); signing out empties the cart.
 */
describe('attendee site: language and cart survive a reload and a new sign-in', () => {
  let browser: Browser;
  let phone: Page;
  let token: string;
  let productId: number;
  /** A seeded attendee of its own: the demo attendee's sign-in codes are limited per hour, and other tests use them. */
  let email: string;

  beforeAll(async () => {
    browser = await launch();
    const eventId = demoEventId();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    [{ id: productId }] = query<{ id: number }>('SELECT id FROM products WHERE event_id = ? AND name_it = ?', eventId, PARKING);
    [{ email }] = query<{ email: string }>(
      "SELECT email FROM attendees WHERE event_id = ? AND email LIKE '%@example.it' ORDER BY id LIMIT 1 OFFSET 6",
      eventId,
    );
    phone = await newPage(browser, PHONE, 'it-IT');
  });
  afterAll(() => browser?.close());

  const quantity = async () => (await phone.textContent(tid(`qty-${productId}`)))?.trim();

  it('keeps the English chosen and one parking in the cart after a reload', async () => {
    await attendeeSignIn(phone, token, email);
    await phone.click(tid('lang-switch'));
    await phone.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: UI_TIMEOUT });
    await phone.goto(`/myarea/#/${token}/products`);
    await phone.click(tid(`qty-plus-${productId}`));
    await phone.waitForSelector(`${tid(`qty-${productId}`)}:has-text("1")`, { timeout: UI_TIMEOUT });
    await phone.reload();
    await phone.waitForSelector(tid(`qty-${productId}`), { timeout: UI_TIMEOUT });
    expect(await quantity()).toBe('1');
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(phone, 'persist-01-reload', SCREENSHOTS);
    // And in another tab of the same browser (the link opened again from the e-mail).
    const tab = await phone.context().newPage();
    await tab.setViewportSize(PHONE);
    await tab.goto(`/myarea/#/${token}/products`);
    await tab.waitForSelector(tid(`qty-${productId}`), { timeout: UI_TIMEOUT });
    expect((await tab.textContent(tid(`qty-${productId}`)))?.trim()).toBe('1');
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en');
    await tab.close();
  });

  it('keeps them when the session has ended and the attendee signs in again', async () => {
    // The session ends (expired, or the browser dropped its cookie).
    await phone.context().clearCookies();
    await phone.reload();
    await waitForRoute(phone, `/${token}/login`);
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    // Signed in again, the attendee is back on the page it was sent away from.
    await attendeeSignIn(phone, token, email, undefined, tid(`qty-${productId}`));
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await quantity()).toBe('1');
    await screenshot(phone, 'persist-02-new-sign-in', SCREENSHOTS);
  });

  it('empties the cart when the attendee signs out, and keeps the language', async () => {
    await phone.goto(`/myarea/#/${token}/logout`);
    await waitForRoute(phone, `/${token}/login`);
    await attendeeSignIn(phone, token, email);
    await phone.goto(`/myarea/#/${token}/products`);
    await phone.waitForSelector(tid(`qty-${productId}`), { timeout: UI_TIMEOUT });
    expect(await quantity()).toBe('0');
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    // Back to Italian for the other tests of the run.
    await phone.click(tid('lang-switch'));
  });
});
