import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage, signIn } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * A keyboard-wedge scanner types a pass (122 characters) in a burst (issue 29 item 4): the code fields
 * of quick mode, the totem's kiosk and the cloakroom desk must not cost more than 50 ms of the page's
 * main-thread work for the whole code. Measured with Chromium's own counters (CDP
 * `Performance.getMetrics`) around 122 real key events: the assertion is on the script time the keys
 * cause (it was 470–840 ms when each key re-rendered MUI). The main thread's whole task time, style
 * and layout are printed beside the same burst into a bare `<input>` on the same page: that part is the
 * browser's own typing (an input event, a layout and a frame a key), which no page code removes, and on
 * a loaded machine it alone exceeds 50 ms (docs/performance.md).
 */
const CEILING_MS = 50;

let browser: Browser;
let admin: Page;
let eventId: number;
let code: string;
let pairingCode: string;
const figures: Record<string, Record<string, number>> = {};

async function metrics(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value])) as Record<string, number>;
}

/** Main-thread figures (ms) of typing `text` into the focused element, one key event a character, no pause. */
async function typed(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Quiet first: whatever the page was loading or drawing is done.
  await page.waitForTimeout(1000);
  const idle0 = await metrics(cdp);
  const idleStart = Date.now();
  await page.waitForTimeout(300);
  const idle1 = await metrics(cdp);
  const idleMs = Date.now() - idleStart;
  const before = await metrics(cdp);
  const started = Date.now();
  await page.keyboard.type(text);
  // The last key's work is done once the page answers.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const after = await metrics(cdp);
  const elapsed = Date.now() - started;
  await cdp.detach();
  const d = (name: string) => Math.round((after[name] - before[name]) * 10_000) / 10;
  return {
    task: d('TaskDuration'),
    script: d('ScriptDuration'),
    layout: d('LayoutDuration'),
    style: d('RecalcStyleDuration'),
    thread: d('ThreadTime'),
    // The idle window scaled to the burst's duration: the background the burst figures include.
    idleTask: Math.round((((idle1.TaskDuration - idle0.TaskDuration) * 1000 * elapsed) / Math.max(idleMs, 1)) * 10) / 10,
    layouts: after.LayoutCount - before.LayoutCount,
    styles: after.RecalcStyleCount - before.RecalcStyleCount,
  };
}

/**
 * A wedge scanner's burst into the scan input `field` (which must have the focus by itself), then the
 * same burst into a bare `<input>` added to the same page outside the app: the browser's own cost of
 * 122 keys (input events, a layout and a frame each), which no page can take away, measured beside it.
 */
async function burst(page: Page, field: string, text: string) {
  await eventually(
    async () => (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === field || null,
    `${field} has the focus`,
  );
  const scan = await typed(page, text);
  expect(await page.locator(tid(field)).inputValue()).toBe(text);
  await page.evaluate(() => {
    const bare = document.createElement('input');
    bare.id = 'bare-input';
    bare.style.cssText = 'position:fixed;left:0;bottom:0;width:320px';
    document.body.appendChild(bare);
    bare.focus();
  });
  const bare = await typed(page, text);
  expect(await page.locator('#bare-input').inputValue()).toBe(text);
  await page.evaluate(() => document.getElementById('bare-input')?.remove());
  await page.locator(tid(field)).focus();
  return { scan, bare };
}

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  const zoneCode = `SB${Date.now().toString().slice(-6)}`;
  const zone = await apiCall<{ id: number }>(admin, 'POST', `/api/events/${eventId}/zones`, { name_it: 'Varco burst', code: zoneCode });
  expect(zone.status).toBe(201);
  // An attendee the other browser tests do not scan (quickmode.e2e.ts counts its first holders' scans).
  const [{ id }] = query<{ id: number }>(
    'SELECT id FROM attendees WHERE event_id = ? AND pending = ? ORDER BY id LIMIT 1 OFFSET 10',
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
  figures.zone = { id: zone.json.id };
});
afterAll(async () => {
  console.log(`scan burst (${code?.length} key events), main-thread ms:\n${JSON.stringify(figures, null, 1)}`);
  await browser?.close();
});

describe('a 122-character pass typed in a burst', () => {
  it('is a 122-character code', () => {
    expect(code).toHaveLength(122);
  });

  it('quick mode: at most 50 ms of script for the whole code', async () => {
    const gate = await newPage(browser, { width: 1024, height: 768 });
    await signIn(gate, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await gate.evaluate(
      ([key, zoneId]) => localStorage.setItem(key as string, JSON.stringify({ zoneId, serviceId: null, direction: 'IN' })),
      [`eventdesk.gate.${eventId}`, figures.zone.id],
    );
    await goTo(gate, `/events/${eventId}/quickmode/show`);
    await gate.waitForSelector(tid('quickmode'), { timeout: UI_TIMEOUT });
    await gate.waitForSelector(`${tid('gate-code')}:not([disabled])`, { timeout: UI_TIMEOUT });
    await eventually(async () => (await gate.locator(tid('gate-loading')).count()) === 0 || null, 'the sealed list is loaded');
    const m = await burst(gate, 'gate-code', code);
    figures[`quickmode`] = m.scan;
    figures[`quickmode (bare input)`] = m.bare;
    await gate.keyboard.press('Enter');
    await gate.waitForSelector(`${tid('gate-answer')}[data-result]`, { timeout: UI_TIMEOUT });
    expect(await gate.locator(tid('gate-code')).inputValue()).toBe('');
    await screenshot(gate, 'scan-burst-quickmode-1024', SCREENSHOTS);
    expect(m.scan.script).toBeLessThanOrEqual(CEILING_MS);
    await gate.context().close();
  });

  it('the totem’s kiosk: at most 50 ms of script for the whole code', async () => {
    const kiosk = await newPage(browser, { width: 1024, height: 768 });
    await kiosk.goto(`/#/kiosk?code=${pairingCode}`);
    await kiosk.waitForSelector(tid('kiosk'), { timeout: UI_TIMEOUT });
    const m = await burst(kiosk, 'kiosk-input', code);
    figures[`kiosk`] = m.scan;
    figures[`kiosk (bare input)`] = m.bare;
    await kiosk.keyboard.press('Enter');
    await kiosk.waitForSelector(tid('kiosk-answer'), { timeout: UI_TIMEOUT });
    expect(m.scan.script).toBeLessThanOrEqual(CEILING_MS);
    await kiosk.context().close();
  });

  it('the cloakroom desk: at most 50 ms of script for the whole code', async () => {
    const desk = await newPage(browser, { width: 1024, height: 768 });
    await signIn(desk, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await openEvent(desk, eventId, DEMO_EVENT_NAME);
    await goTo(desk, `/events/${eventId}/cloakroom/hanger`);
    await desk.waitForSelector(tid('hanger-desk'), { timeout: UI_TIMEOUT });
    const m = await burst(desk, 'desk-code', code);
    figures[`cloakroom`] = m.scan;
    figures[`cloakroom (bare input)`] = m.bare;
    await desk.keyboard.press('Enter');
    await desk.waitForSelector(`${tid('desk-answer')}[data-result="DONE"]`, { timeout: UI_TIMEOUT });
    expect(m.scan.script).toBeLessThanOrEqual(CEILING_MS);
    await desk.context().close();
  });
});
