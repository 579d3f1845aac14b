import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { atStaffSizes, launch } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'programme');

/**
 * "Programme now" (issue 27): the ADMIN watches each room — people inside against its capacity, the session
 * running and who registered but has not come in — and the card changes when the door scans someone in, without
 * a reload.
 */
let browser: Browser;
let page: Page;
let eventId: number;
/** What the test adds to the demo congress, taken away after it: a session today would stretch the other tests' grid. */
const made: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  eventId = demoEventId();
});
afterAll(async () => {
  for (const path of made.reverse()) await apiCall(page, 'DELETE', path);
  await browser?.close();
});

it('shows a room with its running session and latecomers, and counts an entry live', async () => {
  const room = await apiCall<{ id: number; zone_id: number }>(page, 'POST', `/api/events/${eventId}/rooms`, { name_it: 'Sala Adesso', capacity: 40 });
  expect(room.status).toBe(201);
  made.push(`/api/events/${eventId}/rooms/${room.json.id}`);
  const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const session = await apiCall<{ id: number }>(page, 'POST', `/api/events/${eventId}/sessions`, {
    title_it: 'Lettura magistrale in corso',
    type: 'PLENARY',
    registration: 'REQUIRED',
    room_id: room.json.id,
    start_at: minutes(-15),
    end_at: minutes(45),
  });
  expect(session.status).toBe(201);
  made.push(`/api/events/${eventId}/sessions/${session.json.id}`);
  const attendees = query<{ id: number; last_name: string }>(
    'SELECT id, last_name FROM attendees WHERE event_id = ? AND pending = ? ORDER BY id DESC LIMIT 2',
    eventId,
    0,
  );
  for (const a of attendees)
    expect((await apiCall(page, 'POST', `/api/events/${eventId}/sessions/${session.json.id}/registrations`, { attendee_id: a.id })).status).toBe(201);

  await goTo(page, `/events/${eventId}/sessions`);
  await page.click(tid('sessions-view-now'));
  const card = page.locator(tid(`now-room-${room.json.id}`));
  await card.waitFor({ timeout: UI_TIMEOUT });
  await page.locator(`${tid('programme-now-live')}:has-text("In diretta")`).waitFor({ timeout: UI_TIMEOUT });
  await card.locator(':text("Lettura magistrale in corso")').waitFor({ timeout: UI_TIMEOUT });
  expect(await card.locator(tid('now-inside')).innerText()).toMatch(/^0\s*\/\s*40$/);
  expect(await card.locator(tid('now-late')).innerText()).toBe('2 iscritti non ancora entrati (su 2)');
  await atStaffSizes(page, 'programme-now', SCREENSHOTS, () => card.waitFor({ timeout: UI_TIMEOUT }));

  // The door scans the first of them in: the card follows without a reload.
  const [first] = attendees;
  expect((await apiCall(page, 'POST', `/api/events/${eventId}/access-rights`, { attendee_id: first!.id, zone_id: room.json.zone_id })).status).toBe(201);
  const pass = await apiCall<{ code: string }>(page, 'GET', `/api/events/${eventId}/attendees/${first!.id}/pass`);
  const scan = await apiCall<{ result: string }>(page, 'POST', `/api/events/${eventId}/scans`, {
    code: pass.json.code,
    zone_id: room.json.zone_id,
    direction: 'IN',
    device_id: 'porta-sala-adesso',
    nonce: `now-${Date.now()}`,
  });
  expect(scan.json.result).toBe('ADMITTED');
  await card.locator(`${tid('now-inside')}:text-matches("^1\\\\s*/\\\\s*40$")`).waitFor({ timeout: UI_TIMEOUT });
  expect(await card.locator(tid('now-late')).innerText()).toBe('1 iscritto non ancora entrato (su 2)');
});
