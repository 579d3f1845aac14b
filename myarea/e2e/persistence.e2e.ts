import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';

const SCREENSHOTS = join(__dirname, 'screenshots');
const PHONE = { width: 375, height: 812 };
const PARKING = 'Parcheggio 3 giorni';

/**
 * The attendee site keeps the language the attendee chose and their cart over a reload and over a new
 * sign-in after the session ended (issue 11); signing out empties the cart. Italian is bundled; English
 * is fetched from its translation file `/myarea/lang/php_en.json` when the attendee switches (SPEC §4, §7;
 * issue 29 item 20).
 */
describe('attendee site: language and cart survive a reload and a new sign-in', () => {
  let browser: Browser;
  let phone: Page;
  let token: string;
  let productId: number;
  /** A seeded attendee of its own (SIGN_IN_ATTENDEES). */
  const email = SIGN_IN_ATTENDEES.persistence;
  /** The translation files the phone asked for, in order. */
  const languageFiles: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const eventId = demoEventId();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    [{ id: productId }] = query<{ id: number }>('SELECT id FROM products WHERE event_id = ? AND name_it = ?', eventId, PARKING);
    phone = await newPage(browser, PHONE, 'it-IT');
    phone.on('request', (r) => /\/lang\/php_\w+\.json/.test(r.url()) && languageFiles.push(new URL(r.url()).pathname));
  });
  afterAll(() => browser?.close());

  const quantity = async () => (await phone.textContent(tid(`qty-${productId}`)))?.trim();

  /** What the dashboard says: its greeting and its two tiles. */
  const dashboardTexts = async () => ({
    greeting: (await phone.textContent(tid('greeting')))?.replace(/ .*!$/, ''),
    products: (await phone.textContent(tid('go-products')))?.trim(),
    edit: (await phone.textContent(tid('go-edit')))?.trim(),
  });

  it('switches to English on a phone: its texts are fetched then, from /myarea/lang/php_en.json', async () => {
    await attendeeSignIn(phone, token, email);
    // In Italian nothing was fetched: the Italian texts are in the app.
    expect(languageFiles).toEqual([]);
    expect(await dashboardTexts()).toEqual({
      greeting: 'Ciao',
      products: expect.stringMatching(/^Acquista/),
      edit: expect.stringMatching(/^I miei dati/),
    });
    expect(await phone.getAttribute(tid('lang-switch'), 'aria-label')).toBe('Switch to English');
    await phone.click(tid('lang-switch'));
    await phone.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: UI_TIMEOUT });
    expect(languageFiles).toEqual(['/myarea/lang/php_en.json']);
    expect(await dashboardTexts()).toEqual({
      greeting: 'Hello',
      products: expect.stringMatching(/^Shop\s*Products and services of the event/),
      edit: expect.stringMatching(/^My details/),
    });
    expect(await phone.getAttribute(tid('lang-switch'), 'aria-label')).toBe('Passa all’italiano');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'persist-00-english-375', SCREENSHOTS);
  });

  it('keeps the English chosen and one parking in the cart after a reload', async () => {
    await phone.goto(`/myarea/#/${token}/products`);
    await phone.click(tid(`qty-plus-${productId}`));
    await phone.waitForSelector(`${tid(`qty-${productId}`)}:has-text("1")`, { timeout: UI_TIMEOUT });
    await phone.reload();
    await phone.waitForSelector(tid(`qty-${productId}`), { timeout: UI_TIMEOUT });
    expect(await quantity()).toBe('1');
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('en');
    // Its texts too, after the reload (main.tsx fetches the file before the first screen is drawn).
    expect(await phone.textContent('.page-title h1')).toBe('Shop');
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
