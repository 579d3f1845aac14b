import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoAttendee, DEMO_USERS, demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { eventually, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'programme');
const PHONE = { width: 375, height: 812 };
/** A day of its own after the demo's two (the staff programme test moves the demo's sessions). */
const DAY = '2027-05-25';

/**
 * The programme on an attendee's phone (issue 27): from the dashboard to the day's sessions, a seat
 * taken, the session at the same hour explained as a clash, a full session's waiting list joined, one
 * closed to their category explained, and the seat given back after a confirmation.
 */
describe('attendee site: the programme on a phone', () => {
  let browser: Browser;
  let phone: Page;
  let token: string;
  let attendee: { id: number; email: string; category: number | null };
  const ids: Record<'lab' | 'round' | 'visit' | 'closed', number> = { lab: 0, round: 0, visit: 0, closed: 0 };

  const regs = (sessionId: number) =>
    query<{ attendee_id: number; status: string }>(
      'SELECT attendee_id, status FROM session_registrations WHERE session_id = ? ORDER BY id',
      sessionId,
    );
  const own = (sessionId: number) => regs(sessionId).find((r) => r.attendee_id === attendee.id)?.status ?? null;

  beforeAll(async () => {
    browser = await launch();
    const eventId = demoEventId();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    // A seeded attendee of its own (SIGN_IN_ATTENDEES).
    attendee = demoAttendee(SIGN_IN_ATTENDEES.programme);
    const [other] = query<{ id: number }>(
      'SELECT id FROM attendees WHERE event_id = ? AND id <> ? AND (event_attendee_category_id IS NULL OR event_attendee_category_id <> ?) ORDER BY id LIMIT 1',
      eventId,
      attendee.id,
      attendee.category ?? -1,
    );
    const [elsewhere] = query<{ id: number }>(
      'SELECT id FROM attendee_categories WHERE event_id = ? AND id <> ? ORDER BY id LIMIT 1',
      eventId,
      attendee.category ?? -1,
    );

    const staff = await signedInPage(browser, DEMO_USERS.ADMIN);
    const session = async (body: Record<string, unknown>) => {
      const res = await apiCall<{ id: number }>(staff, 'POST', `/api/events/${eventId}/sessions`, {
        type: 'WORKSHOP',
        registration: 'REQUIRED',
        ...body,
      });
      if (res.status !== 201) throw new Error(`session: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json.id;
    };
    // 09:00–10:30 and 11:00–12:00 on the venue's clock (Rome, UTC+2 in May).
    ids.lab = await session({
      title_it: 'Laboratorio di elettrocardiografia',
      start_at: `${DAY}T07:00:00Z`,
      end_at: `${DAY}T08:30:00Z`,
      capacity: 30,
      people: [{ role: 'SPEAKER', name: 'Dott. Paolo Ferri' }],
    });
    ids.round = await session({
      title_it: 'Tavola rotonda: il cuore dello sportivo',
      type: 'PARALLEL',
      start_at: `${DAY}T07:30:00Z`,
      end_at: `${DAY}T09:00:00Z`,
      capacity: 50,
    });
    ids.visit = await session({
      title_it: 'Visita al laboratorio di emodinamica',
      start_at: `${DAY}T09:00:00Z`,
      end_at: `${DAY}T10:00:00Z`,
      capacity: 1,
    });
    ids.closed = await session({
      title_it: 'Corso riservato',
      start_at: `${DAY}T12:00:00Z`,
      end_at: `${DAY}T13:00:00Z`,
      attendee_category_ids: [elsewhere!.id],
    });
    // The visit's one seat is someone else's.
    const seat = await apiCall(staff, 'POST', `/api/events/${eventId}/sessions/${ids.visit}/registrations`, { attendee_id: other!.id });
    expect(seat.status).toBe(201);
    await staff.context().close();

    phone = await newPage(browser, PHONE, 'it-IT');
  });
  afterAll(() => browser?.close());

  /** A full-page shot from the top (the sticky bar would otherwise sit where the page was scrolled to). */
  const shot = async (name: string) => {
    await phone.evaluate(() => window.scrollTo(0, 0));
    await screenshot(phone, name, SCREENSHOTS);
  };
  const noSidewaysScroll = async () =>
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const card = (key: keyof typeof ids) => tid(`session-${ids[key]}`);

  it('opens the programme from the dashboard and shows the day’s sessions as cards in time order, on the venue’s clock', async () => {
    await attendeeSignIn(phone, token, attendee.email);
    await phone.click(tid('go-programme'));
    await phone.waitForSelector(tid('programme'), { timeout: UI_TIMEOUT });
    await phone.click(tid(`day-${DAY}`));
    await phone.waitForSelector(card('lab'), { timeout: UI_TIMEOUT });
    expect(await phone.getAttribute(tid(`day-${DAY}`), 'aria-selected')).toBe('true');
    const order = await phone.$$eval('[data-testid^="session-"]', (cards) => cards.map((c) => c.getAttribute('data-testid')));
    expect(order).toEqual([ids.lab, ids.round, ids.visit, ids.closed].map((id) => `session-${id}`));
    expect(await phone.textContent(card('lab'))).toContain('09:00–10:30');
    expect(await phone.textContent(card('lab'))).toContain('Dott. Paolo Ferri');
    expect(await phone.textContent(card('closed'))).toContain('Riservata ad altre categorie di partecipanti');
    await noSidewaysScroll();
    // Big enough to tap: every button of the page at least 44 px high.
    const heights = await phone.$$eval(`${tid('programme')} button`, (buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await shot('programme-01-day');
  });

  it('registers, sees the seat as theirs, and the session at the same hour explained as a clash', async () => {
    await phone.click(tid(`register-${ids.lab}`));
    await phone.waitForSelector(tid(`status-${ids.lab}`), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid(`status-${ids.lab}`))).toBe('Sei iscritto');
    expect(await phone.textContent(tid(`note-${ids.lab}`))).toBe('Iscrizione confermata.');
    expect(own(ids.lab)).toBe('REGISTERED');
    await phone.waitForSelector(`${card('round')} :text("Nello stesso orario sei già iscritto a «Laboratorio di elettrocardiografia»")`, {
      timeout: UI_TIMEOUT,
    });
    expect(await phone.$(tid(`register-${ids.round}`))).toBeNull();
    await noSidewaysScroll();
    await shot('programme-02-registered');
  });

  it('joins the waiting list of a full session and is told their place', async () => {
    expect(await phone.textContent(tid(`register-${ids.visit}`))).toBe('Mettiti in lista d’attesa');
    expect(await phone.textContent(card('visit'))).toContain('Posti esauriti');
    await phone.click(tid(`register-${ids.visit}`));
    await phone.waitForSelector(tid(`status-${ids.visit}`), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid(`status-${ids.visit}`))).toBe('In lista d’attesa: sei n. 1');
    expect(own(ids.visit)).toBe('WAITING');
    await shot('programme-03-waiting');
  });

  it('gives the seat back after confirming, and may then take the session at the same hour', async () => {
    await phone.click(tid(`cancel-${ids.lab}`));
    await phone.waitForSelector(tid(`confirm-cancel-${ids.lab}`), { timeout: UI_TIMEOUT });
    await shot('programme-04-confirm');
    // Not yet: only the confirmation gives it back.
    expect(own(ids.lab)).toBe('REGISTERED');
    await phone.click(tid(`confirm-cancel-${ids.lab}`));
    await phone.waitForSelector(tid(`note-${ids.lab}`) + ':text("Iscrizione annullata.")', { timeout: UI_TIMEOUT });
    await eventually(() => own(ids.lab) === null, 'the registration gone');
    expect(await phone.$(tid(`status-${ids.lab}`))).toBeNull();
    await phone.waitForSelector(tid(`register-${ids.round}`), { timeout: UI_TIMEOUT });
    await noSidewaysScroll();
    await shot('programme-05-cancelled');
  });

  it('stays on the chosen day over a reload', async () => {
    await phone.reload();
    await phone.waitForSelector(card('visit'), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid(`status-${ids.visit}`))).toBe('In lista d’attesa: sei n. 1');
  });

  it('explains a clash and a closed category in English once the attendee switches language', async () => {
    await phone.click(tid(`register-${ids.round}`));
    await phone.waitForSelector(tid(`status-${ids.round}`), { timeout: UI_TIMEOUT });
    await phone.click(tid('lang-switch'));
    await phone.waitForSelector(
      `${card('lab')} :text("You are already registered for “Tavola rotonda: il cuore dello sportivo” at the same time")`,
      {
        timeout: UI_TIMEOUT,
      },
    );
    expect(await phone.textContent(card('closed'))).toContain('For other attendee categories: you cannot register.');
    expect(await phone.textContent(tid(`status-${ids.round}`))).toBe('You are registered');
    await noSidewaysScroll();
    await shot('programme-06-english');
  });
});
