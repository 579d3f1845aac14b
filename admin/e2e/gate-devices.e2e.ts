import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { expectNoWorkPerKey, wedgeBurst } from '@eventdesk/e2e/support/key-burst';
import { goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { zoneWithPass } from '@eventdesk/e2e/support/gate-world';
import { openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * A gate tablet (issue 29 item 8, "Done when": a volunteer pairing a tablet and scanning): the ADMIN adds
 * a gate device in the totems list and shows its pairing QR; a tablet with no staff session (a fresh
 * browser context: no account, no authenticator) opens the QR's address and scans in quick mode at the
 * device's zone, logged under the device's name. Its scan is a wedge scanner's burst of the whole pass,
 * measured as the staff's quick mode is (scan-burst.e2e.ts).
 */
let browser: Browser;
let admin: Page;
let eventId: number;
let code: string;
let zoneCode: string;
const gateName = `Varco nord ${Date.now().toString().slice(-5)}`;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  zoneCode = `GD${Date.now().toString().slice(-6)}`;
  ({ code } = await zoneWithPass(admin, eventId, { name_it: 'Varco nord', code: zoneCode }));
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]/.test(e))).toEqual([]));

describe('gate devices', () => {
  it('ADMIN adds a gate device and shows its QR; a tablet with no staff session pairs with it and scans in quick mode', async () => {
    await goTo(admin, `/events/${eventId}/totems`);
    await admin.click(tid('totem-create'));
    await admin.waitForSelector(tid('totem-dialog'), { timeout: UI_TIMEOUT });
    await admin.fill(`${tid('totem-dialog')} input[name="name"]`, gateName);
    const selects = admin.locator(`${tid('totem-dialog')} [role="combobox"]`);
    await selects.first().click();
    await admin.getByRole('option', { name: zoneCode }).click();
    await selects.nth(1).click();
    await admin.getByRole('option', { name: 'Varco (modalità rapida)' }).click();
    await admin.click(`${tid('totem-dialog')} button[type="submit"]`);
    const row = admin.locator(`${tid('totem-list')} tbody tr`, { hasText: gateName });
    await row.waitFor({ timeout: UI_TIMEOUT });
    // A gate device has no kiosk to open here: it is paired from the tablet.
    expect(await row.locator(tid('totem-open')).count()).toBe(0);
    await row.locator(tid('totem-pair')).click();
    const dialog = admin.locator(tid('totem-pair-dialog'));
    await dialog.locator(tid('totem-pair-qr')).waitFor({ timeout: UI_TIMEOUT });
    expect(await dialog.innerText()).toContain('modalità rapida');
    const url = await dialog.locator('p', { hasText: '/#/gate?code=' }).innerText();
    expect(url).toMatch(/\/#\/gate\?code=[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    for (const width of [1280, 1024]) {
      await admin.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
      expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(admin, `gate-device-pairing-${width}`, SCREENSHOTS);
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button').last().click();

    // The tablet: a fresh context, no cookies, no staff account. The QR's address pairs it and opens quick mode.
    const tablet = await newPage(browser, { width: 1024, height: 768 });
    const tabletErrors: string[] = [];
    tablet.on('console', (m) => m.type() === 'error' && tabletErrors.push(m.text()));
    tablet.on('response', (r) => r.status() >= 400 && tabletErrors.push(`${r.status()} ${r.url()}`));
    await tablet.goto(`/${new URL(url).hash}`);
    await waitForRoute(tablet, '/gate/scan');
    await tablet.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    expect(await tablet.locator(tid('gate-device')).innerText()).toBe(gateName);
    // Its zone is set and fixed; no search, no way into the staff app.
    await tablet.waitForSelector(`${tid('gate-code')}:not([disabled])`, { timeout: UI_TIMEOUT });
    expect(await tablet.locator(tid('gate-search')).isVisible()).toBe(false);
    expect(await tablet.locator(tid('menu-dashboard')).count()).toBe(0);
    // The volunteer's wedge scanner types the pass in a burst (issue 29 item 4), measured as at the staff's quick mode.
    const burst = await wedgeBurst(tablet, 'gate-code', code);
    console.log(`gate tablet, scan burst (${code.length} key events), main-thread ms and work a key:\n${JSON.stringify(burst, null, 1)}`);
    expectNoWorkPerKey(burst);
    await tablet.keyboard.press('Enter');
    await tablet.waitForSelector(`${tid('gate-answer')}[data-result]`, { timeout: UI_TIMEOUT });
    const result = await tablet.locator(tid('gate-answer')).getAttribute('data-result');
    // Admitted, or (the demo attendee may be inside from another test) the amber "already inside": the API answered.
    expect(['ADMITTED', 'DENIED']).toContain(result);
    const [logged] = query<{ device_id: string; user_id: number | null }>(
      'SELECT device_id, user_id FROM scans WHERE event_id = ? ORDER BY id DESC LIMIT 1',
      eventId,
    );
    const [{ id: deviceId }] = query<{ id: number }>('SELECT id FROM totems WHERE event_id = ? AND name = ?', eventId, gateName);
    expect(logged).toEqual({ device_id: `totem-${deviceId}`, user_id: null });
    for (const width of [1024, 1280]) {
      await tablet.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
      expect(await tablet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(tablet, `gate-device-quickmode-${width}`, SCREENSHOTS);
    }
    // Nobody is signed in on the tablet (its only session is the anonymous one that holds the anti-forgery token of the pairing).
    expect((await tablet.context().request.get('/api/user')).status()).toBe(401);

    // The scan log names the device as who scanned.
    await goTo(admin, `/events/${eventId}/accesscontrols`);
    await waitForRoute(admin, `/events/${eventId}/accesscontrols`);
    const cell = admin.locator('table td', { hasText: `totem-${deviceId}` }).first();
    await cell.waitFor({ timeout: UI_TIMEOUT });
    expect(await cell.innerText()).toContain(gateName);
    await screenshot(admin, 'gate-device-scan-log-1280', SCREENSHOTS);

    // The app shell asks who is signed in (nobody: 401 on /api/user, logged by the browser too); every other call answered.
    expect(tabletErrors.filter((e) => !/^401 .*\/api\/user$/.test(e) && !/status of 401/.test(e))).toEqual([]);
    expect(tabletErrors.filter((e) => /^\d{3} /.test(e)).every((e) => /^401 .*\/api\/user$/.test(e))).toBe(true);

    // Unpaired from the list: the tablet asks for a new code at its next call (its refused call is the one error it logs).
    await goTo(admin, `/events/${eventId}/totems`);
    await admin
      .locator(`${tid('totem-list')} tbody tr`, { hasText: gateName })
      .locator(tid('totem-unpair'))
      .click();
    await admin.getByRole('button', { name: /conferma|confirm/i }).click();
    await tablet.reload();
    await waitForRoute(tablet, '/gate');
    await tablet.waitForSelector(tid('kiosk-pair'), { timeout: UI_TIMEOUT });
    await tablet.context().close();
  });
});
