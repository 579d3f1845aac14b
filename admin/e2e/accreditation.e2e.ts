import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/**
 * Accreditation as a company and the organiser do it (issue 13, "Done when"): the COMPANY user
 * registers a vehicle with its driver, uploads its document and asks for a zone; the event ADMIN
 * approves the request from the queue; the vehicle's access tab shows the zone.
 */
let browser: Browser;
let admin: Page;
let company: Page;
let eventId: number;
const errors: string[] = [];
const PLATE = 'AC 777 DC';

const api = (page: Page, method: string, path: string, body?: unknown) => apiCall<{ id?: number }>(page, method, path, body);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  admin.on('console', (m) => m.type() === 'error' && errors.push(`admin: ${m.text()}`));
  await openEvent(admin, eventId, DEMO_EVENT_NAME);
  company = await signedInPage(browser, DEMO_USERS.COMPANY);
  company.on('console', (m) => m.type() === 'error' && errors.push(`company: ${m.text()}`));
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0).filter((e) => !/status of 42[23]/.test(e))).toEqual([]));

describe('accreditation: a company’s vehicle, its papers and its zone', () => {
  it('ADMIN defines the vehicle document on the required-documents page', async () => {
    const zone = await api(admin, 'POST', `/api/events/${eventId}/zones`, { name_it: 'Area tecnica', code: 'TECNICA' });
    expect(zone.status).toBe(201);
    await goTo(admin, `/events/${eventId}/attachmentdefinitions`);
    await admin.click(tid('definition-create'));
    await admin.waitForSelector(tid('definition-dialog'), { timeout: UI_TIMEOUT });
    await admin.fill(`${tid('definition-dialog')} input[name="name_it"]`, 'Libretto di circolazione');
    await admin.fill(`${tid('definition-dialog')} input[name="name_en"]`, 'Registration document');
    await admin
      .locator(`${tid('definition-dialog')} [role="combobox"]`)
      .first()
      .click();
    await admin.getByRole('option', { name: 'Veicolo' }).click();
    await screenshot(admin, 'accreditation-definition', SCREENSHOTS);
    await admin.click(`${tid('definition-dialog')} button[type="submit"]`);
    await admin.locator(`${tid('definition-list')} tbody tr`, { hasText: 'Libretto di circolazione' }).waitFor({ timeout: UI_TIMEOUT });
    expect(
      query(
        'SELECT target, required, validation_required FROM attachment_definitions WHERE event_id = ? AND name_it = ?',
        eventId,
        'Libretto di circolazione',
      ),
    ).toEqual([{ target: 'VEHICLE', required: 1, validation_required: 1 }]);
  });

  it('COMPANY lands on its portal, registers a vehicle with its driver, uploads its document and asks for a zone', async () => {
    await openEvent(company, eventId, DEMO_EVENT_NAME);
    await company.waitForSelector(tid('company-portal'), { timeout: UI_TIMEOUT });
    await company.waitForSelector(tid('portal-attendees'), { timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(company)).toBeLessThanOrEqual(0);
    await screenshot(company, 'accreditation-portal', SCREENSHOTS);

    const [driver] = query<{ last_name: string }>(
      `SELECT a.last_name FROM attendees a JOIN users u ON u.email = ? JOIN user_event_roles r ON r.user_id = u.id AND r.event_id = a.event_id
        WHERE a.event_id = ? AND a.event_company_id = r.event_company_id ORDER BY a.id LIMIT 1`,
      DEMO_USERS.COMPANY,
      eventId,
    );
    expect(driver).toBeDefined();
    await company.click(`${tid('portal-vehicles')} a[href$="/vehicles/create"]`);
    await waitForRoute(company, `/events/${eventId}/vehicles/create`);
    await company.fill('input[name="plate"]', PLATE);
    await company.fill('input[name="brand"]', 'Iveco');
    await company.fill(`${tid('vehicle-driver')} input`, driver!.last_name);
    await company
      .getByRole('option', { name: new RegExp(driver!.last_name) })
      .first()
      .click();
    await company.click(tid('vehicle-save'));
    await waitForRoute(company, `/events/${eventId}/vehicles`);
    const row = company.locator(`${tid('vehicle-list')} tbody tr`, { hasText: 'AC777DC' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await row.click();

    await company.click(tid('tab-documentation'));
    await company.waitForSelector(tid('documentation'), { timeout: UI_TIMEOUT });
    await company.setInputFiles(tid('attachment-file'), { name: 'libretto.pdf', mimeType: 'application/pdf', buffer: PDF });
    await company.locator(tid('documentation'), { hasText: 'libretto.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    await company.locator(tid('documentation'), { hasText: 'Da validare' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(company)).toBeLessThanOrEqual(0);
    await screenshot(company, 'accreditation-vehicle-documentation', SCREENSHOTS);

    await company.click(tid('tab-access-control'));
    await company.click(tid('access-ask'));
    await company.waitForSelector(tid('request-access-dialog'), { timeout: UI_TIMEOUT });
    await company.click(tid('request-zones'));
    await company.getByRole('option', { name: /^TECNICA/ }).click();
    // The zone list closes with Escape while it is open (a second Escape would close the dialog).
    await company
      .getByRole('listbox')
      .waitFor({ state: 'visible', timeout: 2000 })
      .then(
        () => company.keyboard.press('Escape'),
        () => undefined,
      );
    await company.getByRole('listbox').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await company.fill(tid('request-note'), 'Furgone officina');
    await screenshot(company, 'accreditation-request', SCREENSHOTS);
    await company.click(tid('request-send'));
    await company.locator(tid('access-requests'), { hasText: 'In attesa' }).waitFor({ timeout: UI_TIMEOUT });
    const [vehicle] = query<{ id: number; driver_attendee_id: number | null; documentation_status: string }>(
      'SELECT id, driver_attendee_id, documentation_status FROM vehicles WHERE event_id = ? AND plate = ?',
      eventId,
      'AC777DC',
    );
    expect(vehicle!.driver_attendee_id).not.toBeNull();
    expect(vehicle!.documentation_status).toBe('TO_VALIDATE');
    expect(query('SELECT operation, status, note FROM access_requests WHERE vehicle_id = ?', vehicle!.id)).toEqual([
      { operation: 'ADD', status: 'PENDING', note: 'Furgone officina' },
    ]);
  });

  it('ADMIN approves the request from the queue, and the vehicle’s access tab shows the zone', async () => {
    await goTo(admin, `/events/${eventId}/accesscontrolrequests`);
    const row = admin.locator(`${tid('request-list')} tbody tr`, { hasText: 'AC777DC' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'accreditation-queue', SCREENSHOTS);
    await row.locator(tid('request-approve')).click();
    await admin.locator(`${tid('request-list')} tbody tr`, { hasText: 'AC777DC' }).waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    const [vehicle] = query<{ id: number }>('SELECT id FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'AC777DC');
    expect(query('SELECT status FROM access_requests WHERE vehicle_id = ?', vehicle!.id)).toEqual([{ status: 'APPROVED' }]);

    await goTo(admin, `/events/${eventId}/vehicles/${vehicle!.id}`);
    await admin.click(tid('tab-access-control'));
    await admin.waitForSelector(`${tid('access-now')} :text("TECNICA")`, { timeout: UI_TIMEOUT });
    await screenshot(admin, 'accreditation-vehicle-access', SCREENSHOTS);
    // The vehicle's pass: its QR, and a reissue that revokes the old code.
    await admin.waitForSelector(`${tid('pass-box')} img`, { timeout: UI_TIMEOUT });
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.click(tid('pass-reissue'));
    await admin.locator(tid('pass-box'), { hasText: '2' }).waitFor({ timeout: UI_TIMEOUT });
    expect(query('SELECT version FROM pass_versions WHERE holder_type = ? AND holder_id = ?', 'VEHICLE', vehicle!.id)).toEqual([
      { version: 2 },
    ]);
    // The document waits for the organiser: approved from the documentation tab, the vehicle's papers are complete.
    await admin.click(tid('tab-documentation'));
    await admin.click(tid('attachment-approve'));
    await admin.locator(tid('documentation'), { hasText: 'Valido' }).waitFor({ timeout: UI_TIMEOUT });
    expect(query('SELECT documentation_status FROM vehicles WHERE id = ?', vehicle!.id)).toEqual([{ documentation_status: 'COMPLETE' }]);
    for (const width of [1280, 1024]) {
      await admin.setViewportSize({ width, height: 800 });
      // Once the page has laid itself out again at the new width (a layout chosen in script follows a frame later).
      await eventually(async () => (await noSidewaysScroll(admin)) <= 0 || null, `nothing scrolls sideways at ${width} px`);
    }
  });

  it('ADMIN sees what waits on the dashboard, each holder as it stands in the queue, and confirms before deciding a selection', async () => {
    const [vehicle] = query<{ id: number; type: string }>('SELECT id, type FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'AC777DC');
    const zone = await api(admin, 'POST', `/api/events/${eventId}/zones`, {
      name_it: 'Carico',
      code: 'CARICO',
      default_vehicle_types: [vehicle!.type],
    });
    expect(zone.status).toBe(201);
    const tecnica = query<{ id: number }>('SELECT id FROM zones WHERE event_id = ? AND code = ?', eventId, 'TECNICA')[0]!.id;
    // The vehicle already enters TECNICA (approved above) and CARICO (by its type): both requests ask for what it has.
    const asked = await api(company, 'POST', `/api/events/${eventId}/access-control-requests`, {
      operation: 'ADD',
      vehicle_ids: [vehicle!.id],
      zone_ids: [tecnica, zone.json.id],
    });
    expect(asked.status).toBe(201);
    const pending = query<{ n: number }>("SELECT COUNT(*) AS n FROM access_requests WHERE event_id = ? AND status = 'PENDING'", eventId)[0]!.n;

    await goTo(admin, `/events/${eventId}`);
    await admin.locator(tid('waiting-requests'), { hasText: String(pending) }).waitFor({ timeout: UI_TIMEOUT });
    await screenshot(admin, 'accreditation-dashboard-waiting', SCREENSHOTS);
    await admin.click(tid('waiting-requests'));
    const rows = admin.locator(`${tid('request-list')} tbody tr`, { hasText: 'AC777DC' });
    await rows.nth(1).waitFor({ timeout: UI_TIMEOUT });
    await expect(rows.locator(tid('request-redundant')).allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Ha già questa zona', 'Il tipo di veicolo dà già questa zona']),
    );
    await expect(rows.first().locator(tid('request-papers')).textContent()).resolves.toBe('Documenti: Completa');
    for (const width of [1280, 1024]) {
      await admin.setViewportSize({ width, height: 800 });
      // The row's buttons are on screen, and the table does not scroll inside itself.
      await eventually(async () => {
        const box = await rows.first().locator(tid('request-reject')).boundingBox();
        const inside = await admin.evaluate(() => {
          const wrapper = document.querySelector('.RaDataTable-tableWrapper');
          return wrapper ? wrapper.scrollWidth - wrapper.clientWidth : 0;
        });
        return (box && box.x + box.width <= width && inside <= 0 && (await noSidewaysScroll(admin)) <= 0) || null;
      }, `the queue fits ${width} px`);
      await screenshot(admin, `accreditation-queue-${width}`, SCREENSHOTS);
    }
    await admin.setViewportSize({ width: 1280, height: 800 });

    for (const row of await rows.all()) await row.locator('input[type="checkbox"]').check();
    await admin.click(tid('requests-approve'));
    const dialog = admin.locator(tid('request-approve-dialog'));
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await expect(dialog.textContent()).resolves.toContain('Approvare 2 richieste?');
    await expect(dialog.locator(tid('request-consequences')).textContent()).resolves.toContain('2 chiedono ciò che i titolari hanno già.');
    await screenshot(admin, 'accreditation-queue-confirm', SCREENSHOTS);
    // Cancelled: nothing decided.
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    const statuses = () => query<{ status: string }>('SELECT status FROM access_requests WHERE id IN (?, ?)', ...(asked.json as { ids: number[] }).ids);
    expect(statuses()).toEqual([{ status: 'PENDING' }, { status: 'PENDING' }]);
    await admin.click(tid('requests-approve'));
    await admin.click(tid('request-approve-confirm'));
    await rows.first().waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(statuses()).toEqual([{ status: 'APPROVED' }, { status: 'APPROVED' }]);
  });

  it('ADMIN imports vehicles from a spreadsheet: the columns mapped from their Italian names, a dry run, then the job', async () => {
    const file = ['Targa;Tipo;Marca;Azienda', 'IM 100 AA;Furgone;Renault;Medica Italia S.p.A.', 'IM200AA;Astronave;X;', ''].join('\r\n');
    await goTo(admin, `/events/${eventId}/vehicles`);
    await admin.click(tid('import-vehicles'));
    await waitForRoute(admin, `/events/${eventId}/vehicles/import`);
    await admin.setInputFiles(tid('import-file'), { name: 'veicoli.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await admin.waitForSelector(tid('import-mapping'), { timeout: UI_TIMEOUT });
    expect(await admin.inputValue(tid('mapping-Targa'))).toBe('plate');
    await admin.click(tid('import-preview'));
    await admin.waitForSelector(tid('import-preview-result'), { timeout: UI_TIMEOUT });
    expect(await admin.textContent(tid('import-counts'))).toContain('2 righe: 1 valide, 1 con errori');
    await screenshot(admin, 'accreditation-vehicle-import', SCREENSHOTS);
    await admin.click(tid('import-apply'));
    await admin.waitForSelector(tid('import-summary'), { timeout: 30_000 });
    expect(query('SELECT type, brand FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'IM100AA')).toEqual([
      { type: 'VAN', brand: 'Renault' },
    ]);
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
  });

  it('ADMIN sees a gate scan in the access-control log, with the zone’s occupancy above it', async () => {
    const [vehicle] = query<{ id: number }>('SELECT id FROM vehicles WHERE event_id = ? AND plate = ?', eventId, 'AC777DC');
    const zone = query<{ id: number }>('SELECT id FROM zones WHERE event_id = ? AND code = ?', eventId, 'TECNICA')[0]!.id;
    const pass = await api(admin, 'GET', `/api/events/${eventId}/vehicles/${vehicle!.id}/pass`);
    expect(pass.status).toBe(200);
    const code = (pass.json as { code: string }).code;
    const scan = await api(admin, 'POST', `/api/events/${eventId}/scans`, {
      code,
      zone_id: zone,
      direction: 'IN',
      device_id: 'e2e-gate',
      nonce: 'e2e-1',
    });
    expect(scan.json).toMatchObject({ result: 'ADMITTED' });
    await goTo(admin, `/events/${eventId}/accesscontrols`);
    await admin.locator(`${tid('scan-list')} tbody tr`, { hasText: 'AC777DC' }).waitFor({ timeout: UI_TIMEOUT });
    await admin.locator(tid('occupancy'), { hasText: 'TECNICA' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await noSidewaysScroll(admin)).toBeLessThanOrEqual(0);
    await screenshot(admin, 'accreditation-scan-log', SCREENSHOTS);
  });
});
