import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * The gate as a volunteer works it (issue 14, "Done when"): SECRETARY opens quick mode, scans by
 * typing a code and Enter, sees green, scans again and sees "already inside"; the browser goes
 * offline, the gate decides from its sealed list and queues, comes back, and the server's log shows
 * the scans once. Then the same screen on a 375 px phone.
 */
let browser: Browser;
let admin: Page;
let gate: Page;
let eventId: number;
let zoneName: string;
let zoneId: number;
const codes: string[] = [];
const holders: number[] = [];
const errors: string[] = [];

const api = (page: Page, method: string, path: string, body?: unknown) => apiCall<Record<string, unknown>>(page, method, path, body);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** When the gate's stored list was made by the server (null before its first download). */
const listedAt = () =>
  gate.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('eventdesk-gate');
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get(id);
          get.onsuccess = () => resolve((get.result as { generated_at?: string } | undefined)?.generated_at ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    eventId,
  );

async function scanCode(page: Page, code: string): Promise<{ result: string | null; reason: string | null }> {
  const before = await page.locator(`${tid('gate-recent')} li`).count();
  await page.fill(tid('gate-code'), code);
  await page.press(tid('gate-code'), 'Enter');
  await eventually(async () => (await page.locator(`${tid('gate-recent')} li`).count()) > before || null, 'the scan is answered');
  const answer = page.locator(tid('gate-answer'));
  const reason = page.locator(tid('gate-reason'));
  return { result: await answer.getAttribute('data-result'), reason: (await reason.count()) ? await reason.innerText() : null };
}

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  const code = `QM${Date.now().toString().slice(-6)}`;
  zoneName = `Varco rapido ${code}`;
  const zone = await api(admin, 'POST', `/api/events/${eventId}/zones`, { name_it: zoneName, code });
  expect(zone.status).toBe(201);
  zoneId = zone.json.id as number;
  const rows = query<{ id: number }>(
    "SELECT id FROM attendees WHERE event_id = ? AND pending = ? AND (documentation_status IS NULL OR documentation_status = 'COMPLETE') ORDER BY id LIMIT 4",
    eventId,
    0,
  );
  expect(rows).toHaveLength(4);
  for (const { id } of rows) {
    expect((await api(admin, 'POST', `/api/events/${eventId}/access-rights`, { attendee_id: id, zone_id: zone.json.id })).status).toBe(201);
    const pass = await api(admin, 'GET', `/api/events/${eventId}/attendees/${id}/pass`);
    codes.push(pass.json.code as string);
    holders.push(id);
  }
  // A tablet at the gate.
  gate = await signedInPage(browser, DEMO_USERS.SECRETARY, DEMO_PASSWORD, { width: 1024, height: 768 });
  gate.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]));

describe('quick mode at the gate', () => {
  it('SECRETARY opens quick mode from the scan log, scans a code + Enter: green, then "already inside"', async () => {
    await openEvent(gate, eventId, DEMO_EVENT_NAME);
    await goTo(gate, `/events/${eventId}/accesscontrols`);
    await gate.click(tid('open-quickmode'));
    await waitForRoute(gate, `/events/${eventId}/quickmode/show`);
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    // Full screen: no staff menu.
    expect(await gate.locator(tid('menu-dashboard')).count()).toBe(0);
    await gate.getByRole('combobox', { name: 'Zona o punto servizio' }).click();
    await gate.getByRole('option', { name: new RegExp(zoneName) }).click();
    // The focus goes back to the code (a wedge scanner types into whatever has it).
    await eventually(
      async () => (await gate.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'gate-code' || null,
      'the code input has the focus',
    );
    expect(await scanCode(gate, codes[0])).toEqual({ result: 'ADMITTED', reason: null });
    expect(await gate.locator(tid('gate-holder')).innerText()).not.toBe('');
    await screenshot(gate, 'quickmode-admitted', SCREENSHOTS);
    expect(await scanCode(gate, codes[0])).toEqual({ result: 'DENIED', reason: 'Già dentro' });
    // Amber, not the red of a forged code; SECRETARY may not admit anyway (the event ADMIN's `override`).
    expect(await gate.locator(tid('gate-answer')).getAttribute('data-kind')).toBe('amber');
    expect(await gate.locator(tid('gate-override')).count()).toBe(0);
    expect(await scanCode(gate, 'NON-UN-PASS')).toEqual({ result: 'DENIED', reason: 'Codice non valido' });
    await screenshot(gate, 'quickmode-denied', SCREENSHOTS);
    expect(await noSidewaysScroll(gate)).toBeLessThanOrEqual(0);
    const logged = query<{ result: string; reason: string | null }>(
      "SELECT result, reason FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ? ORDER BY id",
      eventId,
      holders[0],
    );
    expect(logged).toEqual([
      { result: 'ADMITTED', reason: null },
      { result: 'DENIED', reason: 'already_inside' },
    ]);
  });

  it('goes offline, decides from its sealed list and queues; back online, the log holds each scan once', async () => {
    // The list is on the device once its download is done.
    await eventually(async () => (await gate.locator(tid('gate-loading')).count()) === 0 || null, 'the offline list is downloaded');
    await gate.context().setOffline(true);
    await eventually(
      async () => (await gate.locator(tid('gate-online')).innerText()).includes('Non in linea') || null,
      'the gate shows offline',
    );
    expect(await scanCode(gate, codes[1])).toEqual({ result: 'ADMITTED', reason: null });
    expect(await gate.locator(tid('gate-answer')).innerText()).toContain('Deciso offline');
    expect(await scanCode(gate, codes[1])).toEqual({ result: 'DENIED', reason: 'Già dentro' });
    expect(await gate.locator(tid('gate-queue')).getAttribute('data-count')).toBe('2');
    await screenshot(gate, 'quickmode-offline', SCREENSHOTS);
    expect(query("SELECT id FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ?", eventId, holders[1])).toEqual(
      [],
    );
    await gate.context().setOffline(false);
    await eventually(async () => (await gate.locator(tid('gate-queue')).getAttribute('data-count')) === '0' || null, 'the queue is sent');
    expect(await gate.locator(tid('gate-online')).innerText()).toContain('In linea');
    const synced = query<{ result: string; reason: string | null; offline: number | boolean }>(
      "SELECT result, reason, offline FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ? ORDER BY scanned_at, id",
      eventId,
      holders[1],
    );
    expect(synced.map((s) => [s.result, s.reason, Number(s.offline)])).toEqual([
      ['ADMITTED', null, 1],
      ['DENIED', 'already_inside', 1],
    ]);
    // Online again: the next scan goes to the API.
    expect(await scanCode(gate, codes[1])).toEqual({ result: 'DENIED', reason: 'Già dentro' });
    expect(
      query("SELECT id FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ?", eventId, holders[1]),
    ).toHaveLength(3);
  });

  it('hears of a right taken away at its next refresh: offline, the holder is refused', async () => {
    const [right] = (
      await api(
        admin,
        'GET',
        // This zone's right: the demo attendee may hold others (another suite's zones).
        `/api/events/${eventId}/access-rights?filter=${encodeURIComponent(JSON.stringify({ attendee_id: holders[2], zone_id: zoneId }))}`,
      )
    ).json as unknown as { id: number }[];
    expect(right).toBeDefined();
    expect((await api(admin, 'DELETE', `/api/events/${eventId}/access-rights/${right.id}`)).status).toBe(200);
    // After the change is written: a refresh the page had under way may have made its list in between.
    const taken = Date.now();
    // The page refreshes its list when it opens (and every 15 s): a list made after the change.
    await gate.reload();
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await eventually(async () => Date.parse((await listedAt()) ?? '') > taken || null, 'the gate refreshes its list');
    await gate.context().setOffline(true);
    try {
      await eventually(
        async () => (await gate.locator(tid('gate-online')).innerText()).includes('Non in linea') || null,
        'the gate shows offline',
      );
      expect(await scanCode(gate, codes[2])).toEqual({ result: 'DENIED', reason: 'Nessun accesso a questa zona' });
    } finally {
      // Online again whatever happened: the next tests use the same page.
      await gate.context().setOffline(false);
    }
    await eventually(async () => (await gate.locator(tid('gate-queue')).getAttribute('data-count')) === '0' || null, 'the queue is sent');
    expect(
      query<{ result: string; reason: string | null }>(
        "SELECT result, reason FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ?",
        eventId,
        holders[2],
      ),
    ).toEqual([{ result: 'DENIED', reason: 'no_right' }]);
  });

  it('knows who entered through another gate: offline, a second entry there is refused (issue 29 item 7)', async () => {
    // Another gate (here the API, as a second tablet would) lets the fourth holder in, online.
    const entry = await api(admin, 'POST', `/api/events/${eventId}/scans`, {
      code: codes[3],
      zone_id: zoneId,
      direction: 'IN',
      device_id: 'other-tablet',
      nonce: `other-${Date.now()}`,
    });
    expect([entry.status, entry.json.result]).toEqual([201, 'ADMITTED']);
    const entered = Date.now();
    // This gate refreshes (on opening and every 15 s): its list and who is inside now.
    await gate.reload();
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await eventually(async () => Date.parse((await listedAt()) ?? '') > entered || null, 'the gate refreshes its list');
    await gate.context().setOffline(true);
    try {
      await eventually(
        async () => (await gate.locator(tid('gate-online')).innerText()).includes('Non in linea') || null,
        'the gate shows offline',
      );
      // Before, this device knew only whom it let in itself: the holder was admitted a second time.
      expect(await scanCode(gate, codes[3])).toEqual({ result: 'DENIED', reason: 'Già dentro' });
      expect(await gate.locator(tid('gate-answer')).getAttribute('data-kind')).toBe('amber');
    } finally {
      await gate.context().setOffline(false);
    }
    await eventually(async () => (await gate.locator(tid('gate-queue')).getAttribute('data-count')) === '0' || null, 'the queue is sent');
    expect(
      query<{ result: string; reason: string | null; offline: number | boolean }>(
        "SELECT result, reason, offline FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ? ORDER BY id",
        eventId,
        holders[3],
      ).map((r) => [r.result, r.reason, Number(r.offline)]),
    ).toEqual([
      ['ADMITTED', null, 0],
      ['DENIED', 'already_inside', 1],
    ]);
  });

  it('fits a 375 px phone: one column, nothing sideways, the answer first', async () => {
    await gate.setViewportSize({ width: 375, height: 740 });
    await gate.reload();
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    // The zone and direction were kept on the device.
    expect(await gate.getByRole('combobox', { name: 'Zona o punto servizio' }).innerText()).toContain(zoneName);
    await gate.click(tid('gate-direction-OUT'));
    expect(await scanCode(gate, codes[0])).toEqual({ result: 'ADMITTED', reason: null });
    expect(await noSidewaysScroll(gate)).toBeLessThanOrEqual(0);
    await screenshot(gate, 'quickmode-phone', SCREENSHOTS);
  });
  it('works a service point too: a unit per scan up to the limit', async () => {
    const name = `Caffè ${Date.now().toString().slice(-5)}`;
    expect((await api(admin, 'POST', `/api/events/${eventId}/services`, { name_it: name, limit_per_attendee: 1 })).status).toBe(201);
    await gate.reload();
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await gate.getByRole('combobox', { name: 'Zona o punto servizio' }).click();
    await gate.getByRole('option', { name }).click();
    expect(await gate.locator(tid('gate-direction-IN')).count()).toBe(0);
    expect(await scanCode(gate, codes[1])).toEqual({ result: 'ADMITTED', reason: null });
    expect(await gate.locator(tid('gate-units')).innerText()).toBe('1 di 1 usati');
    expect(await scanCode(gate, codes[1])).toEqual({ result: 'DENIED', reason: 'Limite raggiunto' });
    expect(await noSidewaysScroll(gate)).toBeLessThanOrEqual(0);
    await screenshot(gate, 'quickmode-service', SCREENSHOTS);
  });

  it('ADMIN sees an amber "already inside" with the first entry, and admits anyway with a reason (issue 29 item 6)', async () => {
    await admin.setViewportSize({ width: 1280, height: 800 });
    await goTo(admin, `/events/${eventId}/quickmode/show`);
    await admin.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await admin.getByRole('combobox', { name: 'Zona o punto servizio' }).click();
    await admin.getByRole('option', { name: new RegExp(zoneName) }).click();
    // codes[0] went out on the phone: in, then again.
    expect(await scanCode(admin, codes[0])).toEqual({ result: 'ADMITTED', reason: null });
    expect(await scanCode(admin, codes[0])).toEqual({ result: 'DENIED', reason: 'Già dentro' });
    const answer = admin.locator(tid('gate-answer'));
    expect(await answer.getAttribute('data-kind')).toBe('amber');
    const device = await admin.evaluate(() => localStorage.getItem('eventdesk.gate.device'));
    const first = await admin.locator(tid('gate-first-entry')).innerText();
    expect(first).toMatch(/^Entrato il .*\d{1,2}[:.]\d{2}/);
    expect(first).toContain(`dal varco ${device}`);
    await screenshot(admin, 'quickmode-amber-override', SCREENSHOTS);
    // No reason, no override.
    await admin.click(tid('gate-override'));
    expect(await admin.locator(tid('gate-override-confirm')).isDisabled()).toBe(true);
    await admin.fill(tid('gate-override-note'), 'Rientro autorizzato dal responsabile');
    await admin.click(tid('gate-override-confirm'));
    await eventually(async () => (await answer.getAttribute('data-result')) === 'ADMITTED' || null, 'the override is answered');
    expect(await admin.locator(tid('gate-overridden')).innerText()).toBe(
      'Ammesso comunque (era: Già dentro) · Rientro autorizzato dal responsabile',
    );
    expect(await admin.locator(tid('gate-override')).count()).toBe(0);
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'quickmode-overridden', SCREENSHOTS);
    const [last] = query<{ result: string; overridden: string | null; override_note: string | null }>(
      "SELECT result, overridden, override_note FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ? ORDER BY id DESC LIMIT 1",
      eventId,
      holders[0],
    );
    expect(last).toEqual({ result: 'ADMITTED', overridden: 'already_inside', override_note: 'Rientro autorizzato dal responsabile' });
  });
  it('takes the attendee code typed by hand online as the pass, asks for the QR offline, and shows the code under the QR (issue 29 item 5)', async () => {
    const [row] = query<{ id: number; attendee_code: string; last_name: string }>(
      `SELECT id, attendee_code, last_name FROM attendees WHERE event_id = ? AND pending = ? AND id NOT IN (${holders.join(',')})
        AND (documentation_status IS NULL OR documentation_status = 'COMPLETE') ORDER BY id LIMIT 1`,
      eventId,
      0,
    );
    expect((await api(admin, 'POST', `/api/events/${eventId}/access-rights`, { attendee_id: row!.id, zone_id: zoneId })).status).toBe(201);
    // Quick mode is open on the zone (the test above); the volunteer types the 8 characters, in lower case.
    expect(await scanCode(admin, row!.attendee_code.toLowerCase())).toEqual({ result: 'ADMITTED', reason: null });
    expect(await admin.locator(tid('gate-holder')).innerText()).toContain(row!.last_name);
    expect(await scanCode(admin, row!.attendee_code)).toEqual({ result: 'DENIED', reason: 'Già dentro' });
    expect(await scanCode(admin, 'ZZZZ9999')).toEqual({ result: 'DENIED', reason: 'Codice non valido' });
    expect(
      query<{ result: string; reason: string | null }>(
        "SELECT result, reason FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ? ORDER BY id",
        eventId,
        row!.id,
      ),
    ).toEqual([
      { result: 'ADMITTED', reason: null },
      { result: 'DENIED', reason: 'already_inside' },
    ]);
    // Offline the device cannot tell whose a typed code is: it says so, and queues nothing.
    const queuedBefore = await admin.locator(tid('gate-queue')).getAttribute('data-count');
    await admin.context().setOffline(true);
    try {
      await eventually(
        async () => (await admin.locator(tid('gate-online')).innerText()).includes('Non in linea') || null,
        'the gate shows offline',
      );
      expect(await scanCode(admin, row!.attendee_code)).toEqual({
        result: 'DENIED',
        reason: 'Senza rete il codice digitato non si può controllare: scansiona il QR',
      });
      expect(await admin.locator(tid('gate-queue')).getAttribute('data-count')).toBe(queuedBefore);
      await screenshot(admin, 'quickmode-typed-offline', SCREENSHOTS);
    } finally {
      await admin.context().setOffline(false);
    }
    // The staff's pass box prints the code under the QR.
    await goTo(admin, `/events/${eventId}/attendees/${row!.id}/edit`);
    await admin.click(tid('tab-access-control'));
    await admin.locator(tid('pass-short-code'), { hasText: row!.attendee_code }).waitFor({ timeout: UI_TIMEOUT });
    await screenshot(admin, 'pass-box-short-code', SCREENSHOTS);
  });
});
