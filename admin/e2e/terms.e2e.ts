import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { atStaffSizes, launch } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'terms');

/**
 * The event's terms as its ADMIN writes them (SPEC §5 "terms (versioned consents)"): the empty list says what
 * they are for; a privacy notice written in the form; its version moving on when its words change, not when it
 * is made optional. The terms it makes are taken away at the end (the demo event is shared by every test file).
 */
let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];
const TITLE = `Informativa privacy ${Date.now().toString().slice(-5)}`;

const made = () =>
  query<{ id: number; version: number; required: number }>(
    'SELECT id, version, required FROM terms WHERE event_id = ? AND title_it = ?',
    eventId,
    TITLE,
  );

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(page, eventId, DEMO_EVENT_NAME);
});
afterAll(async () => {
  for (const { id } of made()) await apiCall(page, 'DELETE', `/api/events/${eventId}/terms/${id}`);
  await browser?.close();
});
afterEach(() => expect(errors.splice(0)).toEqual([]));

describe('terms', () => {
  it('ADMIN writes a privacy notice in the form; the list shows it required, shown and at version 1', async () => {
    await goTo(page, `/events/${eventId}/terms`);
    const empty = query<{ n: number }>('SELECT COUNT(*) AS n FROM terms WHERE event_id = ?', eventId)[0]!.n === 0;
    if (empty)
      await atStaffSizes(page, 'terms-empty', SCREENSHOTS, () => page.waitForSelector(tid('term-empty-create'), { timeout: UI_TIMEOUT }));
    await page.click(tid(empty ? 'term-empty-create' : 'term-create'));
    await waitForRoute(page, `/events/${eventId}/terms/create`);
    await page.fill('input[name="title_it"]', TITLE);
    await page.fill('textarea[name="text_it"]', 'I dati personali sono trattati secondo il Regolamento (UE) 2016/679.');
    await atStaffSizes(page, 'terms-create', SCREENSHOTS, () => page.waitForSelector(tid('term-save'), { timeout: UI_TIMEOUT }));
    await page.click(tid('term-save'));
    await waitForRoute(page, `/events/${eventId}/terms`);
    const row = page.locator(`${tid('term-list')} tbody tr`, { hasText: TITLE });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.innerText()).toMatch(/Obbligatorio[\s\S]*Mostrato[\s\S]*\b1\b/);
    expect(made()).toEqual([expect.objectContaining({ version: 1, required: 1 })]);
    await atStaffSizes(page, 'terms-list', SCREENSHOTS, () => row.waitFor({ timeout: UI_TIMEOUT }));
  });

  it('a change of the text is version 2; making it optional keeps the version', async () => {
    const row = page.locator(`${tid('term-list')} tbody tr`, { hasText: TITLE });
    await row.click();
    await page.waitForSelector(tid('term-version'), { timeout: UI_TIMEOUT });
    expect(await page.locator(tid('term-version')).innerText()).toContain('Versione 1');
    await page.fill('textarea[name="text_it"]', 'I dati personali sono trattati secondo il GDPR, per la sola gestione dell’evento.');
    await page.click(tid('term-save'));
    await waitForRoute(page, `/events/${eventId}/terms`);
    await eventually(() => made()[0]?.version === 2 || null, 'version 2 stored');
    await page.locator(`${tid('term-list')} tbody tr`, { hasText: TITLE }).click();
    await page.waitForSelector(tid('term-version'), { timeout: UI_TIMEOUT });
    expect(await page.locator(tid('term-version')).innerText()).toContain('Versione 2');
    await page.locator('input[name="required"]').uncheck();
    await page.click(tid('term-save'));
    await waitForRoute(page, `/events/${eventId}/terms`);
    await eventually(() => made()[0]?.required === 0 || null, 'made optional');
    expect(made()[0]!.version).toBe(2);
    expect(await page.locator(`${tid('term-list')} tbody tr`, { hasText: TITLE }).innerText()).toContain('Facoltativo');
  });
});
