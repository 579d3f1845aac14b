import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/** The menu items drawn as highlighted (react-admin's active class, not taken off by the menu). */
const highlighted = (page: Page) =>
  page.$$eval('.RaMenuItemLink-active', (els) =>
    els.filter((el) => getComputedStyle(el).backgroundImage !== 'none').map((el) => el.getAttribute('data-testid')),
  );

/** The event menu (issue 11): working areas first, the others grouped under "coming"; exactly one item highlighted. */
describe('staff app: the event menu', () => {
  let browser: Browser;
  let page: Page;
  let eventId: number;

  beforeAll(async () => {
    browser = await launch();
    page = await signedInPage(browser, DEMO_USERS.ADMIN);
    eventId = demoEventId();
    await openEvent(page, eventId, DEMO_EVENT_NAME);
  });
  afterAll(() => browser?.close());

  it('lists the working areas and keeps the ones of later versions under one closed "coming" group', async () => {
    const shown = await page.$$eval('[data-testid^="menu-event-"]', (els) => els.map((el) => el.getAttribute('data-testid')));
    expect(shown).toEqual(expect.arrayContaining(['menu-event-attendees', 'menu-event-products', 'menu-event-orders']));
    expect(shown).not.toContain('menu-event-sendings');
    const group = page.locator(tid('menu-coming'));
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await group.textContent()).toMatch(/In arrivo \(\d+\)/);
    await group.click();
    await page.waitForSelector(tid('menu-event-sendings'), { timeout: UI_TIMEOUT });
    await screenshot(page, 'menu-coming-open', SCREENSHOTS);
    await group.click();
    expect(await page.$$(tid('menu-event-sendings'))).toHaveLength(0);
  });

  it('highlights exactly one item: the dashboard on the dashboard, the area inside an area', async () => {
    await goTo(page, `/events/${eventId}`);
    await page.waitForSelector(tid('menu-dashboard'), { timeout: UI_TIMEOUT });
    expect(await highlighted(page)).toEqual(['menu-dashboard']);
    await page.click(tid('menu-event-attendees'));
    await waitForRoute(page, `/events/${eventId}/attendees`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="menu-event-attendees"]')?.classList.contains('RaMenuItemLink-active'),
      undefined,
      {
        timeout: UI_TIMEOUT,
      },
    );
    expect(await highlighted(page)).toEqual(['menu-event-attendees']);
    await screenshot(page, 'menu-one-highlight', SCREENSHOTS);
  });

  it('keyboard: "/" puts the cursor in the search box, Tab reaches the rows and Enter opens one', async () => {
    await goTo(page, `/events/${eventId}/attendees`);
    await page.waitForSelector('tr.RaDataTable-clickableRow[tabindex="0"]', { timeout: UI_TIMEOUT });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('q');
    // While typing, "/" is a character like any other.
    await page.keyboard.type('a/b');
    expect(await page.inputValue('input[name="q"]')).toBe('a/b');
    await page.fill('input[name="q"]', '');
    await page.waitForSelector('tr.RaDataTable-clickableRow[tabindex="0"]', { timeout: UI_TIMEOUT });
    const first = page.locator('tr.RaDataTable-clickableRow').first();
    await first.focus();
    expect(await first.evaluate((row) => getComputedStyle(row).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await waitForRoute(page, new RegExp(`^/events/${eventId}/attendees/\\d+`));
  });

  it('follows the user’s "reduce motion" setting (WCAG 2.3.3): without it a button ripples and fades, with it neither', async () => {
    /** The "coming" group's button after a reload with the setting: its ripples while pressed, its colour transition. */
    const motionWith = async (reducedMotion: 'reduce' | 'no-preference') => {
      await page.emulateMedia({ reducedMotion });
      await page.reload();
      const button = page.locator(tid('menu-coming'));
      await button.waitFor({ timeout: UI_TIMEOUT });
      await button.hover();
      await page.mouse.down();
      // A press starts its ripple at once (MUI mounts the ripple layer on the first press).
      const ripple = await button
        .locator('.MuiTouchRipple-child')
        .first()
        .waitFor({ state: 'attached', timeout: reducedMotion === 'reduce' ? 500 : UI_TIMEOUT })
        .then(
          () => 1,
          () => 0,
        );
      await page.mouse.up();
      return { ripple, transition: await button.evaluate((el) => getComputedStyle(el).transitionDuration) };
    };
    const moving = await motionWith('no-preference');
    expect(moving.ripple).toBe(1);
    expect(moving.transition).not.toBe('0s');
    expect(await motionWith('reduce')).toEqual({ ripple: 0, transition: '0s' });
  });
});
