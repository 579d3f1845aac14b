import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { zoneWithPass } from '@eventdesk/e2e/support/gate-world';
import { apiCall, openEvent, signedInPage, signIn } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * A self check-in totem (issue 14, "Done when"): ADMIN defines it, opens its kiosk (full screen, no
 * staff navigation, still there after a reload); an attendee types their pass code and is welcomed,
 * the badge print recorded; the maintenance page shows the kiosk alive with its last scan.
 */
let browser: Browser;
let admin: Page;
let eventId: number;
let code: string;
let attendee: number;
let zoneId: number;
const totemName = `Totem ingresso ${Date.now().toString().slice(-5)}`;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  ({ attendee, code, zoneId } = await zoneWithPass(admin, eventId, {
    name_it: 'Hall totem',
    code: `HT${Date.now().toString().slice(-6)}`,
  }));
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]/.test(e))).toEqual([]));

describe('totems', () => {
  it('ADMIN defines a totem, opens its kiosk; an attendee types the code and is welcomed, the badge print recorded', async () => {
    await goTo(admin, `/events/${eventId}/totems`);
    await admin.click(tid('totem-create'));
    await admin.waitForSelector(tid('totem-dialog'), { timeout: UI_TIMEOUT });
    await admin.fill(`${tid('totem-dialog')} input[name="name"]`, totemName);
    await admin
      .locator(`${tid('totem-dialog')} [role="combobox"]`)
      .first()
      .click();
    await admin.getByRole('option', { name: /^HT/ }).click();
    await admin.click(`${tid('totem-dialog')} button[type="submit"]`);
    const row = admin.locator(`${tid('totem-list')} tbody tr`, { hasText: totemName });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await screenshot(admin, 'totems-list', SCREENSHOTS);
    await row.locator(tid('totem-open')).click();
    await waitForRoute(admin, `/events/${eventId}/totems/show`);
    await admin.waitForSelector(tid('kiosk'), { timeout: UI_TIMEOUT });
    expect(await admin.locator(tid('menu-dashboard')).count()).toBe(0);
    // A reload keeps the kiosk (its totem is kept on the device).
    await admin.reload();
    await admin.waitForSelector(tid('kiosk'), { timeout: UI_TIMEOUT });
    await screenshot(admin, 'totems-kiosk', SCREENSHOTS);
    await eventually(
      async () => (await admin.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'kiosk-input' || null,
      'the kiosk input has the focus',
    );
    await admin.keyboard.type(code);
    await admin.keyboard.press('Enter');
    await admin.waitForSelector(`${tid('kiosk-answer')}[data-result="WELCOME"]`, { timeout: UI_TIMEOUT });
    // No badge prints yet: the kiosk says where to collect it (issue 29 item 9), and greets by first then last name, with no gendered word.
    const [person] = query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM attendees WHERE id = ?', attendee);
    const welcome = await admin.locator(tid('kiosk-answer')).innerText();
    expect(welcome).toContain(`Ti diamo il benvenuto, ${person.first_name} ${person.last_name}!`);
    expect(await admin.locator(tid('kiosk-badge')).innerText()).toBe('Ritira il tuo badge al banco accrediti');
    expect(welcome).not.toMatch(/in stampa|Benvenut[oa]/);
    await screenshot(admin, 'totems-welcome', SCREENSHOTS);
    const [totem] = query<{ id: number }>('SELECT id FROM totems WHERE event_id = ? AND name = ?', eventId, totemName);
    // At the totem's zone (entering it also logs, with the same device, an exit from a sibling zone the attendee
    // was in: the demo attendee may have been let into another test's zone before).
    expect(
      query<{ direction: string; result: string }>(
        'SELECT direction, result FROM scans WHERE device_id = ? AND zone_id = ? ORDER BY id',
        `totem-${totem.id}`,
        zoneId,
      ),
    ).toEqual([
      { direction: 'IN', result: 'ADMITTED' },
      { direction: 'PRINT', result: 'ADMITTED' },
    ]);
    expect(query('SELECT id FROM pass_prints WHERE event_id = ? AND holder_id = ?', eventId, attendee)).toHaveLength(1);
  });

  it('the maintenance page shows the kiosk alive with its last scan, and resets it', async () => {
    await goTo(admin, `/events/${eventId}`);
    await openEvent(admin, eventId, DEMO_EVENT_NAME);
    await goTo(admin, `/events/${eventId}/totems/maintenance`);
    await admin.waitForSelector(tid('totem-maintenance-page'), { timeout: UI_TIMEOUT });
    const [totem] = query<{ id: number }>('SELECT id FROM totems WHERE event_id = ? AND name = ?', eventId, totemName);
    const card = admin.locator(tid(`totem-card-${totem.id}`));
    await card.waitFor({ timeout: UI_TIMEOUT });
    expect(await card.locator(tid('totem-status')).innerText()).toBe('In linea');
    await screenshot(admin, 'totems-maintenance', SCREENSHOTS);
    await card.locator(tid('totem-reset')).click();
    await eventually(
      () => query<{ reset_at: string | null }>('SELECT reset_at FROM totems WHERE id = ?', totem.id)[0].reset_at,
      'the reset is stored',
    );
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('the totems list fits at 1024 and 1280: its row actions are not cut', async () => {
    for (const width of [1024, 1280]) {
      await admin.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
      await goTo(admin, `/events/${eventId}/totems`);
      const row = admin.locator(`${tid('totem-list')} tbody tr`, { hasText: totemName });
      await row.waitFor({ timeout: UI_TIMEOUT });
      expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // Nothing scrolls inside the table either, and every action of the row is on screen.
      const table = await admin.evaluate(() => {
        const t = document.querySelector('[data-testid="totem-list"] table');
        let box = t?.parentElement ?? null;
        while (box && box.scrollWidth <= box.clientWidth && box !== document.body) box = box.parentElement;
        return box && box !== document.body ? box.scrollWidth - box.clientWidth : 0;
      });
      expect(table).toBeLessThanOrEqual(0);
      for (const button of await row.locator('button, a').all()) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width <= width).toBe(true);
      }
      await screenshot(admin, `totems-list-${width}`, SCREENSHOTS);
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('SECRETARY (a login, not ADMIN: SPEC §2): the kiosk page asks for a pairing code, the maintenance page says whose it is, then shows the paired kiosk', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    await goTo(page, `/events/${eventId}/totems/maintenance`);
    await page.waitForSelector(tid('totem-maintenance-admin-only'), { timeout: UI_TIMEOUT });
    expect(await page.locator(tid('totem-reset')).count()).toBe(0);
    await screenshot(page, 'totems-maintenance-secretary', SCREENSHOTS);
    // Not paired: the kiosk page is where a code pairs it (it needs no ADMIN, and lists no totems it may not read).
    await goTo(page, `/events/${eventId}/totems/show`);
    await waitForRoute(page, '/kiosk');
    await page.waitForSelector(tid('kiosk-pair'), { timeout: UI_TIMEOUT });
    await screenshot(page, 'totems-kiosk-code-1024', SCREENSHOTS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const [totem] = query<{ id: number }>('SELECT id FROM totems WHERE event_id = ? AND name = ?', eventId, totemName);
    const pairing = await apiCall<{ code: string }>(admin, 'POST', `/api/events/${eventId}/totems/${totem.id}/pairing`);
    expect(pairing.status).toBe(201);
    await page.fill(tid('kiosk-pair-code'), pairing.json.code);
    await page.click(tid('kiosk-pair-submit'));
    await waitForRoute(page, `/events/${eventId}/totems/show`);
    await page.waitForSelector(tid('kiosk'), { timeout: UI_TIMEOUT });
    await screenshot(page, 'totems-kiosk-1024', SCREENSHOTS);
    // On the paired device, the maintenance page shows that kiosk (read with its own credential), with no reset.
    await goTo(page, `/events/${eventId}/totems/maintenance`);
    const card = page.locator(tid(`totem-card-${totem.id}`));
    await card.waitFor({ timeout: UI_TIMEOUT });
    expect(await card.locator(tid('totem-status')).innerText()).toBe('In linea');
    expect(await page.locator(tid('totem-reset')).count()).toBe(0);
    await page.context().close();
  });
});
