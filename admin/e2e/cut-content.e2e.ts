import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, companySignIn, signedInPage } from '@eventdesk/e2e/support/staff';

/**
 * Nothing cut inside a screen (issue 29 items 14 and 16): the attendee table fits its card by default at
 * 1280×800 and 1024×768 (the other columns in the column chooser), every tab of the attendee edit page
 * can be reached, and a company's vehicles are cards with plate, type and papers on a 375 px phone.
 */
const SCREENSHOTS = join(__dirname, 'screenshots');
const DESKS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/** Elements under `root` that scroll sideways inside themselves, with how far (none: it fits). */
function innerOverflow(page: Page, root: string): Promise<{ element: string; overflow: number }[]> {
  return page.$$eval(`${root}, ${root} *`, (elements) =>
    elements
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      // MUI's scrollable tabs scroll on purpose, with arrows (checked apart).
      .filter((el) => !el.classList.contains('MuiTabs-scroller'))
      .map((el) => ({ element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`, overflow: el.scrollWidth - el.clientWidth })),
  );
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('content that fits its screen', () => {
  let browser: Browser;
  let admin: Page;
  let eventId: number;

  beforeAll(async () => {
    browser = await launch();
    eventId = demoEventId();
    admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  });
  afterAll(() => browser?.close());

  it.each(DESKS)('the attendee table fits at $width px, every default column whole; the rest are in the column chooser', async (size) => {
    await admin.setViewportSize(size);
    await goTo(admin, `/events/${eventId}/attendees`);
    await admin.waitForSelector('table tbody tr', { timeout: UI_TIMEOUT });
    await admin.waitForTimeout(300);
    expect(await innerOverflow(admin, '.RaList-main')).toEqual([]);
    expect(await pageOverflow(admin)).toBeLessThanOrEqual(0);
    // Every header, the payment status among them, inside the card.
    const headers = await admin.$$eval('table thead th', (ths) => {
      const card = ths[0].closest('.RaList-main')!.getBoundingClientRect();
      return ths.map((th) => ({ text: th.textContent ?? '', inside: th.getBoundingClientRect().right <= card.right + 1 }));
    });
    expect(headers.filter((h) => !h.inside)).toEqual([]);
    expect(headers.map((h) => h.text)).toEqual(expect.arrayContaining(['Stato pagamento', 'Documentazione']));
    await screenshot(admin, `cut-attendees-${size.width}`, SCREENSHOTS);
    // The column chooser offers the e-mail and the attendee code, not shown by default.
    await admin.click('button:has-text("Colonne")');
    const chooser = admin.locator('.MuiPopover-paper:has(input[placeholder="Cerca colonne"])');
    await chooser.waitFor({ timeout: UI_TIMEOUT });
    const offered = await chooser.textContent();
    expect(offered).toContain('E-mail');
    expect(offered).toContain('Codice');
    await screenshot(admin, `cut-attendees-${size.width}-columns`, SCREENSHOTS);
    await admin.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  });

  it.each(DESKS)('every tab of the attendee edit page can be reached at $width px', async (size) => {
    await admin.setViewportSize(size);
    const [attendee] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? ORDER BY id LIMIT 1', eventId);
    await goTo(admin, `/events/${eventId}/attendees/${attendee.id}/edit`);
    await admin.waitForSelector('[role="tablist"] [role="tab"]', { timeout: UI_TIMEOUT });
    await admin.waitForTimeout(300);
    expect(await pageOverflow(admin)).toBeLessThanOrEqual(0);
    const tabs = await admin.$$('[role="tablist"] [role="tab"]');
    expect(tabs.length).toBeGreaterThanOrEqual(10);
    const scroller = await admin.$eval('.MuiTabs-scroller', (el) => ({ overflow: el.scrollWidth - el.clientWidth }));
    await screenshot(admin, `cut-attendee-tabs-${size.width}`, SCREENSHOTS);
    if (scroller.overflow > 0) {
      // The arrows say there is more and bring the last tab into view.
      const next = admin.locator('.MuiTabs-scrollButtons').last();
      expect(await next.isVisible()).toBe(true);
      for (let i = 0; i < 20; i++) {
        const lastVisible = await admin.$eval('.MuiTabs-scroller', (el) => {
          const last = el.querySelectorAll('[role="tab"]');
          return last[last.length - 1].getBoundingClientRect().right <= el.getBoundingClientRect().right + 1;
        });
        if (lastVisible) break;
        await next.click();
        await admin.waitForTimeout(350);
      }
      await screenshot(admin, `cut-attendee-tabs-${size.width}-scrolled`, SCREENSHOTS);
    }
    // Each tab opens when clicked (a user reaches it through the arrows; Playwright scrolls it into view).
    for (const tab of tabs) {
      await tab.click();
      // Selected once React has rendered the click, which a loaded machine may not have done by the next line.
      await eventually(async () => (await tab.getAttribute('aria-selected')) === 'true' || undefined, 'the tab selected');
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      // Wholly in view once MUI has scrolled the selected tab there (smoothly: waited for, not sampled).
      const inView = await admin
        .waitForFunction(
          (el) => {
            const box = el.getBoundingClientRect();
            const scroller = el.closest('.MuiTabs-scroller')!.getBoundingClientRect();
            return box.left >= scroller.left - 1 && box.right <= scroller.right + 1;
          },
          tab,
          { timeout: 3000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(inView).toBe(true);
    }
  });

  it('a company sees its vehicles as cards on a 375 px phone: plate, type, papers', async () => {
    // On the phone from the start, as a company's staff would be (the menu closed).
    const company = await newPage(browser, { width: 375, height: 740 });
    await companySignIn(company, DEMO_USERS.COMPANY);
    const created = await apiCall<{ id?: number }>(company, 'POST', `/api/events/${eventId}/vehicles`, {
      plate: 'PH375AB',
      type: 'VAN',
      brand: 'Fiat',
      model: 'Ducato',
    });
    expect(created.status).toBe(201);
    await goTo(company, `/events/${eventId}/vehicles`);
    await company.waitForSelector('text=PH375AB', { timeout: UI_TIMEOUT });
    expect(await company.$('table')).toBeNull();
    const card = company.locator('li', { hasText: 'PH375AB' }).first();
    const text = await card.textContent();
    expect(text).toContain('Furgone');
    expect(text).toContain('Fiat Ducato');
    expect(text).toMatch(/Mancante|Completa|Da validare|Non richiesta/);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await pageOverflow(company)).toBeLessThanOrEqual(0);
    expect(await innerOverflow(company, '.RaList-main')).toEqual([]);
    await screenshot(company, 'cut-company-vehicles-375', SCREENSHOTS);
    // A card opens the vehicle.
    await card.click();
    await company.waitForSelector('input[name="plate"]', { timeout: UI_TIMEOUT });
    expect(await company.inputValue('input[name="plate"]')).toBe('PH375AB');
  });
});
