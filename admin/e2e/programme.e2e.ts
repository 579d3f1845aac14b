import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'programme');

/**
 * The programme (issue 27) as the event ADMIN builds it: the rooms, each with the door where the gate
 * counts who comes and goes.
 */
let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  // A refused save is the browser's console error "status of 422": the form shows it, the test reads it there.
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 422') && errors.push(m.text()));
  eventId = demoEventId();
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0)).toEqual([]));

describe('programme: rooms', () => {
  it('ADMIN creates a room in a dialog; its door is a new zone coded after it, shown in the list', async () => {
    await goTo(page, `/events/${eventId}/rooms`);
    await page.waitForSelector(tid('room-list'), { timeout: UI_TIMEOUT });
    await page.click(tid('room-create'));
    const dialog = `${tid('room-dialog')}`;
    await page.fill(`${dialog} input[name="name_it"]`, 'Aula Morgagni');
    await page.fill(`${dialog} input[name="floor"]`, 'Primo piano');
    await page.fill(`${dialog} input[name="capacity"]`, '120');
    await page.click(`${dialog} button[type="submit"]`);
    const row = page.locator(`${tid('room-list')} tbody tr`, { hasText: 'Aula Morgagni' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await row.locator('text=AULA-MORGAGNI').waitFor({ timeout: UI_TIMEOUT });
    const [room] = query<{ capacity: number; code: string; anti_passback: number }>(
      'SELECT r.capacity, z.code, z.anti_passback FROM rooms r JOIN zones z ON z.id = r.zone_id WHERE r.event_id = ? AND r.name_it = ?',
      eventId,
      'Aula Morgagni',
    );
    expect(room).toEqual({ capacity: 120, code: 'AULA-MORGAGNI', anti_passback: 0 });
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await row.waitFor({ timeout: UI_TIMEOUT });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `rooms-${width}`, SCREENSHOTS);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('ADMIN picks an existing zone as a room’s door and is told in the form when another room has it', async () => {
    await goTo(page, `/events/${eventId}/rooms`);
    await page.click(tid('room-create'));
    const dialog = `${tid('room-dialog')}`;
    await page.fill(`${dialog} input[name="name_it"]`, 'Aula Malpighi');
    await page.click(`${dialog} [role="combobox"]`);
    await page.click('li[role="option"]:has-text("Aula Morgagni")');
    await page.click(`${dialog} button[type="submit"]`);
    await page.waitForSelector(`${dialog} :text("Questa zona è già l’ingresso di un’altra sala")`, { timeout: UI_TIMEOUT });
    await screenshot(page, 'rooms-zone-taken', SCREENSHOTS);
    expect(query('SELECT id FROM rooms WHERE event_id = ? AND name_it = ?', eventId, 'Aula Malpighi')).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
