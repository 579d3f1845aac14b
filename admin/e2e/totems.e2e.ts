import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

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
const totemName = `Totem ingresso ${Date.now().toString().slice(-5)}`;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  const zone = await apiCall<{ id: number }>(admin, 'POST', `/api/events/${eventId}/zones`, {
    name_it: 'Hall totem',
    code: `HT${Date.now().toString().slice(-6)}`,
  });
  expect(zone.status).toBe(201);
  [{ id: attendee }] = query<{ id: number }>(
    'SELECT id FROM attendees WHERE event_id = ? AND pending = ? ORDER BY id DESC LIMIT 1',
    eventId,
    0,
  );
  expect(
    (await apiCall(admin, 'POST', `/api/events/${eventId}/access-rights`, { attendee_id: attendee, zone_id: zone.json.id })).status,
  ).toBe(201);
  code = (await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${attendee}/pass`)).json.code;
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
    expect(await admin.locator(tid('kiosk-answer')).innerText()).toContain('Il tuo badge è in stampa');
    await screenshot(admin, 'totems-welcome', SCREENSHOTS);
    const [totem] = query<{ id: number }>('SELECT id FROM totems WHERE event_id = ? AND name = ?', eventId, totemName);
    expect(
      query<{ direction: string; result: string }>(
        'SELECT direction, result FROM scans WHERE device_id = ? ORDER BY id',
        `totem-${totem.id}`,
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
});
