import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { atStaffSizes, launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, fillDate, goTo, pickOption, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'programme');

/**
 * The programme (issue 27) as the event ADMIN builds it: the rooms, each with the door where the gate
 * counts who comes and goes; the sessions, made in the form and moved on the day × room grid.
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
    await atStaffSizes(page, 'rooms', SCREENSHOTS, () => row.waitFor({ timeout: UI_TIMEOUT }));
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

// The congress's third day: the demo programme fills the first two. Times are the venue's (Rome, UTC+2 in May).
const DAY = '2027-05-22';
const ROOM = 'Sala Caravaggio';
const FIRST = 'Ecografia del cuore fetale';
const SECOND = 'Aritmie in gravidanza';
const block = (id: number) => tid(`session-block-${id}`);

type StoredSession = { id: number; room_id: number | null; start_at: string; end_at: string };
/** A session as stored, its times as ISO moments (SQLite keeps `YYYY-MM-DD HH:MM:SS.mmm` in UTC). */
function stored(title: string): StoredSession | undefined {
  const [row] = query<StoredSession>(
    'SELECT id, room_id, start_at, end_at FROM programme_sessions WHERE event_id = ? AND title_it = ?',
    eventId,
    title,
  );
  const iso = (v: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`).toISOString();
  return row && { ...row, start_at: iso(row.start_at), end_at: iso(row.end_at) };
}

/** Presses on the middle of `selector` (or `dy` px from its top), moves by (dx, dy) in steps and lets go. */
async function drag(selector: string, dx: number, dy: number, fromTop?: number): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = fromTop === undefined ? box.y + box.height / 2 : box.y + fromTop;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

async function openGrid(): Promise<void> {
  await goTo(page, `/events/${eventId}/sessions`);
  await page.click(tid('sessions-view-grid'));
  await page.click(tid(`grid-day-${DAY}`));
  await page.waitForSelector(tid('programme-grid'), { timeout: UI_TIMEOUT });
}

describe('programme: sessions', () => {
  it('ADMIN creates two sessions through the form, one in a room, and sees both on the day’s grid at 1280 and 1024 px', async () => {
    await goTo(page, `/events/${eventId}/sessions`);
    await page.click(tid('sessions-view-list'));
    await page.click(tid('session-create'));
    await page.fill('input[name="title_it"]', FIRST);
    await page.fill('input[name="title_en"]', 'Fetal echocardiography');
    await pickOption(page, 'type', 'Workshop');
    await pickOption(page, 'room_id', ROOM);
    await fillDate(page, tid('session-start_at'), `22/05/2027 09:00`);
    await fillDate(page, tid('session-end_at'), `22/05/2027 10:00`);
    await page.click(`${tid('session-people')} .button-add`);
    await page.fill('input[name="people.0.name"]', 'Dott. Guido Neri');
    await page.fill('.ra-input-tags input', 'ECM');
    await page.keyboard.press('Enter');
    await screenshot(page, 'session-form-1280', SCREENSHOTS);
    await page.click(tid('session-save'));
    const first = await eventually(() => stored(FIRST), 'the first session saved');
    const [room] = query<{ id: number }>('SELECT id FROM rooms WHERE event_id = ? AND name_it = ?', eventId, ROOM);
    expect(first).toMatchObject({ room_id: room!.id, start_at: '2027-05-22T07:00:00.000Z', end_at: '2027-05-22T08:00:00.000Z' });
    const [saved] = query<{ people: string; tags: string; type: string }>(
      'SELECT people, tags, type FROM programme_sessions WHERE id = ?',
      first.id,
    );
    expect({ ...saved, people: JSON.parse(saved!.people), tags: JSON.parse(saved!.tags) }).toEqual({
      people: [{ role: 'SPEAKER', attendee_id: null, name: 'Dott. Guido Neri' }],
      tags: ['ECM'],
      type: 'WORKSHOP',
    });

    // The second, with no room (a talk not placed yet).
    await page.waitForSelector(tid('session-create'), { timeout: UI_TIMEOUT });
    await page.click(tid('session-create'));
    await page.fill('input[name="title_it"]', SECOND);
    await fillDate(page, tid('session-start_at'), `22/05/2027 11:00`);
    await fillDate(page, tid('session-end_at'), `22/05/2027 12:00`);
    await page.click(tid('session-save'));
    const second = await eventually(() => stored(SECOND), 'the second session saved');
    expect(second).toMatchObject({ room_id: null, start_at: '2027-05-22T09:00:00.000Z', end_at: '2027-05-22T10:00:00.000Z' });

    await openGrid();
    await atStaffSizes(page, 'sessions-grid', SCREENSHOTS, async () => {
      await page.locator(block(first.id)).waitFor({ timeout: UI_TIMEOUT });
      await page.locator(block(second.id)).waitFor({ timeout: UI_TIMEOUT });
      expect(await page.locator(`${tid(`grid-column-${room!.id}`)} ${block(first.id)}`).textContent()).toContain('09:00–10:00');
      expect(await page.locator(`${tid('grid-column-none')} ${block(second.id)}`).textContent()).toContain('11:00–12:00');
    });
  });

  it('ADMIN drags a block to a later time (saved), onto the other session in its room (refused, back in place), and stretches its end', async () => {
    const first = stored(FIRST)!;
    const second = stored(SECOND)!;
    await openGrid();
    await page.locator(block(first.id)).waitFor({ timeout: UI_TIMEOUT });
    const hour = 80; // px an hour on the grid

    // An hour later: only the times are sent, and saved.
    await drag(block(first.id), 0, hour);
    await eventually(() => stored(FIRST)!.start_at === '2027-05-22T08:00:00.000Z', 'the session moved an hour later');
    expect(stored(FIRST)).toMatchObject({ room_id: first.room_id, end_at: '2027-05-22T09:00:00.000Z' });
    await page.locator(`${block(first.id)}:has-text("10:00–11:00")`).waitFor({ timeout: UI_TIMEOUT });

    // The other session dragged into that room at that hour: the API refuses naming the session in the way.
    const before = (await page.locator(block(second.id)).boundingBox())!;
    const column = (await page.locator(tid(`grid-column-${first.room_id}`)).boundingBox())!;
    await drag(block(second.id), column.x + column.width / 2 - (before.x + before.width / 2), -hour);
    await page.waitForSelector(`text=La sala è già occupata in quell’orario da «${FIRST}» (#${first.id})`, { timeout: UI_TIMEOUT });
    await screenshot(page, 'sessions-grid-clash', SCREENSHOTS);
    await eventually(async () => {
      const now = await page.locator(`${tid('grid-column-none')} ${block(second.id)}`).boundingBox();
      return now && Math.abs(now.y - before.y) < 1 && Math.abs(now.x - before.x) < 1;
    }, 'the refused block back in place');
    expect(stored(SECOND)).toEqual(second);

    // Its lower edge dragged half an hour down: only the end changes.
    await drag(tid(`session-resize-${first.id}`), 0, hour / 2);
    await eventually(() => stored(FIRST)!.end_at === '2027-05-22T09:30:00.000Z', 'the session ends half an hour later');
    expect(stored(FIRST)!.start_at).toBe('2027-05-22T08:00:00.000Z');
    await page.locator(`${block(first.id)}:has-text("10:00–11:30")`).waitFor({ timeout: UI_TIMEOUT });
    await screenshot(page, 'sessions-grid-moved', SCREENSHOTS);

    // The demo congress's first day, as a newcomer finds it: plenaries, parallel rooms, a workshop, a break.
    await page.click(tid('grid-day-2027-05-20'));
    await page.locator('[data-session-type="WORKSHOP"]').first().waitFor({ timeout: UI_TIMEOUT });
    await screenshot(page, 'sessions-grid-demo-day', SCREENSHOTS);
  });

  it('ADMIN clicks a free slot to create a session in that room at that time, and opens a block with the keyboard', async () => {
    await openGrid();
    const [bernini] = query<{ id: number }>('SELECT id FROM rooms WHERE event_id = ? AND name_it = ?', eventId, 'Aula Bernini');
    // 09:00 is two hours below the grid's 07:00.
    await page.locator(tid(`grid-column-${bernini!.id}`)).click({ position: { x: 30, y: 2 * 80 + 10 } });
    await page.waitForSelector('input[name="title_it"]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="title_it"]', 'Simulazione di casi clinici');
    await page.click(tid('session-save'));
    const made = await eventually(() => stored('Simulazione di casi clinici'), 'the session made from the slot');
    expect(made).toMatchObject({ room_id: bernini!.id, start_at: '2027-05-22T07:00:00.000Z', end_at: '2027-05-22T08:00:00.000Z' });
    await page.locator(block(made.id)).waitFor({ timeout: UI_TIMEOUT });

    await page.focus(block(made.id));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`input[name="title_it"][value="Simulazione di casi clinici"]`, { timeout: UI_TIMEOUT });
  });

  it('a room taken at that time is refused in the form, under the start, naming the session in the way', async () => {
    const first = stored(FIRST)!;
    await goTo(page, `/events/${eventId}/sessions/create`);
    // The previous test leaves an edit page with the same field: type only once the empty create form is there.
    await page.waitForSelector('input[name="title_it"][value=""]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="title_it"]', 'Sovrapposta');
    await pickOption(page, 'room_id', ROOM);
    await fillDate(page, tid('session-start_at'), '22/05/2027 10:30');
    await fillDate(page, tid('session-end_at'), '22/05/2027 11:00');
    await page.click(tid('session-save'));
    await page.waitForSelector(`${tid('session-start_at')} :text("La sala è già occupata in quell’orario da «${FIRST}» (#${first.id})")`, {
      timeout: UI_TIMEOUT,
    });
    await screenshot(page, 'session-form-clash', SCREENSHOTS);
    expect(stored('Sovrapposta')).toBeUndefined();
  });

  it('the list view shows the sessions with their day, times and room', async () => {
    await goTo(page, `/events/${eventId}/sessions`);
    await page.click(tid('sessions-view-list'));
    const row = page.locator('tbody tr', { hasText: FIRST });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.textContent()).toMatch(/sab 22\/05 · 10:00–11:30.*Sala Caravaggio.*Workshop/);
    const other = page.locator('tbody tr', { hasText: SECOND });
    expect(await other.textContent()).toMatch(/11:00–12:00.*Nessuna sala/);
    await atStaffSizes(page, 'sessions-list', SCREENSHOTS, () => row.waitFor({ timeout: UI_TIMEOUT }));
  });
});

describe('programme: registering a saved filter', () => {
  it('ADMIN registers every attendee of a saved filter for a session and is told the seats, the waiting list and who was left out, and why', async () => {
    const categories = query<{ id: number; name: string }>(
      'SELECT id, name FROM attendee_categories WHERE event_id = ? ORDER BY id',
      eventId,
    );
    const doctors = categories.find((c) => c.name === 'Medico')!.id;
    const residents = categories.find((c) => c.name === 'Specializzando')!.id;
    const count = (category: number) =>
      Number(
        query<{ n: number }>(
          'SELECT COUNT(*) AS n FROM attendees WHERE event_id = ? AND event_attendee_category_id = ?',
          eventId,
          category,
        )[0]!.n,
      );
    const filter = await apiCall<{ id: number }>(page, 'POST', `/api/events/${eventId}/filters`, {
      name: 'Medici e specializzandi',
      resource: 'attendees',
      filter: { event_attendee_category_id: [doctors, residents] },
      shared: false,
    });
    expect(filter.status).toBe(201);
    // Open to doctors only, three seats (a day of its own: the tests above use 22/05).
    const session = await apiCall<{ id: number }>(page, 'POST', `/api/events/${eventId}/sessions`, {
      title_it: 'Simulazione di rianimazione',
      type: 'WORKSHOP',
      registration: 'REQUIRED',
      start_at: '2027-05-26T07:00:00Z',
      end_at: '2027-05-26T09:00:00Z',
      capacity: 3,
      attendee_category_ids: [doctors],
    });
    expect(session.status).toBe(201);

    await goTo(page, `/events/${eventId}/sessions/${session.json.id}`);
    await page.click(tid('register-filter'));
    await page.waitForSelector(tid('register-filter-dialog'), { timeout: UI_TIMEOUT });
    await page.click(tid('register-filter-select'));
    await page.click('li[role="option"]:has-text("Medici e specializzandi")');
    await page.click(tid('register-filter-send'));
    const outcome = await page.waitForSelector(tid('register-filter-outcome'), { timeout: UI_TIMEOUT });
    const [docs, res] = [count(doctors), count(residents)];
    expect(await outcome.textContent()).toBe(`Iscritti: 3 · In lista d’attesa: ${docs - 3} · Rimasti fuori: ${res}`);
    expect(await page.textContent(tid('register-filter-reasons'))).toBe(`Categoria non ammessa: ${res}`);
    const rows = query<{ status: string; n: number }>(
      'SELECT status, COUNT(*) AS n FROM session_registrations WHERE session_id = ? GROUP BY status ORDER BY status',
      session.json.id,
    );
    expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([
      ['REGISTERED', 3],
      ['WAITING', docs - 3],
    ]);
    await atStaffSizes(page, 'session-register-filter', SCREENSHOTS, () => outcome.waitForElementState('visible'));
    await page.click(tid('register-filter-close'));
  });
});
