import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage, signIn } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/** Services and the cloakroom as staff use them (issue 14): ADMIN defines a service; the desk gives and takes back a hanger by scanning the pass. */
let browser: Browser;
let admin: Page;
let eventId: number;
const errors: string[] = [];
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]/.test(e))).toEqual([]));

describe('services and cloakroom', () => {
  it('ADMIN defines a service with its units per attendee', async () => {
    await goTo(admin, `/events/${eventId}/services`);
    await admin.click(tid('service-create'));
    await admin.waitForSelector(tid('service-dialog'), { timeout: UI_TIMEOUT });
    await admin.fill(`${tid('service-dialog')} input[name="name_it"]`, 'Pranzo del venerdì');
    await admin.fill(`${tid('service-dialog')} input[name="limit_per_attendee"]`, '2');
    await admin.click(`${tid('service-dialog')} button[type="submit"]`);
    await admin.locator(`${tid('service-list')} tbody tr`, { hasText: 'Pranzo del venerdì' }).waitFor({ timeout: UI_TIMEOUT });
    expect(query('SELECT limit_per_attendee FROM services WHERE event_id = ? AND name_it = ?', eventId, 'Pranzo del venerdì')).toEqual([
      { limit_per_attendee: 2 },
    ]);
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'services-list', SCREENSHOTS);
  });

  it('a unit scanned at the service point shows on the attendee’s record, and staff give it back', async () => {
    const [service] = query<{ id: number }>('SELECT id FROM services WHERE event_id = ? AND name_it = ?', eventId, 'Pranzo del venerdì');
    const [{ id }] = query<{ id: number }>(
      'SELECT id FROM attendees WHERE event_id = ? AND pending = ? ORDER BY id DESC LIMIT 1',
      eventId,
      0,
    );
    const code = (await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${id}/pass`)).json.code;
    const used = await apiCall<{ result: string }>(admin, 'POST', `/api/events/${eventId}/services/${service.id}/consume`, {
      code,
      device_id: 'e2e',
      nonce: `e2e-${Date.now()}`,
    });
    expect(used.json.result).toBe('CONSUMED');
    await goTo(admin, `/events/${eventId}/attendees/${id}/edit`);
    await admin.click(tid('tab-access-control'));
    const panel = admin.locator(tid('used-services'));
    await panel.waitFor({ timeout: UI_TIMEOUT });
    expect(await panel.innerText()).toContain('Pranzo del venerdì');
    expect(await panel.innerText()).toContain('1 / 2');
    await panel.getByRole('button', { name: 'Restituisci un’unità' }).click();
    await panel.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(query('SELECT id FROM attendee_used_services WHERE attendee_id = ? AND service_id = ?', id, service.id)).toEqual([]);
  });

  it('ADMIN adds a rack; the desk gives the first free hanger for a scanned pass, and takes it back', async () => {
    await goTo(admin, `/events/${eventId}/cloakroom`);
    await admin.click(tid('rack-create'));
    await admin.fill(tid('rack-name'), 'G');
    await admin.fill(tid('rack-to'), '20');
    await admin.click(tid('rack-save'));
    await admin
      .locator(`${tid('hanger-list')} tbody tr`, { hasText: 'G' })
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    const [{ id }] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id LIMIT 1', eventId);
    const code = (await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${id}/pass`)).json.code;
    await admin.click(tid('open-desk'));
    await admin.waitForSelector(tid('hanger-desk'), { timeout: UI_TIMEOUT });
    await admin.fill(tid('desk-code'), code);
    await admin.press(tid('desk-code'), 'Enter');
    await admin.waitForSelector(`${tid('desk-answer')}[data-result="DONE"][data-mode="deposit"]`, { timeout: UI_TIMEOUT });
    const label = await admin.locator(tid('desk-hanger')).innerText();
    expect(label).toMatch(/^[A-Z0-9_]+-\d+$/);
    await screenshot(admin, 'cloakroom-deposit', SCREENSHOTS);
    await admin.click(tid('desk-return'));
    await admin.fill(tid('desk-code'), label);
    await admin.press(tid('desk-code'), 'Enter');
    // The return's own answer: the deposit's (also DONE) stays on screen until it comes.
    await admin.waitForSelector(`${tid('desk-answer')}[data-result="DONE"][data-mode="return"]`, { timeout: UI_TIMEOUT });
    expect(query('SELECT id FROM hangers WHERE event_id = ? AND holder_attendee_id = ?', eventId, id)).toEqual([]);
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
  });

  it('SECRETARY’s desk from the menu: a tap elsewhere loses no scan, each answer keeps its action, offline says so and keeps the scan', async () => {
    const desk = await newPage(browser, { width: 1024, height: 768 });
    const uncaught: string[] = [];
    desk.on('pageerror', (e) => uncaught.push(e.message));
    await signIn(desk, DEMO_USERS.SECRETARY, DEMO_PASSWORD);
    await openEvent(desk, eventId, DEMO_EVENT_NAME);
    // The menu has the cloakroom (issue 29 item 10): its list, then the desk.
    await desk.click(tid('menu-event-cloakroom'));
    await waitForRoute(desk, `/events/${eventId}/cloakroom`);
    await desk.click(tid('open-desk'));
    await desk.waitForSelector(tid('hanger-desk'), { timeout: UI_TIMEOUT });
    const rows = query<{ id: number }>(
      'SELECT a.id FROM attendees a WHERE a.event_id = ? AND NOT EXISTS (SELECT 1 FROM hangers h WHERE h.holder_attendee_id = a.id) ORDER BY a.id DESC LIMIT 3',
      eventId,
    );
    const codes: string[] = [];
    for (const { id } of rows)
      codes.push((await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${id}/pass`)).json.code);
    const answer = desk.locator(tid('desk-answer'));
    const focused = () => desk.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    const held = (id: number) =>
      query<{ label: string }>("SELECT rack || '-' || number AS label FROM hangers WHERE holder_attendee_id = ?", id);

    // A scan as the wedge types it: keys and Enter into whatever has the focus.
    await eventually(async () => (await focused()) === 'desk-code' || null, 'the desk input has the focus');
    await desk.keyboard.type(codes[0]);
    await desk.keyboard.press('Enter');
    await desk.waitForSelector(`${tid('desk-answer')}[data-result="DONE"][data-mode="deposit"]`, { timeout: UI_TIMEOUT });
    const first = await desk.locator(tid('desk-hanger')).innerText();
    expect(held(rows[0].id)).toEqual([{ label: first }]);

    // A tap on empty space: the next scan is not dropped.
    await desk.mouse.click(1000, 740);
    await desk.keyboard.type(codes[1]);
    await desk.keyboard.press('Enter');
    await eventually(() => held(rows[1].id).length === 1 || null, 'the second deposit is recorded');
    await desk.waitForSelector(`${tid('desk-answer')}:has-text(${JSON.stringify(held(rows[1].id)[0].label)})`, { timeout: UI_TIMEOUT });
    expect(await focused()).toBe('desk-code');
    await screenshot(desk, 'cloakroom-desk-1024', SCREENSHOTS);

    // Switching to returns leaves the deposit's answer a deposit's.
    await desk.click(tid('desk-return'));
    expect(await answer.getAttribute('data-mode')).toBe('deposit');
    expect(await desk.locator(tid('desk-what')).innerText()).toBe('Appendi qui il cappotto');
    // The tap on the toggle left the focus on it: the tag typed next still reaches the input.
    await desk.keyboard.type(first);
    await desk.keyboard.press('Enter');
    await desk.waitForSelector(`${tid('desk-answer')}[data-result="DONE"][data-mode="return"]`, { timeout: UI_TIMEOUT });
    expect(await desk.locator(tid('desk-what')).innerText()).toBe('Prendi questa gruccia: torna libera');
    expect(held(rows[0].id)).toEqual([]);
    // The earlier answers stay listed, each with its own action.
    expect(await desk.locator(`${tid('desk-recent')} li`).count()).toBe(2);
    expect(await desk.locator(tid('desk-recent')).innerText()).toContain('Deposito');

    // Offline: said so, the scan refused and kept, no uncaught error; back online it is sent again.
    await desk.click(tid('desk-deposit'));
    await desk.context().setOffline(true);
    await desk.waitForSelector(`${tid('desk-online')}:has-text("Non in linea")`, { timeout: UI_TIMEOUT });
    await desk.keyboard.type(codes[2]);
    await desk.keyboard.press('Enter');
    await desk.waitForSelector(`${tid('desk-answer')}[data-result="OFFLINE"][data-mode="deposit"]`, { timeout: UI_TIMEOUT });
    expect(await desk.locator(tid('desk-what')).innerText()).toContain('deposito NON registrato');
    expect(held(rows[2].id)).toEqual([]);
    await screenshot(desk, 'cloakroom-desk-offline-1024', SCREENSHOTS);
    expect(await noSidewaysScroll(desk)).toBeLessThanOrEqual(0);
    await desk.context().setOffline(false);
    await desk.waitForSelector(`${tid('desk-online')}:has-text("In linea")`, { timeout: UI_TIMEOUT });
    await desk.click(tid('desk-retry'));
    await desk.waitForSelector(`${tid('desk-answer')}[data-result="DONE"][data-mode="deposit"]`, { timeout: UI_TIMEOUT });
    expect(held(rows[2].id)).toHaveLength(1);
    await desk.setViewportSize({ width: 1280, height: 800 });
    expect(await noSidewaysScroll(desk)).toBeLessThanOrEqual(0);
    await screenshot(desk, 'cloakroom-desk-1280', SCREENSHOTS);
    expect(uncaught).toEqual([]);
    await desk.context().close();
  });
});
