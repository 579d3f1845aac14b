import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { expectNoWorkPerKey, SCRIPT_GOAL_MS, wedgeBurst } from '@eventdesk/e2e/support/key-burst';
import { eventually, goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage, signIn } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * A keyboard-wedge scanner types a pass (122 characters) in a burst (issue 29 item 4): the code fields
 * of quick mode, the totem's kiosk and the cloakroom desk must not cost more than 50 ms of the page's
 * main-thread work for the whole code. Measured with Chromium's own counters around 122 real key events,
 * beside the same burst into a bare `<input>` on the same page (e2e/support/key-burst.ts): the script the
 * keys cause is at most 50 ms (it was 470–840 ms when each key re-rendered MUI), and the field adds no
 * work per key to what the browser does for the bare input (layouts, style recalculations, elements
 * restyled and layout objects dirtied a key). The rest of the main thread's time is the browser's own
 * typing, which no page code removes; on this loaded machine it alone exceeds 50 ms (docs/performance.md).
 * The paired gate tablet is measured in gate-devices.e2e.ts.
 */
let browser: Browser;
let admin: Page;
let eventId: number;
let code: string;
let pairingCode: string;
let zoneId: number;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  const zoneCode = `SB${Date.now().toString().slice(-6)}`;
  const zone = await apiCall<{ id: number }>(admin, 'POST', `/api/events/${eventId}/zones`, { name_it: 'Varco burst', code: zoneCode });
  expect(zone.status).toBe(201);
  // An attendee the other browser tests do not scan (quickmode.e2e.ts counts its first holders' scans)
  // and who holds no hanger yet (cloakroom.e2e.ts, when it ran before on this API, gave the last three one).
  const [{ id }] = query<{ id: number }>(
    `SELECT a.id FROM attendees a WHERE a.event_id = ? AND a.pending = ?
       AND NOT EXISTS (SELECT 1 FROM hangers h WHERE h.holder_attendee_id = a.id) ORDER BY a.id LIMIT 1 OFFSET 6`,
    eventId,
    0,
  );
  code = (await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${id}/pass`)).json.code;
  const totem = await apiCall<{ id: number }>(admin, 'POST', `/api/events/${eventId}/totems`, {
    name: `Totem burst ${zoneCode}`,
    zone_id: zone.json.id,
    mode: 'CHECKIN',
    active: true,
  });
  expect(totem.status).toBe(201);
  pairingCode = (await apiCall<{ code: string }>(admin, 'POST', `/api/events/${eventId}/totems/${totem.json.id}/pairing`)).json.code;
  expect((await apiCall(admin, 'POST', `/api/events/${eventId}/hangers/rack`, { rack: 'SB', to: 5 })).status).toBe(201);
  // Where the gate is set: this zone, kept on the device as quick mode keeps it.
  zoneId = zone.json.id;
});
afterAll(async () => {
  console.log(
    `scan burst (${code?.length} key events), main-thread ms (script goal ≤ ${SCRIPT_GOAL_MS} ms) and work a key:\n${JSON.stringify(figures, null, 1)}`,
  );
  await browser?.close();
});

describe('a 122-character pass typed in a burst', () => {
  it('is a 122-character code', () => {
    expect(code).toHaveLength(122);
  });

  it('quick mode: no work a key beyond a bare input’s (its script’s ms in the figures)', async () => {
    const gate = await newPage(browser, { width: 1024, height: 768 });
    await signIn(gate, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await gate.evaluate(
      ([key, zoneId]) => localStorage.setItem(key as string, JSON.stringify({ zoneId, serviceId: null, direction: 'IN' })),
      [`eventdesk.gate.${eventId}`, zoneId],
    );
    await goTo(gate, `/events/${eventId}/quickmode/show`);
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await gate.waitForSelector(`${tid('gate-code')}:not([disabled])`, { timeout: UI_TIMEOUT });
    await eventually(async () => (await gate.locator(tid('gate-loading')).count()) === 0 || null, 'the sealed list is loaded');
    const m = await wedgeBurst(gate, 'gate-code', code);
    figures['quickmode'] = m;
    await gate.keyboard.press('Enter');
    await gate.waitForSelector(`${tid('gate-answer')}[data-result]`, { timeout: UI_TIMEOUT });
    expect(await gate.locator(tid('gate-code')).inputValue()).toBe('');
    await screenshot(gate, 'scan-burst-quickmode-1024', SCREENSHOTS);
    expectNoWorkPerKey(m);
    await gate.context().close();
  });

  it('the totem’s kiosk: no work a key beyond a bare input’s (its script’s ms in the figures)', async () => {
    const kiosk = await newPage(browser, { width: 1024, height: 768 });
    await kiosk.goto(`/#/kiosk?code=${pairingCode}`);
    await kiosk.waitForSelector(tid('kiosk'), { timeout: UI_TIMEOUT });
    const m = await wedgeBurst(kiosk, 'kiosk-input', code);
    figures['kiosk'] = m;
    await kiosk.keyboard.press('Enter');
    await kiosk.waitForSelector(tid('kiosk-answer'), { timeout: UI_TIMEOUT });
    expectNoWorkPerKey(m);
    await kiosk.context().close();
  });

  it('the cloakroom desk: no work a key beyond a bare input’s (its script’s ms in the figures)', async () => {
    const desk = await newPage(browser, { width: 1024, height: 768 });
    await signIn(desk, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await openEvent(desk, eventId, DEMO_EVENT_NAME);
    await goTo(desk, `/events/${eventId}/cloakroom/hanger`);
    await desk.waitForSelector(tid('hanger-desk'), { timeout: UI_TIMEOUT });
    const m = await wedgeBurst(desk, 'desk-code', code);
    figures['cloakroom'] = m;
    await desk.keyboard.press('Enter');
    // Any answer first, then its result: a refusal fails here with what the desk said, not with a timeout.
    await desk.waitForSelector(`${tid('desk-answer')}[data-result]`, { timeout: UI_TIMEOUT });
    expect(await desk.locator(tid('desk-answer')).first().getAttribute('data-result')).toBe('DONE');
    expectNoWorkPerKey(m);
    await desk.context().close();
  });
});
