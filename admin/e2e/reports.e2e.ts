import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query, testDatabase } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, settled, tid, trackRequests, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { apiCall, apiGet, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/** Screenshots at 1280×800, 1024×768 and a tablet's 768×1024; none of them scrolls sideways. */
async function atReportSizes(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect({ name, width, sideways: scrollWidth - clientWidth > 0 }).toEqual({ name, width, sideways: false });
    await screenshot(page, `${name}-${width}`, SCREENSHOTS);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
/**
 * The reports (issue 28) as a VIEWER meets them: its event opens on the reports, with the demo's figures;
 * the gate report shows the entries; an export downloads the figures the page shows; the accreditation report
 * opens, and the sales and programme reports are not its (they need orders, sessions and credits). The event
 * ADMIN opens the sales and programme reports, follows the dashboard's figures to their reports, narrows a report
 * by a saved filter (the export too), compares the registrations with another event of theirs (the second series in
 * the chart's legend, the export too) and prints it without the app's chrome. The VIEWER opens the stats across
 * events from the app menu. No size (1280, 1024, a 768 px tablet) scrolls sideways.
 */
describe('reports', () => {
  let browser: Browser;
  let page: Page;
  let eventId: number;
  let productName: string;
  let gateZone: number;
  // What beforeAll wrote into the demo event, taken away in afterAll: other browser files use the same attendees.
  let orderId: number;
  let seat: { session: number; attendee: number } | null = null;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    eventId = demoEventId();
    // Two entries and a refusal at the demo's first zone, so the gate report has figures to draw.
    const [zone] = query<{ id: number }>('SELECT id FROM zones WHERE event_id = ? ORDER BY id LIMIT 1', eventId);
    gateZone = zone.id;
    const people = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id LIMIT 2', eventId);
    // Each with the `delta` the gate would write here (each person enters once: +1; the refusal moves nobody: 0), which the peaks sum.
    const scan = (holder: number, result: string, reason: string | null, at: string) =>
      testDatabase().execute(
        `INSERT INTO scans (event_id, zone_id, direction, result, reason, holder_type, holder_id, device_id, nonce, scanned_at, delta)
         VALUES (?, ?, 'IN', ?, ?, 'ATTENDEE', ?, 'e2e-reports', ?, ?, ?)`,
        eventId,
        zone.id,
        result,
        reason,
        holder,
        `reports-${holder}-${at}`,
        at,
        result === 'ADMITTED' ? 1 : 0,
      );
    scan(people[0].id, 'ADMITTED', null, '2027-05-10 09:05:00.000');
    scan(people[1].id, 'ADMITTED', null, '2027-05-10 09:20:00.000');
    scan(people[1].id, 'DENIED', 'already_inside', '2027-05-10 09:21:00.000');
    // An order of the demo's first product, so the sales report has a bar; a seat in its first session for the programme's.
    const [product] = query<{ id: number; name_it: string }>(
      'SELECT id, name_it FROM products WHERE event_id = ? ORDER BY id LIMIT 1',
      eventId,
    );
    const [{ top }] = query<{ top: number | null }>('SELECT MAX(number) AS top FROM orders WHERE event_id = ?', eventId);
    const now = '2027-05-01 10:00:00.000';
    testDatabase().execute(
      `INSERT INTO orders (event_id, attendee_id, number, status, payment_status, payment_method, total_net_cents, total_vat_cents,
         total_gross_cents, currency, created_at, updated_at) VALUES (?, ?, ?, 'PLACED', 'UNPAID', 'BANK_TRANSFER', 2000, 440, 2440, 'EUR', ?, ?)`,
      eventId,
      people[0].id,
      (top ?? 0) + 1,
      now,
      now,
    );
    const [order] = query<{ id: number }>('SELECT MAX(id) AS id FROM orders WHERE event_id = ?', eventId);
    orderId = order.id;
    testDatabase().execute(
      `INSERT INTO order_lines (order_id, product_id, product_name, quantity, unit_price_cents, vat_rate, net_cents, vat_cents, gross_cents)
       VALUES (?, ?, ?, 2, 1220, 2200, 2000, 440, 2440)`,
      order.id,
      product.id,
      product.name_it,
    );
    productName = product.name_it;
    const [session] = query<{ id: number }>('SELECT id FROM programme_sessions WHERE event_id = ? ORDER BY start_at, id LIMIT 1', eventId);
    const seated =
      query('SELECT 1 FROM session_registrations WHERE session_id = ? AND attendee_id = ?', session.id, people[0].id).length > 0;
    if (!seated) seat = { session: session.id, attendee: people[0].id };
    testDatabase().execute(
      `INSERT OR IGNORE INTO session_registrations (event_id, session_id, attendee_id, status, created_at, updated_at) VALUES (?, ?, ?, 'REGISTERED', ?, ?)`,
      eventId,
      session.id,
      people[0].id,
      now,
      now,
    );
    page = await signedInPage(browser, DEMO_USERS.VIEWER);
    trackRequests(page);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  });
  afterAll(async () => {
    const db = testDatabase();
    db.execute("DELETE FROM scans WHERE event_id = ? AND device_id = 'e2e-reports'", eventId);
    if (orderId) {
      db.execute('DELETE FROM order_lines WHERE order_id = ?', orderId);
      db.execute('DELETE FROM orders WHERE id = ?', orderId);
    }
    if (seat) db.execute('DELETE FROM session_registrations WHERE session_id = ? AND attendee_id = ?', seat.session, seat.attendee);
    await browser?.close();
  });

  it('a VIEWER opens its event on the reports, with the registrations chart and figures', async () => {
    // The demo event's card: another file (empty-states) gives the VIEWER a second, empty event.
    const [{ name }] = query<{ name: string }>('SELECT name FROM events WHERE id = ?', eventId);
    await page.click(`${tid('event-card')}:has-text(${JSON.stringify(name)})`);
    await waitForRoute(page, `/events/${eventId}/reports`);
    await page.waitForSelector(`${tid('report-per-day')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
    const [{ n }] = query<{ n: number }>('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', eventId);
    expect(n).toBeGreaterThan(0);
    expect(await page.textContent(`${tid('report-total')} h4`)).toBe(n.toLocaleString('it-IT'));
    // The numbers stand beside the bars.
    expect(await page.locator(`${tid('report-by-category')} .recharts-label-list text`).count()).toBeGreaterThan(0);
    // Who registered: each of gender, age band and region is a chart exactly when the VIEWER sees its field.
    const profile = (
      await apiGet<Record<'by_gender' | 'by_age_band' | 'by_region', unknown[] | null>>(
        page,
        `/api/events/${eventId}/reports/registrations`,
      )
    ).json;
    for (const [section, testId] of [
      ['by_gender', 'report-by-gender'],
      ['by_age_band', 'report-by-age-band'],
      ['by_region', 'report-by-region'],
    ] as const) {
      expect(profile).toHaveProperty(section);
      expect(await page.locator(`${tid(testId)} .recharts-label-list text`).count()).toBe(profile[section]?.length ?? 0);
    }
    // Neither 1280×800, 1024×768 nor a 768 px tablet scrolls sideways.
    await atReportSizes(page, 'reports-registrations', () => settled(page));
    // A category narrows every figure to its attendees.
    const report = (
      await apiGet<{ by_category: { key: number | null; count: number }[] }>(page, `/api/events/${eventId}/reports/registrations`)
    ).json;
    const category = report.by_category.find((b) => b.key !== null && b.count > 0)!;
    await page.click(`${tid('report-category_id')} [role="combobox"]`);
    await page.click(tid(`report-category_id-${category.key}`));
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(selector)?.textContent === text,
      [`${tid('report-total')} h4`, category.count.toLocaleString('it-IT')] as const,
      { timeout: UI_TIMEOUT },
    );
    await page.click(`${tid('report-category_id')} [role="combobox"]`);
    await page.click(`[role="listbox"] [data-value=""]`);
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(selector)?.textContent === text,
      [`${tid('report-total')} h4`, n.toLocaleString('it-IT')] as const,
      { timeout: UI_TIMEOUT },
    );
  });

  it('opens the gate report: entries per zone, who came in, refusals, the zones’ occupancy peaks', async () => {
    await page.click(tid('report-tab-gate'));
    await page.waitForSelector(`${tid('report-check-ins')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
    const report = (
      await apiGet<{ entered: number; denials: { key: string; count: number }[] }>(page, `/api/events/${eventId}/reports/gate`)
    ).json;
    expect(report.entered).toBeGreaterThanOrEqual(2);
    expect(await page.textContent(`${tid('report-entered')} h4`)).toBe(report.entered.toLocaleString('it-IT'));
    await page.locator(tid('report-denials'), { hasText: 'Già dentro' }).waitFor({ timeout: UI_TIMEOUT });
    // The zone's occupancy peak (its two entries, no exit, at least) in the peaks' table, as the API counts it.
    const peak = (
      await apiGet<{ peaks: { zone_id: number; count: number }[] }>(page, `/api/events/${eventId}/reports/gate`)
    ).json.peaks.find((p) => p.zone_id === gateZone);
    expect(peak?.count).toBeGreaterThanOrEqual(2);
    const row = page.locator(tid(`report-peak-${gateZone}`));
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.locator('td').nth(1).textContent()).toBe(peak!.count.toLocaleString('it-IT'));
    // Neither 1280×800, 1024×768 nor a 768 px tablet scrolls sideways.
    await atReportSizes(page, 'reports-gate', () => settled(page));
  });

  it('exports the gate report as CSV with the figures the page shows', async () => {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT }), page.click(tid('report-export-csv'))]);
    expect(download.suggestedFilename()).toMatch(/^report-gate-.*\.csv$/);
    const file = join(mkdtempSync(join(tmpdir(), 'reports-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    const report = (await apiGet<{ entered: number; no_shows: number }>(page, `/api/events/${eventId}/reports/gate`)).json;
    // The first five columns of every report's file (the services' rows add an `attendees` column when there are any).
    const rows = (parse(text, { delimiter: ';', bom: true }) as string[][]).map((r) => r.slice(0, 5));
    expect(rows[0]).toEqual(['section', 'key', 'label', 'count', 'cumulative']);
    expect(rows).toContainEqual(['entered', '', '', String(report.entered), '']);
    expect(rows).toContainEqual(['no_shows', '', '', String(report.no_shows), '']);
    expect(rows.find((r) => r[0] === 'denials' && r[1] === 'already_inside')).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('opens the accreditation report: documents by category, requests, vehicles; no sales nor programme tab for a VIEWER', async () => {
    await page.click(tid('report-tab-accreditation'));
    await page.waitForSelector(tid('report-accreditation'), { timeout: UI_TIMEOUT });
    const report = (await apiGet<{ attendees: number }>(page, `/api/events/${eventId}/reports/accreditation`)).json;
    expect(report.attendees).toBeGreaterThan(0);
    expect(await page.textContent(`${tid('report-attendees')} h4`)).toBe(report.attendees.toLocaleString('it-IT'));
    expect(await page.locator(`${tid('report-requests')} .recharts-label-list text`).count()).toBeGreaterThan(0);
    expect(await page.locator(tid('report-tab-commerce')).count()).toBe(0);
    expect(await page.locator(tid('report-tab-programme')).count()).toBe(0);
    await atReportSizes(page, 'reports-accreditation', () => settled(page));
    expect(errors).toEqual([]);
  });

  it('opens the stats across events from the app menu: its events, the chart leading with the numbers beside the bars, the table', async () => {
    await page.click(tid('menu-app-stats'));
    await waitForRoute(page, '/stats');
    await page.waitForSelector(`${tid('events-stats-chart')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
    const rows = (await apiGet<{ id: number; attendees: number; scans: number }[]>(page, '/api/reports/events')).json;
    const demo = rows.find((r) => r.id === eventId)!;
    const [{ n }] = query<{ n: number }>('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', eventId);
    expect(demo.attendees).toBe(n);
    expect(demo.scans).toBeGreaterThanOrEqual(2);
    const row = tid(`events-stats-row-${eventId}`);
    expect(await page.textContent(`${row} ${tid('events-stats-attendees')}`)).toBe(n.toLocaleString('it-IT'));
    expect(await page.textContent(`${row} ${tid('events-stats-scans')}`)).toBe(demo.scans.toLocaleString('it-IT'));
    // A VIEWER does not read the orders: no revenue.
    expect(await page.textContent(`${row} ${tid('events-stats-revenue')}`)).toBe('—');
    const labels = await page.locator(`${tid('events-stats-chart')} .recharts-label-list text`).allTextContents();
    expect(labels).toContain(String(n));
    await atReportSizes(page, 'reports-stats', () => settled(page));
    expect(errors).toEqual([]);
  });

  describe('as the event ADMIN', () => {
    let admin: Page;
    beforeAll(async () => {
      admin = await signedInPage(browser, DEMO_USERS.ADMIN);
      trackRequests(admin);
      admin.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await goTo(admin, `/events/${eventId}/reports`);
      await admin.waitForSelector(tid('report-total'), { timeout: UI_TIMEOUT });
    });

    it('opens the sales report: revenue by product beside its bar, the orders', async () => {
      await admin.click(tid('report-tab-commerce'));
      await admin.waitForSelector(`${tid('report-by-product')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
      const report = (
        await apiGet<{ orders: number; by_product: { label: string; gross_cents: number }[] }>(
          admin,
          `/api/events/${eventId}/reports/commerce`,
        )
      ).json;
      expect(report.orders).toBeGreaterThanOrEqual(1);
      expect(await admin.textContent(`${tid('report-orders')} h4`)).toBe(report.orders.toLocaleString('it-IT'));
      const bar = report.by_product.find((b) => b.label === productName)!;
      const money = (bar.gross_cents / 100).toLocaleString('it-IT', { style: 'currency', currency: 'EUR' });
      const labels = await admin.locator(`${tid('report-by-product')} .recharts-label-list text`).allTextContents();
      expect(labels).toContain(money);
      await atReportSizes(admin, 'reports-commerce', () => settled(admin));
    });

    it('opens the programme report: registered and attended per session', async () => {
      await admin.click(tid('report-tab-programme'));
      await admin.waitForSelector(`${tid('report-by-session')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
      const report = (await apiGet<{ sessions: number; registered: number }>(admin, `/api/events/${eventId}/reports/programme`)).json;
      expect(report.registered).toBeGreaterThanOrEqual(1);
      expect(await admin.textContent(`${tid('report-sessions')} h4`)).toBe(report.sessions.toLocaleString('it-IT'));
      expect(await admin.textContent(`${tid('report-session-registered')} h4`)).toBe(report.registered.toLocaleString('it-IT'));
      await atReportSizes(admin, 'reports-programme', () => settled(admin));
      expect(errors).toEqual([]);
    });

    it("follows the dashboard's figures to their reports", async () => {
      await goTo(admin, `/events/${eventId}`);
      await admin.click(tid('figure-attendees'));
      await waitForRoute(admin, `/events/${eventId}/reports`);
      await admin.waitForSelector(`${tid('report-tab-registrations')}[aria-selected="true"]`, { timeout: UI_TIMEOUT });
      await admin.waitForSelector(tid('report-total'), { timeout: UI_TIMEOUT });
      await goTo(admin, `/events/${eventId}`);
      await admin.click(`${tid('money-EUR')} a`);
      await waitForRoute(admin, `/events/${eventId}/reports`);
      await admin.waitForSelector(`${tid('report-tab-commerce')}[aria-selected="true"]`, { timeout: UI_TIMEOUT });
      await admin.waitForSelector(tid('report-orders'), { timeout: UI_TIMEOUT });
    });

    it('narrows the report by a saved filter, and exports with it', async () => {
      const [{ category, count }] = query<{ category: number; count: number }>(
        `SELECT event_attendee_category_id AS category, COUNT(*) AS count FROM attendees
         WHERE event_id = ? AND event_attendee_category_id IS NOT NULL GROUP BY event_attendee_category_id ORDER BY count, category LIMIT 1`,
        eventId,
      );
      const [{ n }] = query<{ n: number }>('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', eventId);
      expect(count).toBeLessThan(n);
      const [user] = query<{ id: number }>('SELECT id FROM users WHERE email = ?', DEMO_USERS.ADMIN);
      const now = '2027-05-01 10:00:00.000';
      testDatabase().execute(
        `INSERT INTO saved_filters (event_id, user_id, name, resource, filter, shared, created_at, updated_at)
         VALUES (?, ?, 'e2e-reports categoria', 'attendees', ?, 0, ?, ?)`,
        eventId,
        user.id,
        JSON.stringify({ event_attendee_category_id: category }),
        now,
        now,
      );
      const [saved] = query<{ id: number }>("SELECT MAX(id) AS id FROM saved_filters WHERE name = 'e2e-reports categoria'");
      try {
        // The page reads the saved filters when it opens: from the dashboard, it opens again.
        await goTo(admin, `/events/${eventId}`);
        await goTo(admin, `/events/${eventId}/reports`);
        await admin.click(tid('report-tab-registrations'));
        await admin.waitForSelector(tid('report-total'), { timeout: UI_TIMEOUT });
        await admin.click(`${tid('report-filter_id')} [role="combobox"]`);
        await admin.click(tid(`report-filter_id-${saved.id}`));
        await admin.waitForFunction(
          ([selector, text]) => document.querySelector(selector)?.textContent === text,
          [`${tid('report-total')} h4`, count.toLocaleString('it-IT')] as const,
          { timeout: UI_TIMEOUT },
        );
        expect(await admin.getAttribute(tid('report-export-csv'), 'href')).toContain(`filter_id=${saved.id}`);
        const filtered = await apiGet<{ total: number }>(admin, `/api/events/${eventId}/reports/registrations?filter_id=${saved.id}`);
        expect(filtered.json.total).toBe(count);
      } finally {
        testDatabase().execute('DELETE FROM saved_filters WHERE id = ?', saved.id);
      }
    });

    it('compares the registrations with another event: picked, drawn as a second series, exported', async () => {
      // Another event (the superadmin's, removed at the end with what it holds), three registrations 10 and 1 days
      // before its start, and a role there for the demo ADMIN, who may then read its reports.
      const root = await signedInPage(browser, SUPERADMIN.email, SUPERADMIN.password);
      const name = `e2e-reports confronto ${Date.now() % 100000}`;
      const created = await apiCall<{ id: number }>(root, 'POST', '/api/events', {
        name,
        sku: 'CMP',
        start_at: '2026-05-20',
        end_at: '2026-05-22',
        address: 'Via Roma 1',
        zip_code: '00100',
        city: 'Roma',
        country: 'IT',
      });
      expect(created.status).toBe(201);
      const other = created.json.id;
      const [user] = query<{ id: number }>('SELECT id FROM users WHERE email = ?', DEMO_USERS.ADMIN);
      try {
        for (const [i, at] of ['2026-05-10 09:00:00.000', '2026-05-10 18:00:00.000', '2026-05-19 12:00:00.000'].entries())
          testDatabase().execute(
            `INSERT INTO attendees (uuid, event_id, attendee_code, first_name, last_name, registration_date, created_at, updated_at)
             VALUES (?, ?, ?, 'Confronto', ?, ?, ?, ?)`,
            `00000000-0000-4000-8000-00000000c0${i}0`,
            other,
            `CMP${i}`,
            `N${i}`,
            at,
            at,
            at,
          );
        testDatabase().execute('INSERT INTO user_event_roles (user_id, event_id, role) VALUES (?, ?, ?)', user!.id, other, 'ADMIN');
        // The API keeps a user's roles a few seconds: the event is a choice once its list names it.
        await eventually(
          async () => (await apiGet<{ id: number }[]>(admin, '/api/reports/events')).json.some((e) => e.id === other),
          'the compared event among the reports the ADMIN reads',
        );
        await goTo(admin, `/events/${eventId}`);
        await goTo(admin, `/events/${eventId}/reports`);
        await admin.click(tid('report-tab-registrations'));
        await admin.waitForSelector(`${tid('report-per-day')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
        await admin.click(`${tid('report-compare_event_id')} [role="combobox"]`);
        await admin.click(tid(`report-compare_event_id-${other}`));
        // The legend names the compared event's series; its total stands beside this event's.
        await admin
          .locator(`${tid('report-per-day')} .recharts-legend-item-text`, { hasText: `${name}: in totale` })
          .waitFor({ timeout: UI_TIMEOUT });
        expect(await admin.textContent(`${tid('report-compare-total')} h4`)).toBe('3');
        const report = (
          await apiGet<{ compare: { total: number; per_day: { days_from_start: number; count: number }[] } }>(
            admin,
            `/api/events/${eventId}/reports/registrations?compare_event_id=${other}`,
          )
        ).json;
        expect(report.compare.per_day.map((d) => [d.days_from_start, d.count])).toEqual([
          [-10, 2],
          [-1, 1],
        ]);
        expect(await admin.getAttribute(tid('report-export-csv'), 'href')).toContain(`compare_event_id=${other}`);
        await atReportSizes(admin, 'reports-compare', () => settled(admin));
        expect(errors).toEqual([]);
      } finally {
        testDatabase().execute('DELETE FROM user_event_roles WHERE event_id = ?', other);
        testDatabase().execute('DELETE FROM attendees WHERE event_id = ?', other);
        expect((await apiCall(root, 'DELETE', `/api/events/${other}`)).status).toBe(200);
        await root.context().close();
      }
    });

    it('prints without the app bar, the menu, the filter bar and the buttons', async () => {
      // Opened afresh (from the dashboard): no filter of the tests above.
      await goTo(admin, `/events/${eventId}`);
      await goTo(admin, `/events/${eventId}/reports`);
      await admin.click(tid('report-tab-registrations'));
      await admin.waitForSelector(`${tid('report-per-day')} .recharts-bar-rectangle`, { timeout: UI_TIMEOUT });
      expect(await admin.isVisible(tid('report-print'))).toBe(true);
      await admin.emulateMedia({ media: 'print' });
      try {
        await settled(admin);
        expect(await admin.isVisible('.RaSidebar-root')).toBe(false);
        expect(await admin.isVisible('.MuiAppBar-root')).toBe(false);
        expect(await admin.isVisible('.report-filter-bar')).toBe(false);
        expect(await admin.isVisible(tid('report-print'))).toBe(false);
        // The leading chart takes the page's width, and the text is black.
        const { chart, drawn, body, color } = await admin.evaluate(() => ({
          chart: document.querySelector('[data-testid="report-per-day"]')!.getBoundingClientRect().width,
          drawn: document.querySelector('[data-testid="report-per-day"] .recharts-wrapper')!.getBoundingClientRect(),
          body: document.documentElement.clientWidth,
          color: getComputedStyle(document.querySelector('[data-testid="report-total"] h4')!).color,
        }));
        expect(chart).toBeGreaterThan(body * 0.9);
        // The chart itself is drawn at its height, not collapsed.
        expect(drawn.height).toBeGreaterThan(200);
        expect(color).toBe('rgb(0, 0, 0)');
        await screenshot(admin, 'reports-print', SCREENSHOTS);
      } finally {
        await admin.emulateMedia({ media: 'screen' });
      }
    });
  });
});
