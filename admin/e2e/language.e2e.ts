import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { openComing, openEvent, signedInPage, waitForEventList } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

// A few strings of admin/src/i18n/{it,en}.ts; the catalogues' keys are compared by a unit test.
const IT = {
  signInTitle: 'Accedi a Eventdesk',
  signIn: 'Accedi',
  dashboard: 'Cruscotto',
  attendees: 'Partecipanti',
  vehicles: 'Veicoli',
  events: 'Eventi',
};
const EN = {
  signInTitle: 'Sign in to Eventdesk',
  signIn: 'Sign in',
  dashboard: 'Dashboard',
  attendees: 'Attendees',
  vehicles: 'Vehicles',
  events: 'Events',
};

const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').trim();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedLang = (page: Page) => page.evaluate(() => window.localStorage.getItem('event_lang'));

/** The translation files the page fetches (SPEC §7: `/lang/php_<code>.json`), with their status. */
function languageFiles(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/lang/')) fetched.push(`${path} ${res.status()}`);
  });
  return fetched;
}

/** The app-bar language switch (react-admin's LocalesMenuButton): open it and pick a language. */
async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.click(`header button[aria-haspopup="true"]:has-text("${from}")`);
  await page.getByRole('menuitem', { name: to }).click();
  await page.waitForSelector(`header button[aria-haspopup="true"]:has-text("${to}")`, { timeout: UI_TIMEOUT });
}

describe('staff app: language (SPEC §4)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts in Italian, even in a browser set to English', async () => {
    for (const locale of ['it-IT', 'en-US']) {
      const page = await newPage(browser, undefined, locale);
      const fetched = languageFiles(page);
      await page.goto('/#/login');
      await page.waitForSelector(tid('login-page'), { timeout: UI_TIMEOUT });
      expect(await text(page, `${tid('login-page')} h1`)).toBe(IT.signInTitle);
      expect(await text(page, `${tid('login-page')} button[type="submit"]`)).toBe(IT.signIn);
      expect(await htmlLang(page)).toBe('it');
      // Italian, the default, is bundled: no translation file to fetch.
      expect(fetched).toEqual([]);
      if (locale === 'it-IT') await screenshot(page, 'language-login-it', SCREENSHOTS);
      await page.context().close();
    }
  });

  it('`#/login?lang=en` starts in English', async () => {
    const page = await newPage(browser);
    const fetched = languageFiles(page);
    await page.goto('/#/login?lang=en');
    await page.waitForSelector(tid('login-page'), { timeout: UI_TIMEOUT });
    expect(await text(page, `${tid('login-page')} h1`)).toBe(EN.signInTitle);
    expect(await text(page, `${tid('login-page')} button[type="submit"]`)).toBe(EN.signIn);
    expect(await htmlLang(page)).toBe('en');
    // English came from its static file, fetched by language code with the php_ prefix.
    expect(fetched).toEqual(['/lang/php_en.json 200']);
    await screenshot(page, 'language-login-en', SCREENSHOTS);
    await page.context().close();
  });

  it('starts in Italian, the fallback, when the English file cannot be fetched', async () => {
    const page = await newPage(browser);
    await page.route('**/lang/php_en.json', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/#/login?lang=en');
    await page.waitForSelector(tid('login-page'), { timeout: UI_TIMEOUT });
    expect(await text(page, `${tid('login-page')} h1`)).toBe(IT.signInTitle);
    expect(await htmlLang(page)).toBe('it');
    await page.context().close();
  });

  it('the app-bar switch changes the menu labels, and the choice persists on reload (event_lang)', async () => {
    const page = await signedInPage(browser, DEMO_USERS.SECRETARY);
    const eventId = demoEventId();
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    expect(await text(page, tid('menu-dashboard'))).toBe(IT.dashboard);
    expect(await text(page, tid('menu-event-attendees'))).toBe(IT.attendees);
    await openComing(page);
    expect(await text(page, tid('menu-event-vehicles'))).toBe(IT.vehicles);
    // Entering the event stored its DEFAULT_LANGUAGE (it) as the event language.
    expect(await storedLang(page)).toBe('it');

    await switchLanguage(page, 'Italiano', 'English');
    await page.waitForSelector(`${tid('menu-dashboard')}:has-text("${EN.dashboard}")`, { timeout: UI_TIMEOUT });
    expect(await text(page, tid('menu-event-attendees'))).toBe(EN.attendees);
    expect(await text(page, tid('menu-event-vehicles'))).toBe(EN.vehicles);
    expect(await htmlLang(page)).toBe('en');
    expect(await storedLang(page)).toBe('en');
    await screenshot(page, 'language-menu-en', SCREENSHOTS);

    // Reload on the event list: the app starts again in English.
    await goTo(page, '/events');
    await waitForEventList(page);
    await page.reload();
    await waitForEventList(page);
    await page.waitForSelector(`${tid('menu-app-events')}:has-text("${EN.events}")`, { timeout: UI_TIMEOUT });
    expect(await htmlLang(page)).toBe('en');
    await screenshot(page, 'language-events-en-after-reload', SCREENSHOTS);

    // And back to Italian, which persists too.
    await switchLanguage(page, 'English', 'Italiano');
    await page.waitForSelector(`${tid('menu-app-events')}:has-text("${IT.events}")`, { timeout: UI_TIMEOUT });
    expect(await storedLang(page)).toBe('it');
    await page.reload();
    await waitForEventList(page);
    expect(await text(page, tid('menu-app-events'))).toBe(IT.events);
    expect(await htmlLang(page)).toBe('it');
    await page.context().close();
  });
});
