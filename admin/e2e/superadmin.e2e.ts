import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_UI_CONFIG } from '@eventdesk/shared';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, fillDate, goTo, routeOf, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { apiGet, menuItems, openEvent, rememberSecret, secretOf, signIn } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

const NEW_USER = { name: 'Elena Nuova', email: 'elena.nuova@eventdesk.e2e.test', password: 'Zq9-vT7w-kP2m-e2e' };
const NEW_EVENT = { name: 'Fiera E2E del Design 2028', sku: 'FED28', address: 'Via Rho 1', zip: '20017', city: 'Milano' };

/** The form control (input, label, helper text) of the field named `name`: the innermost one holding it. */
const field = (page: Page, name: string) => page.locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) }).last();
/** The validation message shown under a field. */
const fieldError = (page: Page, name: string) => field(page, name).locator('.MuiFormHelperText-root.Mui-error');

/** Adds a row to the user's event-roles editor and fills it: event (autocomplete) and role (select). */
async function addEventRole(page: Page, row: number, eventName: string, role: string, roleLabel: string): Promise<void> {
  await page.click('button.button-add-events');
  const eventInput = page.locator(`input[name="events.${row}.id"]`);
  await eventInput.waitFor({ timeout: UI_TIMEOUT });
  await eventInput.fill(eventName.slice(0, 8));
  await page.getByRole('option', { name: eventName, exact: true }).click();
  await field(page, `events.${row}.role`).locator('[role="combobox"]').click();
  await page.getByRole('option', { name: roleLabel, exact: true }).click();
  await page.waitForFunction(
    ([name, value]) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value === value,
    [`events.${row}.role`, role],
    { timeout: UI_TIMEOUT },
  );
}

/** The chip "event · role" (in either order) in the users list row of `email`. */
const roleChip = (page: Page, email: string, eventName: string, roleLabel: string) =>
  page
    .locator('tr', { hasText: email })
    .locator('.MuiChip-root', { hasText: eventName })
    .filter({ hasText: new RegExp(`(^|\\s)${roleLabel}(\\s|$)`) });

describe('staff app: superadmin workflows', () => {
  let browser: Browser;
  let page: Page;
  let newEventId: number;
  let newUserId: number;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password, { shots: { dir: SCREENSHOTS, prefix: 'superadmin' } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a user and gives it the USER role in the demo event; the list shows it with its role', async () => {
    await page.click(tid('menu-admin-users'));
    await waitForRoute(page, '/users');
    await page.waitForSelector(`td:has-text("${SUPERADMIN.email}")`, { timeout: UI_TIMEOUT });
    await screenshot(page, 'superadmin-users-list', SCREENSHOTS);

    await goTo(page, '/users/create');
    await page.waitForSelector('input[name="name"]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="name"]', NEW_USER.name);
    await page.fill('input[name="email"]', NEW_USER.email);
    await page.fill('input[name="password"]', NEW_USER.password);
    await page.fill('input[name="password_confirmation"]', NEW_USER.password);
    await addEventRole(page, 0, DEMO_EVENT_NAME, 'USER', 'Utente');
    await screenshot(page, 'superadmin-user-create', SCREENSHOTS);
    await page.click('form button[type="submit"]');

    await waitForRoute(page, '/users');
    const row = page.locator('tr', { hasText: NEW_USER.email });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await roleChip(page, NEW_USER.email, DEMO_EVENT_NAME, 'Utente').waitFor({ timeout: UI_TIMEOUT });
    await screenshot(page, 'superadmin-users-list-with-new-user', SCREENSHOTS);

    const [user] = query<{ id: number }>('SELECT id FROM users WHERE email = ?', NEW_USER.email);
    newUserId = user.id;
    const roles = query<{ event_id: number; role: string }>('SELECT event_id, role FROM user_event_roles WHERE user_id = ?', newUserId);
    expect(roles).toEqual([{ event_id: demoEventId(), role: 'USER' }]);
  });

  it('creates an event, showing field errors first, and lands on its options page', async () => {
    await goTo(page, '/events');
    await page.waitForSelector(tid('event-card'), { timeout: UI_TIMEOUT });
    await goTo(page, '/events/create');
    await page.waitForSelector('input[name="name"]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="name"]', NEW_EVENT.name);
    await page.fill('input[name="sku"]', NEW_EVENT.sku);
    // Dates are typed as the interface writes them (issue 11): day first.
    await fillDate(page, tid('date-start_at'), '12/03/2028');
    await fillDate(page, tid('date-end_at'), '10/03/2028'); // before the start: refused
    await page.fill('input[name="address"]', NEW_EVENT.address);
    await page.fill('input[name="zip_code"]', NEW_EVENT.zip);
    // city left empty: required
    await page.click('form button[type="submit"]');

    await fieldError(page, 'city').waitFor({ timeout: UI_TIMEOUT });
    expect(((await fieldError(page, 'city').textContent()) ?? '').trim().length).toBeGreaterThan(0);
    expect(await fieldError(page, 'name').count()).toBe(0);
    expect(routeOf(page)).toBe('/events/create');
    await screenshot(page, 'superadmin-event-create-errors', SCREENSHOTS);

    // City given: now the cross-field rule speaks (the shared schema checks it once the fields are valid).
    await page.fill('input[name="city"]', NEW_EVENT.city);
    await fieldError(page, 'city').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.click('form button[type="submit"]');
    await fieldError(page, 'end_at').waitFor({ timeout: UI_TIMEOUT });
    expect(((await fieldError(page, 'end_at').textContent()) ?? '').trim().length).toBeGreaterThan(0);
    await screenshot(page, 'superadmin-event-create-date-error', SCREENSHOTS);
    expect(routeOf(page)).toBe('/events/create');
    expect(query('SELECT id FROM events WHERE name = ?', NEW_EVENT.name)).toHaveLength(0);

    await fillDate(page, tid('date-end_at'), '14/03/2028');
    expect(await page.textContent(tid('date-end_at'))).toContain('14/03/2028');
    await fieldError(page, 'end_at').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.click('form button[type="submit"]');

    await waitForRoute(page, /^\/events\/\d+\/options$/);
    newEventId = Number(routeOf(page).split('/')[2]);
    const [created] = query<{ id: number; sku: string; city: string }>('SELECT id, sku, city FROM events WHERE name = ?', NEW_EVENT.name);
    expect(created).toEqual({ id: newEventId, sku: NEW_EVENT.sku, city: NEW_EVENT.city });
    await page.waitForSelector(`${tid('menu-event-name')}:has-text("${NEW_EVENT.name}")`, { timeout: UI_TIMEOUT });
    await page.waitForSelector('input[name="name"]', { timeout: UI_TIMEOUT });
    expect(await page.inputValue('input[name="name"]')).toBe(NEW_EVENT.name);
    await screenshot(page, 'superadmin-event-options', SCREENSHOTS);
  });

  it('turns "vehicles" off in the USER event menu with the interface editor and saves it', async () => {
    await page.getByRole('tab', { name: 'Interfaccia' }).click();
    await page.waitForSelector(tid('ui-config-editor'), { timeout: UI_TIMEOUT });
    await page.click(tid('ui-config-role-USER'));
    const vehicles = page.locator(`${tid('ui-item-event_menu-vehicles')} input[type="checkbox"]`);
    expect(await vehicles.isChecked()).toBe(true);
    await page.click(tid('ui-item-event_menu-vehicles'));
    expect(await vehicles.isChecked()).toBe(false);
    await screenshot(page, 'superadmin-ui-config-editor', SCREENSHOTS);
    await page.click('form button[type="submit"]');

    const option = await eventually(
      () => query<{ value: string }>("SELECT value FROM event_options WHERE event_id = ? AND key = 'UI_CONFIG'", newEventId)[0],
      'the UI_CONFIG option to be saved',
    );
    const stored = JSON.parse(option.value) as { USER: { event_menu: { name: string }[] } };
    expect(stored.USER.event_menu.map((i) => i.name)).toEqual(['attendees', 'reports']);
  });

  it('a USER of that event no longer sees vehicles there (and still does in the demo event)', async () => {
    // The roles editor again, on the edit page: the new user also becomes USER of the new event.
    await goTo(page, `/users/${newUserId}`);
    await page.waitForSelector('input[name="events.0.id"]', { timeout: UI_TIMEOUT });
    await addEventRole(page, 1, NEW_EVENT.name, 'USER', 'Utente');
    await page.click('form button[type="submit"]');
    await waitForRoute(page, '/users');
    await roleChip(page, NEW_USER.email, NEW_EVENT.name, 'Utente').waitFor({ timeout: UI_TIMEOUT });

    const userPage = await newPage(browser);
    expect(await signIn(userPage, NEW_USER.email, NEW_USER.password)).toBe('enrolled');
    await openEvent(userPage, newEventId, NEW_EVENT.name);
    const menus = await menuItems(userPage);
    expect(menus.event_menu).toEqual(['attendees', 'reports']);
    expect(await userPage.$$(tid('menu-event-vehicles'))).toHaveLength(0);
    await screenshot(userPage, 'superadmin-new-user-menu-without-vehicles', SCREENSHOTS);

    const { status, json } = await apiGet<{ role: string; event_menu: { name: string }[] }>(
      userPage,
      `/api/events/${newEventId}/ui-config`,
    );
    expect(status).toBe(200);
    expect(json.role).toBe('USER');
    expect(json.event_menu.map((i) => i.name)).toEqual(['attendees', 'reports']);

    // The demo event has no UI_CONFIG: the defaults, vehicles included.
    await openEvent(userPage, demoEventId(), DEMO_EVENT_NAME);
    expect((await menuItems(userPage)).event_menu).toEqual(DEFAULT_UI_CONFIG.USER.event_menu.map((i) => i.name).sort());
    await userPage.context().close();
  });

  it('changing a user’s e-mail asks for the superadmin’s password first (issue 12), then saves', async () => {
    const moved = 'elena.spostata@eventdesk.e2e.test';
    await goTo(page, `/users/${newUserId}`);
    await page.waitForSelector('input[name="email"]', { timeout: UI_TIMEOUT });
    await page.fill('input[name="email"]', moved);
    await page.click('form button[type="submit"]');
    const dialog = page.locator(tid('confirm-password-dialog'));
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await screenshot(page, 'superadmin-confirm-password', SCREENSHOTS);
    await dialog.locator('input[name="password"]').fill('not-the-password');
    await dialog.locator(tid('confirm-password-submit')).click();
    await dialog.locator('.Mui-error', { hasText: 'La password attuale non è corretta' }).first().waitFor({ timeout: UI_TIMEOUT });
    await dialog.locator('input[name="password"]').fill(SUPERADMIN.password);
    await dialog.locator(tid('confirm-password-submit')).click();
    await waitForRoute(page, '/users');
    await page.locator('tr', { hasText: moved }).waitFor({ timeout: UI_TIMEOUT });
    const rows = query<{ email: string }>('SELECT email FROM users WHERE id = ?', newUserId);
    expect(rows[0].email).toBe(moved);
    rememberSecret(moved, secretOf(NEW_USER.email));
    NEW_USER.email = moved;
  });

  it('"my account" lists the sessions and changes the password, at 1280 and 1024 px without sideways scroll', async () => {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 768 });
      await goTo(page, '/account');
      await waitForRoute(page, '/account');
      await page.locator(tid('session-row')).first().waitFor({ timeout: UI_TIMEOUT });
      expect(await page.locator(tid('session-row'), { hasText: 'Questa sessione' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `superadmin-account-${width}`, SCREENSHOTS);
    }
    const userPage = await newPage(browser);
    expect(await signIn(userPage, NEW_USER.email, NEW_USER.password)).toBe('challenged');
    await goTo(userPage, '/account');
    const form = userPage.locator(tid('change-password'));
    await form.waitFor({ timeout: UI_TIMEOUT });
    const next = 'Kx8-fresca-chiave-Rw';
    await form.locator('input[name="current_password"]').fill(NEW_USER.password);
    await form.locator('input[name="password"]').fill(next);
    await form.locator('input[name="password_confirmation"]').fill(next);
    await form.locator('button[type="submit"]').click();
    await userPage.getByText('Password cambiata').first().waitFor({ timeout: UI_TIMEOUT });
    await screenshot(userPage, 'user-account-password-changed', SCREENSHOTS);
    await userPage.context().close();
    const again = await newPage(browser);
    expect(await signIn(again, NEW_USER.email, next)).toBe('challenged');
    await again.context().close();
  });
});
