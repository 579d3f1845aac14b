import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query, testDatabase } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/** How far the page scrolls sideways (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The first hour of a new organiser (issue 11), walked as one path at 1280×800 and on a 1024×768
 * tablet: dashboard, attendee list, edit a seeded attendee, put some on hold, import a file naming
 * category and company, companies, categories, an order marked paid making its attendee paid. No page
 * scrolls sideways, nothing is logged as an error.
 */
describe.each(SIZES)('day one for an organiser at $width×$height', (size) => {
  let browser: Browser;
  let page: Page;
  let eventId: number;
  const errors: string[] = [];
  const shot = (name: string) => screenshot(page, `day-one-${size.width}-${name}`, SCREENSHOTS);
  const fits = async (where: string) => expect({ where, overflow: await overflow(page) }).toEqual({ where, overflow: 0 });

  beforeAll(async () => {
    browser = await launch();
    page = await signedInPage(browser, DEMO_USERS.ADMIN, DEMO_PASSWORD, size);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    eventId = demoEventId();
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    // The path starts here (a sign-in through the UI answers 401 and 409 by design: not the path's errors).
    errors.splice(0);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.splice(0)).toEqual([]));

  it('the dashboard: figures, money and the attendee site', async () => {
    await page.waitForSelector(tid('attendee-site'), { timeout: UI_TIMEOUT });
    await page.waitForSelector(tid('figure-attendees'), { timeout: UI_TIMEOUT });
    // The payment pie says which colour is which status, with its count (issue 29 item 17).
    const legend = page.locator(`${tid('payment-pie')} .recharts-legend-item-text`);
    await legend.first().waitFor({ timeout: UI_TIMEOUT });
    const texts = await legend.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((text) => /^\S.*: \d+$/.test(text))).toBe(true);
    expect(texts.some((text) => text.startsWith('Pagato'))).toBe(true);
    await fits('dashboard');
    await shot('1-dashboard');
  });

  it('the attendee list, and a seeded attendee edited and saved', async () => {
    await page.click(tid('menu-event-attendees'));
    await page.waitForSelector('table tbody tr', { timeout: UI_TIMEOUT });
    await fits('attendee list');
    await shot('2-attendees');
    const [seeded] = query<{ id: number; attendee_code: string }>(
      'SELECT id, attendee_code FROM attendees WHERE event_id = ? ORDER BY id LIMIT 1 OFFSET 5',
      eventId,
    );
    await page.click(`${tid(`attendee-row-${seeded!.attendee_code}`)} td:nth-child(3)`);
    await waitForRoute(page, `/events/${eventId}/attendees/${seeded!.id}/edit`);
    await page.waitForSelector('input[name="phone"]', { timeout: UI_TIMEOUT });
    await fits('attendee form');
    const phone = `+39 02 ${size.width}555`;
    await page.fill('input[name="phone"]', phone);
    await page.click(tid('save-attendee'));
    await waitForRoute(page, `/events/${eventId}/attendees`);
    await eventually(
      () => query<{ phone: string }>('SELECT phone FROM attendees WHERE id = ?', seeded!.id)[0]?.phone === phone,
      'the phone saved',
    );
  });

  it('puts two attendees on hold and takes them off again', async () => {
    const rows = query<{ id: number; attendee_code: string }>(
      'SELECT id, attendee_code FROM attendees WHERE event_id = ? ORDER BY id LIMIT 2',
      eventId,
    );
    await page.waitForSelector(tid(`attendee-row-${rows[0]!.attendee_code}`), { timeout: UI_TIMEOUT });
    for (const r of rows) await page.locator(`${tid(`attendee-row-${r.attendee_code}`)} input[type="checkbox"]`).check();
    await fits('bulk actions');
    await shot('3-bulk');
    await page.click(tid('bulk-pending'));
    const pending = () =>
      query<{ n: number }>(`SELECT COUNT(*) AS n FROM attendees WHERE pending = 1 AND id IN (${rows.map((r) => r.id).join(',')})`)[0]!.n;
    await eventually(() => pending() === 2, 'both on hold');
    for (const r of rows) await page.locator(`${tid(`attendee-row-${r.attendee_code}`)} input[type="checkbox"]`).check();
    await page.click(tid('bulk-pending-off'));
    await eventually(() => pending() === 0, 'both off hold');
  });

  it('imports a file naming its category and company', async () => {
    const email = `import.${size.width}@example.it`;
    const csv = ['Nome;Cognome;E-mail;Categoria;Azienda', `Irene;Import${size.width};${email};specializzando;medica italia s.p.a.`].join(
      '\n',
    );
    await page.click(tid('import-attendees'));
    await waitForRoute(page, `/events/${eventId}/attendees/import`);
    await page.setInputFiles(tid('import-file'), { name: 'iscritti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.click(tid('import-preview'));
    await page.waitForSelector(tid('import-counts'), { timeout: UI_TIMEOUT });
    expect(await page.textContent(tid('import-counts'))).toContain('1 righe: 1 valide, 0 con errori');
    await fits('import preview');
    await page.click(tid('import-apply'));
    const summary = await page.waitForSelector(tid('import-summary'), { timeout: 30_000 });
    expect(await summary.textContent()).toContain('Creati: 1');
    await shot('4-import');
    const [created] = query<{ category: string; company: string }>(
      `SELECT c.name AS category, co.name AS company FROM attendees a JOIN attendee_categories c ON c.id = a.event_attendee_category_id
        JOIN event_companies co ON co.id = a.event_company_id WHERE a.email = ?`,
      email,
    );
    expect(created).toEqual({ category: 'Specializzando', company: 'Medica Italia S.p.A.' });
  });

  it('companies and attendee categories', async () => {
    await page.click(tid('menu-event-companies'));
    await page.waitForSelector(`${tid('company-list')} tbody tr`, { timeout: UI_TIMEOUT });
    await fits('companies');
    await shot('5-companies');
    await page.click(tid('menu-event-attendeecategories'));
    await page.waitForSelector(`${tid('attendee-category-list')} tbody tr`, { timeout: UI_TIMEOUT });
    await fits('attendee categories');
  });

  it('an order marked paid makes its attendee paid', async () => {
    const [attendee] = query<{ id: number }>(
      "SELECT id FROM attendees WHERE event_id = ? AND payment_status = 'UNPAID' AND id NOT IN (SELECT attendee_id FROM orders) ORDER BY id DESC LIMIT 1",
      eventId,
    );
    const number = 9000 + size.width;
    testDatabase().execute(
      `INSERT INTO orders (event_id, attendee_id, number, status, payment_status, payment_method, total_net_cents, total_vat_cents, total_gross_cents, currency)
       VALUES (?, ?, ?, 'PLACED', 'PENDING', 'BANK_TRANSFER', 8197, 1803, 10000, 'EUR')`,
      eventId,
      attendee!.id,
      number,
    );
    await goTo(page, `/events/${eventId}/orders`);
    const row = await page.waitForSelector(tid(`order-row-${number}`), { timeout: UI_TIMEOUT });
    await fits('orders');
    await row.click();
    await page.click(tid('mark-paid'));
    await page.click(tid('mark-paid-confirm'));
    await page.waitForSelector(`${tid('order-show')} ${tid('order-payment-status')}[data-status="PAID"]`, { timeout: UI_TIMEOUT });
    await fits('order');
    await shot('6-order-paid');
    await eventually(
      () =>
        query<{ payment_status: string }>('SELECT payment_status FROM attendees WHERE id = ?', attendee!.id)[0]?.payment_status === 'PAID',
      'the attendee paid',
    );
  });
});
