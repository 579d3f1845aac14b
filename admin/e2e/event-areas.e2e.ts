import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query, testDatabase } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_PASSWORD, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, routeOf, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * The event areas an organiser needs on day one (issue 11): companies with their quota use, attendee
 * categories, tags, saved filters, the event's category, payment settings, the attendee site's link,
 * bulk actions that report their failures and the form that shows the failing field.
 */
// One signed-in demo event ADMIN for the whole file.
let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  eventId = demoEventId();
  await openEvent(page, eventId, DEMO_EVENT_NAME);
});
afterAll(() => browser?.close());
// The refusals the tests provoke (422, and 423 asking for the password) are logged by the browser; nothing else may be.
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]/.test(e))).toEqual([]));

describe('staff app: companies, categories, tags, filters and the event category', () => {
  it('opens "Aggiungi azienda" from the menu, creates a company with its name only, and shows its attendees against the quota', async () => {
    await page.click(tid('menu-button-add-company'));
    await waitForRoute(page, `/events/${eventId}/companies/create`);
    await page.fill('input[name="name"]', 'Ottica Rossi Srl');
    await page.fill('input[name="attendee_quota"]', '5');
    await page.click(tid('company-save'));
    await page.waitForSelector(tid('company-quota-use'), { timeout: UI_TIMEOUT });
    expect(routeOf(page)).toMatch(new RegExp(`^/events/${eventId}/companies/\\d+$`));
    expect(await page.textContent(tid('company-quota-use'))).toBe('0 / 5');
    expect(await page.textContent(tid('company-users'))).toContain('Nessun utente');
    await screenshot(page, 'company-edit', SCREENSHOTS);

    // The event ADMIN invites the company's contact: an account and an e-mail with the company-login link.
    await page.fill(tid('invite-name'), 'Rita Rossi');
    await page.fill(tid('invite-email'), 'rita@otticarossi.it');
    await page.click(tid('invite-send'));
    // Giving someone sign-in is an account change: the password is asked once more.
    const dialog = page.locator(tid('confirm-password-dialog'));
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await dialog.locator(tid('confirm-password-submit')).click();
    await page.waitForSelector(`${tid('company-users')} :text("rita@otticarossi.it")`, { timeout: UI_TIMEOUT });
    await screenshot(page, 'company-invited', SCREENSHOTS);
    expect(
      query<{ role: string }>(
        'SELECT r.role FROM user_event_roles r JOIN users u ON u.id = r.user_id WHERE u.email = ?',
        'rita@otticarossi.it',
      ),
    ).toEqual([{ role: 'COMPANY' }]);

    // A wrong e-mail is refused on its field; the name is all that is required.
    await page.fill('input[name="email"]', 'non-una-mail');
    await page.click(tid('company-save'));
    // Our message in the interface's language, not the browser's own e-mail check.
    await page.waitForSelector('.Mui-error', { timeout: UI_TIMEOUT });
    expect(await page.textContent('.MuiFormHelperText-root.Mui-error')).toMatch(/e-mail/i);
    await page.fill('input[name="email"]', 'info@otticarossi.it');
    await page.click(tid('company-save'));
    await waitForRoute(page, `/events/${eventId}/companies`);
    const [stored] = query<{ email: string; attendee_quota: number }>(
      'SELECT email, attendee_quota FROM event_companies WHERE event_id = ? AND name = ?',
      eventId,
      'Ottica Rossi Srl',
    );
    expect(stored).toEqual({ email: 'info@otticarossi.it', attendee_quota: 5 });
  });

  it('lists the companies with "used / quota" and opens the demo company with its attendees counted', async () => {
    await goTo(page, `/events/${eventId}/companies`);
    await page.waitForSelector(`${tid('company-list')} tbody tr`, { timeout: UI_TIMEOUT });
    const [company] = query<{ id: number; name: string; n: number }>(
      `SELECT c.id, c.name, COUNT(a.id) AS n FROM event_companies c JOIN attendees a ON a.event_company_id = c.id
        WHERE c.event_id = ? GROUP BY c.id, c.name ORDER BY n DESC LIMIT 1`,
      eventId,
    );
    await page.fill('input[name="q"]', company.name);
    // The search reaches the address a moment later (debounced): a click on a row before it would be undone by it.
    await page.waitForFunction((name) => decodeURIComponent(window.location.hash).includes(name), company.name, { timeout: UI_TIMEOUT });
    const row = page.locator(`${tid('company-list')} tbody tr`, { hasText: company.name }).first();
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.locator(tid('company-quota-use')).textContent()).toMatch(new RegExp(`^${company.n} / `));
    await screenshot(page, 'company-list', SCREENSHOTS);
    await row.click();
    await waitForRoute(page, `/events/${eventId}/companies/${company.id}`);
    await page.waitForSelector(tid('company-quota-use'), { timeout: UI_TIMEOUT });
  });

  it('creates an attendee category in a dialog and counts the attendees of each', async () => {
    await goTo(page, `/events/${eventId}/attendeecategories`);
    await page.waitForSelector(`${tid('attendee-category-list')} tbody tr`, { timeout: UI_TIMEOUT });
    await page.click(tid('attendee-category-create'));
    await page.fill(`${tid('attendee-category-dialog')} input[name="name"]`, 'Stampa');
    await page.click(`${tid('attendee-category-dialog')} button[type="submit"]`);
    const row = page.locator(`${tid('attendee-category-list')} tbody tr`, { hasText: 'Stampa' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect((await row.locator('td').nth(1).textContent())?.trim()).toBe('0');
    const [used] = query<{ name: string; n: number }>(
      `SELECT c.name, COUNT(a.id) AS n FROM attendee_categories c JOIN attendees a ON a.event_attendee_category_id = c.id
        WHERE c.event_id = ? GROUP BY c.id, c.name ORDER BY n DESC LIMIT 1`,
      eventId,
    );
    const usedRow = page.locator(`${tid('attendee-category-list')} tbody tr`, { hasText: used.name }).first();
    expect((await usedRow.locator('td').nth(1).textContent())?.trim()).toBe(String(used.n));
    expect(await usedRow.locator('button').last().isDisabled()).toBe(true);
    await screenshot(page, 'attendee-categories', SCREENSHOTS);
  });

  it('creates a tag with its colour and shows it as a chip', async () => {
    await goTo(page, `/events/${eventId}/tags`);
    await page.waitForSelector(tid('tag-list'), { timeout: UI_TIMEOUT });
    await page.click(tid('tag-create'));
    await page.fill(`${tid('tag-dialog')} input[name="name"]`, 'Ospite d’onore');
    await page.locator(`${tid('tag-dialog')} input[name="color"]`).fill('#ff5722');
    await page.click(`${tid('tag-dialog')} button[type="submit"]`);
    await page.locator(`${tid('tag-list')} tbody tr`, { hasText: 'Ospite d’onore' }).waitFor({ timeout: UI_TIMEOUT });
    expect(query('SELECT color FROM tags WHERE event_id = ? AND name = ?', eventId, 'Ospite d’onore')).toEqual([{ color: '#ff5722' }]);
    await screenshot(page, 'tags', SCREENSHOTS);
  });

  it('saves a filter from the attendee list, renames and shares it, and opens it as the list', async () => {
    await goTo(page, `/events/${eventId}/attendees`);
    await page.waitForSelector('table tbody tr', { timeout: UI_TIMEOUT });
    const searched = page.waitForResponse((r) => r.url().includes('/attendees?') && decodeURIComponent(r.url()).includes('rossi'));
    await page.fill(`${tid('attendee-search')} input`, 'rossi');
    await searched;
    await page.click(tid('saved-filters'));
    await page.getByText('Salva il filtro attuale').click();
    await page.getByLabel('Nome').last().fill('Cognome Rossi');
    await page.getByRole('button', { name: 'Salva' }).last().click();
    await page.waitForSelector('text=Filtro salvato', { timeout: UI_TIMEOUT });

    await goTo(page, `/events/${eventId}/filters`);
    const row = page.locator(`${tid('saved-filter-list')} tbody tr`, { hasText: 'Cognome Rossi' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.textContent()).toContain('q: rossi');
    await row.locator('td').first().click();
    await page.fill(`${tid('saved-filter-dialog')} input[name="name"]`, 'Famiglia Rossi');
    await page.click(`${tid('saved-filter-dialog')} input[name="shared"]`);
    await page.click(`${tid('saved-filter-dialog')} button[type="submit"]`);
    await eventually(
      () =>
        query<{ name: string; shared: number }>(
          'SELECT name, shared FROM saved_filters WHERE event_id = ? AND name = ?',
          eventId,
          'Famiglia Rossi',
        )[0]?.shared === 1,
      'the filter renamed and shared',
    );
    await screenshot(page, 'saved-filters', SCREENSHOTS);
    await page
      .locator(`${tid('saved-filter-list')} tbody tr`, { hasText: 'Famiglia Rossi' })
      .locator(tid('filter-open'))
      .click();
    await waitForRoute(page, `/events/${eventId}/attendees`);
    await page.waitForSelector('table tbody tr', { timeout: UI_TIMEOUT });
    expect(await page.inputValue(`${tid('attendee-search')} input`)).toBe('rossi');
  });

  it('shows the event’s category and changes it', async () => {
    await goTo(page, `/events/${eventId}/eventcategories`);
    await page.waitForSelector(tid('event-category-page'), { timeout: UI_TIMEOUT });
    const categories = query<{ id: number; name: string }>('SELECT id, name FROM event_categories ORDER BY name');
    const [{ event_category_id: before }] = query<{ event_category_id: number | null }>(
      'SELECT event_category_id FROM events WHERE id = ?',
      eventId,
    );
    const other = categories.find((c) => c.id !== before)!;
    await page.click('[role="combobox"]');
    await page.getByRole('option', { name: other.name }).click();
    await page.click(tid('event-category-save'));
    await eventually(
      () =>
        query<{ event_category_id: number }>('SELECT event_category_id FROM events WHERE id = ?', eventId)[0].event_category_id ===
        other.id,
      'the event category saved',
    );
    await screenshot(page, 'event-category', SCREENSHOTS);
  });
});

describe('staff app: payment settings', () => {
  it('opens from the orders, refuses a wrong IBAN on its field, and saves the desk text', async () => {
    await goTo(page, `/events/${eventId}/orders`);
    await page.click(tid('open-payment-settings'));
    await waitForRoute(page, `/events/${eventId}/orders/payment-settings`);
    await page.waitForSelector(tid('payment-offered'), { timeout: UI_TIMEOUT });
    expect(await page.textContent(tid('payment-offered'))).toContain('Bonifico bancario');
    await screenshot(page, 'payment-settings', SCREENSHOTS);

    await page.fill('input[name="iban"]', 'IT60 X054 2811 1010 0000 0123 457');
    await page.click(tid('payment-settings-save'));
    await page.waitForSelector('.MuiFormHelperText-root.Mui-error', { timeout: UI_TIMEOUT });
    expect(await page.textContent('.MuiFormHelperText-root.Mui-error')).toContain('IBAN non valido');

    await page.fill('input[name="iban"]', 'IT60 X054 2811 1010 0000 0123 456');
    await page.fill('textarea[name="desk_text_it"]', 'Cassa al banco registrazioni');
    await page.click(tid('payment-settings-save'));
    await eventually(
      () =>
        query<{ desk_text_it: string }>('SELECT desk_text_it FROM event_payment_settings WHERE event_id = ?', eventId)[0]?.desk_text_it ===
        'Cassa al banco registrazioni',
      'the desk text saved',
    );
  });
});

describe('staff app: attendee site link, bulk actions that report failures, the form that shows the failing field', () => {
  it('shows the attendee site’s link and QR code on the dashboard', async () => {
    await goTo(page, `/events/${eventId}`);
    await page.waitForSelector(`${tid('attendee-site-qr')} svg`, { timeout: UI_TIMEOUT });
    const [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    expect(await page.textContent(tid('attendee-site-url'))).toMatch(new RegExp(`/myarea/#/${token}/login$`));
    await screenshot(page, 'dashboard-attendee-site', SCREENSHOTS);
  });

  it('puts a selection on hold, and names the attendee whose stored data breaks a rule, with the reason', async () => {
    const rows = query<{ id: number; last_name: string; attendee_code: string }>(
      "SELECT id, last_name, attendee_code FROM attendees WHERE event_id = ? AND email IS NOT NULL AND email <> '' ORDER BY id LIMIT 3",
      eventId,
    );
    // Data that was valid once (or came from elsewhere): no company, which the ADMIN's form now requires.
    const [{ event_company_id: company }] = query<{ event_company_id: number }>(
      'SELECT event_company_id FROM attendees WHERE id = ?',
      rows[0]!.id,
    );
    testDatabase().execute('UPDATE attendees SET event_company_id = NULL WHERE id = ?', rows[0]!.id);
    await goTo(page, `/events/${eventId}/attendees?filter=${encodeURIComponent(JSON.stringify({ id: rows.map((r) => r.id) }))}&page=1`);
    await page.waitForSelector(tid(`attendee-row-${rows[0]!.attendee_code}`), { timeout: UI_TIMEOUT });
    for (const row of rows) await page.locator(`${tid(`attendee-row-${row.attendee_code}`)} input[type="checkbox"]`).check();
    await page.click(tid('bulk-pending'));
    await page.waitForSelector(tid('bulk-failures'), { timeout: UI_TIMEOUT });
    const failures = await page.$$eval(tid('bulk-failure'), (els) => els.map((el) => el.textContent ?? ''));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(rows[0]!.last_name);
    expect(failures[0]).toMatch(/Azienda: Campo obbligatorio/);
    await screenshot(page, 'bulk-failures', SCREENSHOTS);
    const pending = query<{ id: number; pending: number }>(
      `SELECT id, pending FROM attendees WHERE id IN (${rows.map((r) => r.id).join(',')}) ORDER BY id`,
    );
    expect(
      pending
        .filter((p) => p.pending === 1)
        .map((p) => p.id)
        .sort(),
    ).toEqual(
      rows
        .slice(1)
        .map((r) => r.id)
        .sort(),
    );
    await page.getByRole('button', { name: 'Chiudi' }).click();
    testDatabase().execute('UPDATE attendees SET pending = 0 WHERE id IN (?, ?, ?)', ...rows.map((r) => r.id));
    testDatabase().execute('UPDATE attendees SET event_company_id = ? WHERE id = ?', company, rows[0]!.id);
  });

  it('opens the tab of the failing field and focuses it when the form is saved', async () => {
    const [broken] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id DESC LIMIT 1', eventId);
    // A VAT number the rules refuse, on the "work" tab the form does not open on.
    testDatabase().execute('UPDATE attendees SET vat_number = ? WHERE id = ?', '123', broken!.id);
    await goTo(page, `/events/${eventId}/attendees/${broken!.id}/edit`);
    await page.waitForSelector('input[name="phone"]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="phone"]', '+39 06 1234567');
    await page.click(tid('save-attendee'));
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'vat_number', undefined, {
      timeout: UI_TIMEOUT,
    });
    expect(await page.isVisible('input[name="vat_number"]')).toBe(true);
    expect(await page.getAttribute(`${tid('tab-work')}`, 'class')).toMatch(/error/);
    await screenshot(page, 'attendee-failing-field', SCREENSHOTS);
    await page.fill('input[name="vat_number"]', '');
    await page.click(tid('save-attendee'));
    await waitForRoute(page, `/events/${eventId}/attendees`);
    // The list puts its own parameters in the address once drawn.
    await page.waitForFunction(() => location.hash.includes('sort='), undefined, { timeout: UI_TIMEOUT });
  });

  it('e-mails the attendee site’s link to a selection', async () => {
    const rows = query<{ id: number; email: string; attendee_code: string }>(
      "SELECT id, email, attendee_code FROM attendees WHERE event_id = ? AND email IS NOT NULL AND email <> '' ORDER BY id LIMIT 2 OFFSET 3",
      eventId,
    );
    const before = query<{ n: number | null }>('SELECT MAX(id) AS n FROM mail_outbox')[0]?.n ?? 0;
    // From another page: a list already open keeps its own filter over the one in the address.
    await goTo(page, `/events/${eventId}`);
    await page.waitForSelector(tid('attendee-site'), { timeout: UI_TIMEOUT });
    await goTo(page, `/events/${eventId}/attendees?filter=${encodeURIComponent(JSON.stringify({ id: rows.map((r) => r.id) }))}&page=1`);
    await page.waitForSelector(tid(`attendee-row-${rows[0]!.attendee_code}`), { timeout: UI_TIMEOUT });
    for (const row of rows) await page.locator(`${tid(`attendee-row-${row.attendee_code}`)} input[type="checkbox"]`).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'bulk-actions', SCREENSHOTS);
    await page.click(tid('bulk-send-link'));
    await page.waitForSelector('text=Link inviato a 2 partecipanti', { timeout: UI_TIMEOUT });
    const sent = query<{ to_address: string }>('SELECT to_address FROM mail_outbox WHERE id > ? ORDER BY id', before).map(
      (m) => m.to_address,
    );
    // The selection is cleared, and the bar of actions fits the window.
    await page.waitForFunction(
      (code) =>
        !(document.querySelector(`[data-testid="attendee-row-${code}"] input[type="checkbox"]`) as HTMLInputElement | null)?.checked,
      rows[0]!.attendee_code,
      { timeout: UI_TIMEOUT },
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(sent.sort()).toEqual(rows.map((r) => r.email).sort());
  });
});

describe('staff app: zones (issue 13)', () => {
  it('creates a zone, then one inside it open at set times', async () => {
    await goTo(page, `/events/${eventId}/zones`);
    await page.waitForSelector(tid('zone-list'), { timeout: UI_TIMEOUT });
    await page.click(tid('zone-create'));
    await page.fill(`${tid('zone-dialog')} input[name="name_it"]`, 'Paddock');
    await page.fill(`${tid('zone-dialog')} input[name="code"]`, 'paddock');
    await page.click(`${tid('zone-dialog')} button[type="submit"]`);
    await page.locator(`${tid('zone-list')} tbody tr`, { hasText: 'PADDOCK' }).waitFor({ timeout: UI_TIMEOUT });

    await page.click(tid('zone-create'));
    await page.fill(`${tid('zone-dialog')} input[name="name_it"]`, 'Corsia box');
    await page.fill(`${tid('zone-dialog')} input[name="code"]`, 'PIT');
    await page.click(`${tid('zone-dialog')} [role="combobox"]`);
    await page.getByRole('option', { name: 'Paddock' }).click();
    await page.click(`${tid('zone-dialog')} .button-add-windows`);
    const [from, to] = await page.$$(`${tid('zone-dialog')} [role="group"], ${tid('zone-dialog')} .MuiPickersSectionList-root`);
    expect(from && to).toBeTruthy();
    await page
      .locator(`${tid('zone-dialog')} .MuiPickersSectionList-root`)
      .nth(0)
      .locator('[role="spinbutton"]')
      .first()
      .click();
    await page.keyboard.type('200520270800');
    await page
      .locator(`${tid('zone-dialog')} .MuiPickersSectionList-root`)
      .nth(1)
      .locator('[role="spinbutton"]')
      .first()
      .click();
    await page.keyboard.type('200520271800');
    await screenshot(page, 'zone-dialog', SCREENSHOTS);
    await page.click(`${tid('zone-dialog')} button[type="submit"]`);
    await page.locator(`${tid('zone-list')} tbody tr`, { hasText: 'PIT' }).waitFor({ timeout: UI_TIMEOUT });
    const [pit] = query<{ parent: string; windows: string }>(
      'SELECT p.code AS parent, z.windows FROM zones z JOIN zones p ON p.id = z.parent_id WHERE z.event_id = ? AND z.code = ?',
      eventId,
      'PIT',
    );
    expect(pit!.parent).toBe('PADDOCK');
    const windows = JSON.parse(pit!.windows) as { from: string; to: string }[];
    expect(windows).toHaveLength(1);
    // 08:00 and 18:00 on 20 May 2027 in the browser's time zone.
    expect(new Date(windows[0]!.to).getTime() - new Date(windows[0]!.from).getTime()).toBe(10 * 3600_000);
    await screenshot(page, 'zones', SCREENSHOTS);
  });
});

describe('staff app: vehicles (issue 13)', () => {
  it('registers a vehicle from the menu button, with its company and driver; the plate is normalised', async () => {
    const [driver] = query<{ id: number; last_name: string; company: string }>(
      `SELECT a.id, a.last_name, c.name AS company FROM attendees a JOIN event_companies c ON c.id = a.event_company_id
        WHERE a.event_id = ? AND c.name = ? ORDER BY a.id LIMIT 1`,
      eventId,
      'Medica Italia S.p.A.',
    );
    await goTo(page, `/events/${eventId}`);
    await page.waitForSelector(tid('menu-button-add-vehicle'), { timeout: UI_TIMEOUT });
    await page.click(tid('menu-button-add-vehicle'));
    await waitForRoute(page, `/events/${eventId}/vehicles/create`);
    await page.waitForSelector('input[name="plate"]', { timeout: UI_TIMEOUT });
    // One item lit: the button that opened the page, not its area as well.
    const lit = await page.$$eval('.RaMenuItemLink-active', (els) =>
      els.filter((el) => getComputedStyle(el).backgroundImage !== 'none').map((el) => el.getAttribute('data-testid')),
    );
    expect(lit).toEqual(['menu-button-add-vehicle']);
    await page.fill('input[name="plate"]', 'fg 321-hk');
    await page.fill('input[name="brand"]', 'Fiat');
    await page.fill('input[name="event_company_id"]', 'Medica');
    await page.getByRole('option', { name: driver!.company }).click();
    await page.fill(`${tid('vehicle-driver')} input`, driver!.last_name);
    await page
      .getByRole('option', { name: new RegExp(driver!.last_name) })
      .first()
      .click();
    await screenshot(page, 'vehicle-create', SCREENSHOTS);
    await page.click(tid('vehicle-save'));
    await waitForRoute(page, `/events/${eventId}/vehicles`);
    await page.locator(`${tid('vehicle-list')} tbody tr`, { hasText: 'FG321HK' }).waitFor({ timeout: UI_TIMEOUT });
    expect(query('SELECT plate, brand, driver_attendee_id FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'FG321HK')).toEqual([
      { plate: 'FG321HK', brand: 'Fiat', driver_attendee_id: driver!.id },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vehicles', SCREENSHOTS);
  });
});

describe('staff app: the attendee’s access tab (issue 13)', () => {
  it('grants a zone to an attendee and shows it among the zones it may enter now', async () => {
    const [attendee] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id LIMIT 1 OFFSET 2', eventId);
    const [paddock] = query<{ id: number }>('SELECT id FROM zones WHERE event_id = ? AND code = ?', eventId, 'PADDOCK');
    expect(paddock).toBeDefined();
    await goTo(page, `/events/${eventId}/attendees/${attendee!.id}/edit`);
    await page.click(tid('tab-access-control'));
    await page.waitForSelector(tid('attendee-access'), { timeout: UI_TIMEOUT });
    await page.click(`${tid('attendee-access')} [role="combobox"]`);
    await page.getByRole('option', { name: /^PADDOCK/ }).click();
    await page.click(tid('access-grant'));
    await page.waitForSelector(`${tid('access-now')} :text("PADDOCK")`, { timeout: UI_TIMEOUT });
    expect(query('SELECT zone_id FROM access_rights WHERE attendee_id = ?', attendee!.id)).toEqual([{ zone_id: paddock!.id }]);
    await screenshot(page, 'attendee-access', SCREENSHOTS);
  });
});

describe('staff app: the vehicle’s access (issue 13)', () => {
  it('grants a zone to a vehicle from its access-control tab', async () => {
    const [vehicle] = query<{ id: number }>('SELECT id FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'FG321HK');
    expect(vehicle).toBeDefined();
    await goTo(page, `/events/${eventId}/vehicles/${vehicle!.id}`);
    // The vehicle's page itself: the attendee's page before it has an access-control tab of the same name.
    await page.waitForSelector(tid('tab-vehicle'), { timeout: UI_TIMEOUT });
    await page.click(tid('tab-access-control'));
    await page.waitForSelector(tid('attendee-access'), { timeout: UI_TIMEOUT });
    await page.click(`${tid('attendee-access')} [role="combobox"]`);
    await page.getByRole('option', { name: /^PADDOCK/ }).click();
    await page.click(`${tid('attendee-access')} ${tid('access-grant')}`);
    await page.waitForSelector(`${tid('attendee-access')} ${tid('access-now')} :text("PADDOCK")`, { timeout: UI_TIMEOUT });
    expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM access_rights WHERE vehicle_id = ?', vehicle!.id)[0]!.n).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vehicle-access', SCREENSHOTS);
  });
});
