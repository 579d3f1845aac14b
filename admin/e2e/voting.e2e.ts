import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { atStaffSizes, launch, phoneContext, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'voting');
const PHONE = { width: 375, height: 740 };
/** Demo attendees no other browser test signs in as (SIGN_IN_ATTENDEES). */
const FIRST = SIGN_IN_ATTENDEES.votingFirst;
const SECOND = SIGN_IN_ATTENDEES.votingSecond;

/**
 * Live voting (issue 27): the ADMIN makes a poll and opens it, the projector shows its results; two
 * attendees vote on their phones — one signed in to my-area, one typing the PIN their attendee area
 * shows — and the projector's bars move without a reload.
 */
let browser: Browser;
let admin: Page;
let eventId: number;
let token: string;
const phones: BrowserContext[] = [];
const errors: string[] = [];

const phone = async () => {
  const context = await phoneContext(browser, PHONE);
  phones.push(context);
  const page = await context.newPage();
  // The wrong PIN typed on purpose is the browser's console error "status of 422": the page shows it, the test reads it there.
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 422') && errors.push(`phone: ${m.text()}`));
  return page;
};
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  browser = await launch();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 422') && errors.push(m.text()));
  eventId = demoEventId();
  [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
});
afterAll(async () => {
  for (const context of phones) await context.close();
  await browser?.close();
});
afterEach(() => expect(errors.splice(0)).toEqual([]));

describe('live voting', () => {
  let pollId: number;
  let projector: Page;

  it('ADMIN writes a poll in a dialog and opens it; the projector shows it, full screen', async () => {
    await goTo(admin, `/events/${eventId}/polls`);
    await admin.waitForSelector(tid('poll-list'), { timeout: UI_TIMEOUT });
    await admin.click(tid('poll-create'));
    const dialog = tid('poll-dialog');
    await admin.fill(`${dialog} textarea[name="question_it"]`, 'Quale terapia scegliereste per il paziente del caso clinico?');
    await admin.fill(`${dialog} textarea[name="question_en"]`, 'Which therapy would you choose for the patient of the case?');
    await admin.fill(`${dialog} input[name="options.0.label_it"]`, 'Anticoagulante orale');
    await admin.fill(`${dialog} input[name="options.1.label_it"]`, 'Ablazione transcatetere');
    await admin.click(`${dialog} button[type="submit"]`);
    const row = admin.locator(`${tid('poll-list')} tbody tr`, { hasText: 'Quale terapia' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    [{ id: pollId }] = query<{ id: number }>('SELECT id FROM polls WHERE event_id = ? AND question_it LIKE ?', eventId, 'Quale terapia%');
    await admin.click(tid(`poll-open-${pollId}`));
    await row.locator('text=Aperto').waitFor({ timeout: UI_TIMEOUT });
    expect(query<{ status: string }>('SELECT status FROM polls WHERE id = ?', pollId)).toEqual([{ status: 'OPEN' }]);
    await atStaffSizes(admin, 'polls', SCREENSHOTS, () => row.waitFor({ timeout: UI_TIMEOUT }));

    projector = await admin.context().newPage();
    projector.on('console', (m) => m.type() === 'error' && errors.push(`projector: ${m.text()}`));
    await projector.goto(`/#/events/${eventId}/voting/results/${pollId}`);
    await projector.waitForSelector(`${tid('poll-results-votes')}:has-text("0 voti")`, { timeout: UI_TIMEOUT });
    expect(await projector.textContent(tid('poll-results-question'))).toBe('Quale terapia scegliereste per il paziente del caso clinico?');
    expect(await projector.$$('nav, header.RaAppBar-root')).toHaveLength(0);
  });

  it('two attendees vote on their phones (one signed in, one by PIN); the projector updates without a reload', async () => {
    // The first is signed in to my-area on the phone: the dashboard shows their PIN and the way to vote.
    const first = await phone();
    await attendeeSignIn(first, token, FIRST);
    await first.waitForSelector(tid('voting-pin-card'), { timeout: UI_TIMEOUT });
    expect(await first.textContent(tid('voting-pin-value'))).toMatch(/^Il tuo PIN di voto: \d{6}$/);
    await screenshot(first, 'phone-dashboard-pin', SCREENSHOTS);
    await first.click(tid('go-voting'));
    await first.waitForSelector(tid(`poll-${pollId}`), { timeout: UI_TIMEOUT });
    await first.waitForSelector(tid('voting-signed-in'));
    await first.click(tid(`poll-${pollId}-option-1`));
    await first.click(tid(`poll-${pollId}-vote`));
    await first.waitForSelector(`${tid(`poll-${pollId}-recorded`)}:has-text("Voto registrato")`, { timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(first)).toBe(true);
    await screenshot(first, 'phone-voted-signed-in', SCREENSHOTS);
    await projector.waitForSelector(`${tid('poll-results-votes')}:has-text("1 voto")`, { timeout: UI_TIMEOUT });

    // The second reads their PIN in their attendee area on a laptop, and votes from a phone that is signed in to nothing.
    const laptop = await phone();
    await attendeeSignIn(laptop, token, SECOND);
    const pin = /(\d{6})/.exec(
      (await (await laptop.waitForSelector(tid('voting-pin-value'), { timeout: UI_TIMEOUT })).textContent()) ?? '',
    )![1]!;
    const second = await phone();
    await second.goto(`/myarea/#/events/${eventId}/voting`);
    await second.waitForSelector(tid(`poll-${pollId}`), { timeout: UI_TIMEOUT });
    await second.fill(tid('voting-pin'), '000000');
    await second.click(tid(`poll-${pollId}-option-2`));
    await second.click(tid(`poll-${pollId}-vote`));
    await second.waitForSelector(`${tid('voting-pin-error')}:has-text("PIN di voto non valido")`, { timeout: UI_TIMEOUT });
    await second.fill(tid('voting-pin'), pin);
    await second.click(tid(`poll-${pollId}-vote`));
    await second.waitForSelector(`${tid(`poll-${pollId}-recorded`)}:has-text("Voto registrato")`, { timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(second)).toBe(true);
    await screenshot(second, 'phone-voted-pin', SCREENSHOTS);

    await projector.waitForSelector(`${tid('poll-results-votes')}:has-text("2 voti")`, { timeout: UI_TIMEOUT });
    expect(await projector.textContent(tid('poll-results-count-1'))).toBe('1 · 50 %');
    expect(await projector.textContent(tid('poll-results-count-2'))).toBe('1 · 50 %');
    await screenshot(projector, 'projector', SCREENSHOTS);
    await eventually(
      () => query<{ n: number }>('SELECT COUNT(*) AS n FROM poll_votes WHERE poll_id = ?', pollId)[0]!.n === 2,
      'two votes stored',
    );
  });

  it('closing the poll says so on the projector, and the phones find no open poll', async () => {
    await admin.bringToFront();
    await admin.click(tid(`poll-close-${pollId}`));
    await projector.waitForSelector(`${tid('poll-results-status')}:has-text("Votazione chiusa")`, { timeout: UI_TIMEOUT });
    const late = await phone();
    await late.goto(`/myarea/#/events/${eventId}/voting`);
    await late.waitForSelector(tid('voting-none'), { timeout: UI_TIMEOUT });
    await screenshot(late, 'phone-none-open', SCREENSHOTS);
  });
});
