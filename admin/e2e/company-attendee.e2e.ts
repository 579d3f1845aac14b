import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { companySignIn } from '@eventdesk/e2e/support/staff';

/**
 * A company registers its booth staff on a phone (issue 29 item 13): its form holds what a company knows
 * (category, name, e-mail, phone, role; its own company filled in), all of it required (SPEC §5), and no
 * staff field (pending, notes, payment, badge, registration date…). Saving with those fields only works.
 */
const SCREENSHOTS = join(__dirname, 'screenshots');
const STAFF_FIELDS = [
  'pending',
  'additional_info',
  'payment_status',
  'badge_delivered',
  'registration_date',
  'sponsor_name',
  'other_email',
];

let browser: Browser;
let company: Page;
let eventId: number;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  company = await newPage(browser, { width: 375, height: 740 });
  await companySignIn(company, DEMO_USERS.COMPANY);
  // After the sign-in page (whose 401 on GET /api/user is its normal "nobody yet").
  company.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
});
afterAll(() => browser?.close());

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

it('COMPANY adds a person with the required fields only, on a 375 px phone', async () => {
  await goTo(company, `/events/${eventId}/attendees/create`);
  await company.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });
  await company.waitForSelector('input[name="first_name"]', { timeout: UI_TIMEOUT });
  // Every tab's inputs are in the page (hidden tabs included): the form is exactly the company's fields.
  const names = await company.$$eval(`${tid('attendee-form')} [data-testid^="field-"]`, (els) =>
    els.map((el) => el.getAttribute('data-testid')!.replace(/^field-/, '')),
  );
  for (const staff of STAFF_FIELDS) expect(names).not.toContain(staff);
  expect(names).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'job_title', 'event_attendee_category_id']));
  const asterisks = await company.locator(`${tid('attendee-form')} .MuiFormLabel-asterisk`).count();
  expect(asterisks).toBeLessThanOrEqual(7);
  expect(await pageOverflow(company)).toBeLessThanOrEqual(0);
  await screenshot(company, 'company-attendee-create-375', SCREENSHOTS);

  await company.fill('input[name="first_name"]', 'Lidia');
  await company.fill('input[name="last_name"]', 'Stand375');
  await company.fill('input[name="email"]', 'lidia.stand375@example.com');
  await company.fill('input[name="phone"]', '+39 333 4445566');
  await company.click(tid('tab-work'));
  await company.fill('input[name="job_title"]', 'Hostess');
  await company.click(tid('tab-misc'));
  await company.click(`${tid('field-event_attendee_category_id')} [role="combobox"]`);
  await company.getByRole('option', { name: 'Espositore' }).click();
  await company.getByRole('listbox').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  await screenshot(company, 'company-attendee-filled-375', SCREENSHOTS);
  await company.click(tid('save-attendee'));
  await waitForRoute(company, new RegExp(`^/events/${eventId}/attendees/\\d+(/edit|/show)?$`));
  await company.getByText('Partecipante aggiunto').waitFor({ timeout: UI_TIMEOUT });
  await screenshot(company, 'company-attendee-saved-375', SCREENSHOTS);

  const [row] = query<{ email: string; job_title: string; pending: number; payment_status: string; company: number; mine: number }>(
    `SELECT a.email, a.job_title, a.pending, a.payment_status, a.event_company_id AS company, r.event_company_id AS mine
       FROM attendees a JOIN users u ON u.email = ? JOIN user_event_roles r ON r.user_id = u.id AND r.event_id = a.event_id
      WHERE a.event_id = ? AND a.last_name = ?`,
    DEMO_USERS.COMPANY,
    eventId,
    'Stand375',
  );
  expect(row).toMatchObject({ email: 'lidia.stand375@example.com', job_title: 'Hostess', pending: 0, payment_status: 'UNPAID' });
  expect(row!.company).toBe(row!.mine);
  expect(errors.filter((e) => !/status of 42[23]/.test(e))).toEqual([]);
});
