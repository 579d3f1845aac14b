import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_UI_CONFIG, type Role } from '@eventdesk/shared';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, routeOf, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { menuItems, openComing, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

// ADMIN last: auth.e2e.ts may have just used its current TOTP step (the API refuses a step twice).
const ROLES_UNDER_TEST: Role[] = ['USER', 'VIEWER', 'SECRETARY', 'COMPANY', 'ADMIN'];
const names = (items: readonly { name: string }[]) => items.map((i) => i.name).sort();

describe('staff app: menus and guards per role (SPEC §6)', () => {
  let browser: Browser;
  let eventId: number;
  const pages = new Map<Role, Page>();

  /** Each role signs in once (enrolling on its first login) and keeps its page for the whole file. */
  async function pageFor(role: Role): Promise<Page> {
    let page = pages.get(role);
    if (!page) {
      page = await signedInPage(browser, DEMO_USERS[role as keyof typeof DEMO_USERS]);
      pages.set(role, page);
    }
    return page;
  }

  /** From the event dashboard, opens `path` and waits until the guard has landed on `target`. */
  async function expectRedirect(role: Role, path: string, target: string, landing: string): Promise<Page> {
    const page = await pageFor(role);
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    await goTo(page, path);
    await waitForRoute(page, target);
    await page.waitForSelector(tid(landing), { timeout: UI_TIMEOUT });
    expect(routeOf(page)).toBe(target);
    return page;
  }

  beforeAll(async () => {
    browser = await launch();
    eventId = demoEventId();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(ROLES_UNDER_TEST)('%s', (role) => {
    it('sees exactly its default menus in an event without UI_CONFIG', async () => {
      const page = await pageFor(role);
      await openEvent(page, eventId, DEMO_EVENT_NAME);
      const expected = DEFAULT_UI_CONFIG[role];
      expect(await menuItems(page)).toEqual({
        event_menu: names(expected.event_menu),
        app_menu: names(expected.app_menu),
        buttons: names(expected.buttons),
      });
      // Superadmin entries are for superadmins only.
      expect(await page.$$('[data-testid^="menu-admin-"]')).toHaveLength(0);
      await screenshot(page, `roles-${role.toLowerCase()}-menu`, SCREENSHOTS);
    });
  });

  it('the defaults are those SPEC §6 lists (sanity check of the shared table the test compares with)', () => {
    expect(names(DEFAULT_UI_CONFIG.USER.event_menu)).toEqual(['attendees', 'reports', 'vehicles']);
    expect(names(DEFAULT_UI_CONFIG.COMPANY.event_menu)).toEqual(['attendees', 'vehicles']);
    expect(names(DEFAULT_UI_CONFIG.VIEWER.event_menu)).toEqual(['reports']);
    expect(names(DEFAULT_UI_CONFIG.SECRETARY.event_menu)).toEqual(['accesscontrols', 'attendees', 'cloakroom', 'vehicles']);
    expect(names(DEFAULT_UI_CONFIG.COMPANY.app_menu)).toEqual([]);
    expect(names(DEFAULT_UI_CONFIG.SECRETARY.app_menu)).toEqual([]);
    expect(names(DEFAULT_UI_CONFIG.USER.app_menu)).toEqual(['events', 'logout', 'stats', 'support']);
  });

  it('admin-only areas send a VIEWER to the event attendees list', async () => {
    const page = await expectRedirect('VIEWER', `/events/${eventId}/products`, `/events/${eventId}/attendees`, 'attendee-search');
    await screenshot(page, 'roles-viewer-products-redirect', SCREENSHOTS);
    await expectRedirect('VIEWER', `/events/${eventId}/options`, `/events/${eventId}/attendees`, 'attendee-search');
  });

  it('an event ADMIN passes the admin-only guard', async () => {
    const page = await pageFor('ADMIN');
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    await goTo(page, `/events/${eventId}/products`);
    await page.waitForSelector(tid('product-create'), { timeout: UI_TIMEOUT });
    expect(routeOf(page)).toBe(`/events/${eventId}/products`);
  });

  it('access controls send a USER to the event list', async () => {
    const page = await expectRedirect('USER', `/events/${eventId}/accesscontrols`, '/events', 'event-card');
    await screenshot(page, 'roles-user-accesscontrols-redirect', SCREENSHOTS);
  });

  it('the cloakroom pages send USER, VIEWER and COMPANY to the event list, as the API refuses them the hangers (issue 29 item 19)', async () => {
    await expectRedirect('USER', `/events/${eventId}/cloakroom`, '/events', 'event-card');
    await expectRedirect('VIEWER', `/events/${eventId}/cloakroom/hanger`, '/events', 'event-card');
    await expectRedirect('COMPANY', `/events/${eventId}/cloakroom`, '/events', 'event-card');
  });

  it('reports send a COMPANY user to the event list', async () => {
    await expectRedirect('COMPANY', `/events/${eventId}/reports`, '/events', 'event-card');
  });

  it('users and fonts send a non-superadmin to / (the event list)', async () => {
    await expectRedirect('SECRETARY', '/users', '/events', 'event-card');
    await expectRedirect('ADMIN', '/users/create', '/events', 'event-card');
    await expectRedirect('USER', '/fonts', '/events', 'event-card');
  });

  it('customers and suppliers send everyone to / (the event list)', async () => {
    await expectRedirect('ADMIN', '/customers', '/events', 'event-card');
    await expectRedirect('VIEWER', '/customers/3', '/events', 'event-card');
    await expectRedirect('COMPANY', '/suppliers', '/events', 'event-card');
  });

  it('an unknown route shows the 404 page', async () => {
    const page = await pageFor('USER');
    await goTo(page, '/no-such-page');
    await page.waitForSelector(tid('not-found'), { timeout: UI_TIMEOUT });
    expect(routeOf(page)).toBe('/no-such-page');
    await screenshot(page, 'roles-not-found', SCREENSHOTS);
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    await goTo(page, `/events/${eventId}/no-such-area`);
    await page.waitForSelector(tid('not-found'), { timeout: UI_TIMEOUT });
  });

  it('an area of a later version shows the "not available" page', async () => {
    // The reports have screens since issue 28: the sendings are still of a later version.
    const page = await pageFor('ADMIN');
    await openEvent(page, eventId, DEMO_EVENT_NAME);
    // Areas of a later version wait under the menu's "coming" group (issue 11).
    await openComing(page);
    await page.click(tid('menu-event-sendings'));
    await waitForRoute(page, `/events/${eventId}/sendings`);
    await page.waitForSelector(tid('not-available'), { timeout: UI_TIMEOUT });
    expect(await page.$$(tid('not-found'))).toHaveLength(0);
    await screenshot(page, 'roles-not-available', SCREENSHOTS);
  });
});
