import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, settled, tid, trackRequests, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/** How far the page scrolls sideways (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * No page of the staff app scrolls sideways at 1024 px or wider (issue 11): wide tables scroll inside
 * their card. Every page a demo ADMIN and the superadmin reach, at 1280×800 and 1024×768, no console errors.
 */
describe('staff app: every page fits the window', () => {
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function check(page: Page, paths: [string, string][]) {
    const found: { path: string; width: number; overflow: number }[] = [];
    trackRequests(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const [path, ready] of paths) {
        await goTo(page, path);
        await page.waitForSelector(ready, { timeout: UI_TIMEOUT }).catch(async (e: Error) => {
          throw new Error(`${path} at ${size.width}px (now at ${await page.evaluate(() => location.hash)}): ${e.message}`);
        });
        // Drawn with its data, images and fonts, before the width is measured.
        await settled(page);
        const over = await overflow(page);
        if (over > 0) found.push({ path, width: size.width, overflow: over });
        await screenshot(page, `fit-${size.width}-${path.replace(/[^\w]+/g, '-')}`, SCREENSHOTS);
      }
    }
    return found;
  }

  it('as the event ADMIN', async () => {
    const page = await signedInPage(browser, DEMO_USERS.ADMIN);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const id = demoEventId();
    const [attendee] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id LIMIT 1', id);
    const [company] = query<{ id: number }>('SELECT id FROM event_companies WHERE event_id = ? ORDER BY id LIMIT 1', id);
    const found = await check(page, [
      ['/events', tid('event-card')],
      [`/events/${id}`, tid('event-dashboard')],
      [`/events/${id}/reports`, tid('report-total')],
      [`/events/${id}/attendees`, 'table tbody tr'],
      [`/events/${id}/attendees/${attendee.id}`, tid('edit-attendee')],
      [`/events/${id}/attendees/${attendee.id}/edit`, 'form'],
      [`/events/${id}/products`, '.RaList-main'],
      [`/events/${id}/companies`, '.RaList-main'],
      [`/events/${id}/companies/${company.id}`, tid('company-quota-use')],
      [`/events/${id}/attendeecategories`, '.RaList-main'],
      [`/events/${id}/tags`, '.RaList-main'],
      [`/events/${id}/filters`, '.RaList-main'],
      [`/events/${id}/eventcategories`, tid('event-category-page')],
      [`/events/${id}/orders/payment-settings`, tid('payment-offered')],
      [`/events/${id}/zones`, '.RaList-main'],
      [`/events/${id}/vehicles`, '.RaList-main'],
      [`/events/${id}/vehicles/create`, 'input[name="plate"]'],
      [`/events/${id}/accesscontrolrequests`, '.RaList-main'],
      [`/events/${id}/attachmentdefinitions`, '.RaList-main'],
      [`/events/${id}/accesscontrols`, '.RaList-main'],
      [`/events/${id}/attendees/${attendee.id}/edit`, tid('tab-documentation')],
      [`/events/${id}/orders`, '.RaList-main'],
      // Issue 29: the totems list (four actions a row), its maintenance, the cloakroom and its desk.
      [`/events/${id}/totems`, '.RaList-main'],
      [`/events/${id}/totems/maintenance`, tid('totem-maintenance-page')],
      [`/events/${id}/cloakroom`, '.RaList-main'],
      [`/events/${id}/cloakroom/hanger`, tid('hanger-desk')],
      ['/account', tid('account-page')],
    ]);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    // 54 pages with a screenshot each: more than the suite's 60 s on a loaded two-core machine.
  }, 180_000);

  it('as a company user (its portal, its vehicles)', async () => {
    const page = await signedInPage(browser, DEMO_USERS.COMPANY);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const id = demoEventId();
    const found = await check(page, [
      [`/events/${id}`, tid('company-portal')],
      [`/events/${id}/vehicles`, '.RaList-main'],
      [`/events/${id}/vehicles/create`, 'input[name="plate"]'],
    ]);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('as the superadmin', async () => {
    const page = await signedInPage(browser, SUPERADMIN.email, SUPERADMIN.password);
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const found = await check(page, [
      ['/users', 'table tbody tr'],
      ['/fonts', '.RaList-main, .RaEmpty-message'],
      ['/event-categories', '.RaList-main'],
      ['/audit-logs', '.RaList-main'],
    ]);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
