import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query, testDatabase } from '@eventdesk/e2e/support/db';
import { DEMO_USERS } from '@eventdesk/e2e/support/demo';
import { goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'empty-states');

/**
 * Empty lists say what to do first (issue 29 item 17): on a fresh event each list names its first step
 * and offers it to who may take it; a filter that matches nothing says so and clears.
 */
let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, SUPERADMIN.email, SUPERADMIN.password);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const created = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const res = await fetch('/api/events', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({
        name: 'Evento vuoto',
        sku: 'VUOTO',
        start_at: '2027-09-01',
        end_at: '2027-09-02',
        address: 'Via Roma 1',
        zip_code: '00100',
        city: 'Roma',
        country: 'IT',
      }),
    });
    return { status: res.status, body: (await res.json()) as { id: number } };
  });
  expect({ status: created.status, body: created.status === 201 ? null : created.body }).toEqual({ status: 201, body: null });
  eventId = created.body.id;
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0)).toEqual([]));

/** Opens a list and waits for its empty hint to say `text` (the previous list's hint may linger a moment). */
async function expectHint(p: Page, path: string, text: string): Promise<void> {
  await goTo(p, path);
  await p.waitForSelector(`${tid('list-empty-hint')}:has-text(${JSON.stringify(text)})`, { timeout: UI_TIMEOUT });
}

async function shots(p: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await p.setViewportSize({ width, height });
    await p.waitForSelector(tid('list-empty-hint'), { timeout: UI_TIMEOUT });
    expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(p, `${name}-${width}`, SCREENSHOTS);
  }
  await p.setViewportSize({ width: 1280, height: 800 });
}

describe('staff app: empty lists of a fresh event', () => {
  it('zones say to create the first zone, and its button opens the new zone', async () => {
    await expectHint(page, `/events/${eventId}/zones`, 'Nessuna zona: crea la prima zona, poi decidi chi entra');
    await shots(page, 'zones');
    await page.click(tid('zone-empty-create'));
    await page.waitForSelector(`${tid('zone-dialog')} input[name="name_it"]`, { timeout: UI_TIMEOUT });
    await page.keyboard.press('Escape');
    await page.waitForSelector(tid('zone-dialog'), { state: 'detached', timeout: UI_TIMEOUT });
  });

  it('a search that matches nothing says so, and clearing it brings back the hint', async () => {
    await goTo(page, `/events/${eventId}/zones`);
    await page.waitForSelector(tid('list-empty-hint'), { timeout: UI_TIMEOUT });
    await page.fill(`${tid('zone-list')} input[name="q"]`, 'nessuna corrispondenza');
    const none = await page.waitForSelector(tid('list-no-results'), { timeout: UI_TIMEOUT });
    expect(await none.textContent()).toContain('Nessun risultato con questi filtri');
    expect(await page.$(tid('list-empty-hint'))).toBeNull();
    await screenshot(page, 'zones-filtered-1280', SCREENSHOTS);
    await page.click(tid('list-clear-filters'));
    await page.waitForSelector(tid('list-empty-hint'), { timeout: UI_TIMEOUT });
    expect(await page.inputValue(`${tid('zone-list')} input[name="q"]`)).toBe('');
  });

  it('attendees offer to add the first one or import a list', async () => {
    await expectHint(page, `/events/${eventId}/attendees`, 'Nessun partecipante: aggiungi il primo o importa un elenco');
    expect(await page.getAttribute(tid('empty-create-attendee'), 'href')).toBe(`#/events/${eventId}/attendees/create`);
    expect(await page.getAttribute(tid('empty-import-attendees'), 'href')).toBe(`#/events/${eventId}/attendees/import`);
    await shots(page, 'attendees');
  });

  it('the scan log offers quick mode, the request queue says there is nothing to decide', async () => {
    await expectHint(page, `/events/${eventId}/accesscontrols`, 'Nessun passaggio: apri la modalità rapida');
    expect(await page.getAttribute(tid('scan-empty-quickmode'), 'href')).toBe(`#/events/${eventId}/quickmode/show`);
    await shots(page, 'scans');
    await expectHint(page, `/events/${eventId}/accesscontrolrequests`, 'Nessuna richiesta in attesa');
    await shots(page, 'requests');
  });

  it('companies, vehicles, products, services, totems and the cloakroom name their first step', async () => {
    const lists: [string, string, string][] = [
      ['companies', 'Nessuna azienda', 'company-empty-create'],
      ['vehicles', 'Nessun veicolo', 'vehicle-empty-create'],
      ['products', 'Nessun prodotto', 'product-empty-create'],
      ['services', 'Nessun servizio', 'service-empty-create'],
      ['totems', 'Nessun totem', 'totem-empty-create'],
      ['cloakroom', 'Nessuna gruccia', 'rack-empty-create'],
    ];
    for (const [path, text, action] of lists) {
      await expectHint(page, `/events/${eventId}/${path}`, text);
      expect(await page.$(tid(action))).not.toBeNull();
    }
  });

  it('a VIEWER is told the list is empty but offered no button it may not use', async () => {
    const [viewer] = query<{ id: number }>('SELECT id FROM users WHERE email = ?', DEMO_USERS.VIEWER);
    testDatabase().execute('INSERT INTO user_event_roles (user_id, event_id, role) VALUES (?, ?, ?)', viewer!.id, eventId, 'VIEWER');
    const viewerPage = await signedInPage(browser, DEMO_USERS.VIEWER);
    try {
      await expectHint(viewerPage, `/events/${eventId}/attendees`, 'Nessun partecipante');
      expect(await viewerPage.$(tid('empty-create-attendee'))).toBeNull();
      expect(await viewerPage.$(tid('empty-import-attendees'))).toBeNull();
      await expectHint(viewerPage, `/events/${eventId}/companies`, 'Nessuna azienda');
      expect(await viewerPage.$(tid('company-empty-create'))).toBeNull();
    } finally {
      await viewerPage.context().close();
    }
  });
});
