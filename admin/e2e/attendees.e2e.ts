import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ATTENDEE_FIELD_LABELS, ATTENDEE_FIELDS, DEFAULT_UI_CONFIG, fieldScope } from '@eventdesk/shared';
import { launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, fillDate, goTo, routeOf, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');

/**
 * The attendee screens of the staff app (issue 5): list, search, filters, create/edit with the
 * role's form, CSV import and export; as ADMIN and as COMPANY. Demo data:
 * backend/src/platform/database/seed/demo-data.ts.
 */

interface Row {
  id: number;
  attendee_code: string;
  email: string | null;
  phone: string | null;
  event_company_id: number | null;
  event_attendee_category_id: number | null;
}

const attendeeRows = (where: string, ...params: unknown[]) =>
  query<Row>(
    `SELECT id, attendee_code, email, phone, event_company_id, event_attendee_category_id FROM attendees WHERE event_id = ? AND (${where}) ORDER BY id`,
    demoEventId(),
    ...params,
  );
const codes = (rows: Row[]) => rows.map((r) => r.attendee_code);

const categoryId = (name: string) =>
  query<{ id: number }>('SELECT id FROM attendee_categories WHERE event_id = ? AND name = ?', demoEventId(), name)[0]!.id;
const companyId = (name: string) =>
  query<{ id: number }>('SELECT id FROM event_companies WHERE event_id = ? AND name = ?', demoEventId(), name)[0]!.id;

/** The attendee codes of the rows the list shows now. */
const shownCodes = (page: Page) =>
  page.$$eval('[data-testid^="attendee-row-"]', (rows) =>
    rows.map((r) => r.getAttribute('data-testid')!.slice('attendee-row-'.length)).sort(),
  );

/** Waits until the list shows exactly `want`. */
async function expectRows(page: Page, want: string[]): Promise<void> {
  const sorted = [...want].sort();
  try {
    await eventually(async () => JSON.stringify(await shownCodes(page)) === JSON.stringify(sorted), `rows ${sorted.join(',')}`);
  } catch (e) {
    throw new Error(`${(e as Error).message}; shown: ${(await shownCodes(page)).join(',')}`);
  }
}

const field = (name: string) => tid(`field-${name}`);
const input = (name: string) => `${field(name)} input`;

async function openTab(page: Page, tab: string): Promise<void> {
  await page.click(`[role="tab"]${tid(`tab-${tab}`)}`);
}

/** A MUI select inside `container`: opens it and picks the option containing `text` (the first real option when null). */
async function pickSelect(page: Page, container: string, text: string | null): Promise<void> {
  await page.click(`${container} [role="combobox"]`);
  const option =
    text === null
      ? '[role="listbox"] li[role="option"]:not([data-value=""])'
      : `[role="listbox"] li[role="option"]:has-text(${JSON.stringify(text)})`;
  await page.locator(option).first().click();
  await page.waitForSelector('[role="listbox"]', { state: 'detached', timeout: UI_TIMEOUT });
}

/** A react-admin AutocompleteInput: types `text` and picks the first suggestion containing it. */
async function pickAutocomplete(page: Page, name: string, text: string): Promise<void> {
  await page.click(input(name));
  await page.fill(input(name), '');
  // Typed key by key as a user does: a single `fill` does not narrow the local choices (countries).
  await page.locator(input(name)).pressSequentially(text, { delay: 20 });
  await page
    .locator(`[role="listbox"] li[role="option"]:has-text(${JSON.stringify(text)})`)
    .first()
    .click();
  await page.waitForSelector('[role="listbox"]', { state: 'detached', timeout: UI_TIMEOUT });
}

/** Fetches `href` in the page (its session cookie) and answers status, content type and text. */
function fetchText(page: Page, href: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }, href);
}

/** The export's CSV (';', BOM, values without embedded separators in the demo data) as rows of cells. */
const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')));

describe('staff app: attendees (issue 5)', () => {
  let browser: Browser;
  let eventId: number;
  let admin: Page;

  beforeAll(async () => {
    browser = await launch();
    eventId = demoEventId();
    admin = await signedInPage(browser, DEMO_USERS.ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openList(page: Page): Promise<void> {
    await goTo(page, `/events/${eventId}/attendees`);
    await page.waitForSelector(`${tid('attendee-search')} input`, { timeout: UI_TIMEOUT });
    await page.waitForSelector('[data-testid^="attendee-row-"]', { timeout: UI_TIMEOUT });
  }

  /** Opens the category filter (FilterButton → menu entry) and picks `category`. */
  async function filterByCategory(page: Page, category: string): Promise<void> {
    if (!(await page.$(tid('filter-category')))) {
      await page.click('button.add-filter, button[aria-label="Aggiungi filtro"]');
      await page.click('li[data-key="event_attendee_category_id"]');
      await page.waitForSelector(tid('filter-category'), { timeout: UI_TIMEOUT });
    }
    await pickSelect(page, tid('filter-category'), category);
  }

  describe('ADMIN', () => {
    const email = 'nuovo.partecipante@example.it';

    it('searches the list (q) and filters it by category', async () => {
      await openList(admin);
      await expectRows(admin, codes(attendeeRows('1 = 1')));
      await screenshot(admin, 'attendees-admin-list', SCREENSHOTS);

      await admin.fill(`${tid('attendee-search')} input`, 'Ferrari');
      const ferrari = codes(attendeeRows("last_name = 'Ferrari'"));
      expect(ferrari).toHaveLength(1);
      await expectRows(admin, ferrari);
      await screenshot(admin, 'attendees-admin-search', SCREENSHOTS);

      await admin.fill(`${tid('attendee-search')} input`, '');
      await expectRows(admin, codes(attendeeRows('1 = 1')));
      await filterByCategory(admin, 'Specializzando');
      const specializzandi = codes(attendeeRows('event_attendee_category_id = ?', categoryId('Specializzando')));
      // The demo's three, and those other test files may have added (their order is not fixed).
      expect(specializzandi.length).toBeGreaterThanOrEqual(3);
      expect(specializzandi.length).toBeLessThan(codes(attendeeRows('1 = 1')).length);
      await expectRows(admin, specializzandi);
      await screenshot(admin, 'attendees-admin-filter-category', SCREENSHOTS);
    });

    it('exports the filtered list as CSV: the header row and only the filtered rows', async () => {
      // Still filtered by category from the test before.
      await admin.waitForSelector(tid('export-csv'), { timeout: UI_TIMEOUT });
      const href = (await admin.getAttribute(tid('export-csv'), 'href'))!;
      const filter = JSON.parse(new URL(href, 'http://x').searchParams.get('filter')!) as Record<string, unknown>;
      expect(filter).toEqual({ event_attendee_category_id: categoryId('Specializzando') });
      const res = await fetchText(admin, href);
      expect(res.status).toBe(200);
      expect(res.type).toContain('text/csv');
      const [header, ...rows] = parseCsv(res.text);
      expect(header).toEqual(ATTENDEE_FIELDS.map((f) => ATTENDEE_FIELD_LABELS.it[f]));
      const codeColumn = header!.indexOf(ATTENDEE_FIELD_LABELS.it.attendee_code);
      const expected = attendeeRows('event_attendee_category_id = ?', categoryId('Specializzando'));
      expect(rows.map((r) => r[codeColumn]).sort()).toEqual(codes(expected).sort());
      const emailColumn = header!.indexOf(ATTENDEE_FIELD_LABELS.it.email);
      expect(rows.map((r) => r[emailColumn]).sort()).toEqual(expected.map((r) => r.email).sort());
    });

    it('creates an attendee: an invalid e-mail shows its field error, fixed it is saved', async () => {
      await openList(admin);
      await admin.click(tid('create-attendee'));
      await waitForRoute(admin, `/events/${eventId}/attendees/create`);
      await admin.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });
      await admin.fill(input('first_name'), 'Nuovo');
      await admin.fill(input('last_name'), 'Partecipante');
      await admin.fill(input('email'), 'nuovo.partecipante@');
      await openTab(admin, 'work');
      await pickAutocomplete(admin, 'event_company_id', 'Congressi');
      await openTab(admin, 'misc');
      await pickSelect(admin, field('event_attendee_category_id'), 'Medico');
      await admin.click(tid('save-attendee'));

      await openTab(admin, 'personal-info');
      const error = await admin.waitForSelector(`${field('email')} p.Mui-error`, { timeout: UI_TIMEOUT });
      expect(((await error.textContent()) ?? '').trim()).not.toBe('');
      expect(await admin.$eval(`${field('email')} input`, (el) => el.getAttribute('aria-invalid'))).toBe('true');
      // Only the e-mail is wrong.
      expect(
        await admin.$$eval('[data-testid^="field-"] p.Mui-error', (els) =>
          els.map((el) => el.closest('[data-testid^="field-"]')!.getAttribute('data-testid')),
        ),
      ).toEqual(['field-email']);
      await screenshot(admin, 'attendees-admin-create-invalid-email', SCREENSHOTS);
      expect(attendeeRows('email LIKE ?', 'nuovo.partecipante%')).toHaveLength(0);

      await admin.fill(input('email'), email);
      await admin.click(tid('save-attendee'));
      await waitForRoute(admin, new RegExp(`^/events/${eventId}/attendees/\\d+/edit$`));
      const [row] = await eventually(() => {
        const rows = attendeeRows('email = ?', email);
        return rows.length ? rows : null;
      }, 'the new attendee in the database');
      expect(row).toMatchObject({
        event_company_id: companyId('Congressi & Eventi S.r.l.'),
        event_attendee_category_id: categoryId('Medico'),
      });
      expect(routeOf(admin)).toBe(`/events/${eventId}/attendees/${row!.id}/edit`);
      await admin.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });
      await screenshot(admin, 'attendees-admin-created', SCREENSHOTS);
    });

    it('edits the attendee (phone) and it is saved, even when the record arrives again while typing', async () => {
      const [row] = attendeeRows('email = ?', email);
      const recordPath = `/api/events/${eventId}/attendees/${row!.id}`;
      // The edit screen shows the record it has in cache and fetches it again; on a loaded device that answer
      // lands while the user types. Hold it until the phone is typed (as CI's flake did by chance): before,
      // the form was reset to the fetched record, the typed phone vanished and the save button went dead.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await admin.route(
        (url) => url.pathname === recordPath,
        async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          await held;
          // What came back differs from the cached copy (as the create's answer differs from a read, or
          // when a colleague saved meanwhile): here only its modification time.
          const response = await route.fetch();
          const record = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: { ...record, updated_at: new Date(Date.now() + 60_000).toISOString() } });
        },
      );
      try {
        await openList(admin);
        await goTo(admin, `/events/${eventId}/attendees/${row!.id}/edit`);
        await admin.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });
        await admin.waitForFunction(
          (sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value === 'Nuovo',
          input('first_name'),
          { timeout: UI_TIMEOUT },
        );
        await admin.fill(input('phone'), '+39 347 555 0101');
        const refetched = admin.waitForResponse((res) => new URL(res.url()).pathname === recordPath, { timeout: UI_TIMEOUT });
        release();
        await refetched;
        await admin.waitForTimeout(300);
        expect(await admin.inputValue(input('phone'))).toBe('+39 347 555 0101');
      } finally {
        release();
        await admin.unroute((url) => url.pathname === recordPath);
      }
      await screenshot(admin, 'attendees-admin-edit', SCREENSHOTS);
      await admin.click(tid('save-attendee'));
      await waitForRoute(admin, `/events/${eventId}/attendees`);
      await eventually(() => attendeeRows('id = ?', row!.id)[0]!.phone === '+39 347 555 0101', 'the new phone in the database');
    });

    it('imports a CSV naming categories and companies: creates the missing category, writes every valid row (issue 11)', async () => {
      const csv = [
        'Nome;Cognome;E-mail;Codice fiscale;Categoria;Azienda',
        'Ida;Import;ida.import@example.it;BNCGLI85C52H501R;medico;FARMACEUTICI ROSSI S.R.L.',
        'Ugo;Import;ugo.import@example.it;XXXXXX00X00X000X;Medico;Farmaceutici Rossi S.r.l.',
        'Eva;Import;eva.import@example.it;;Ortottista;farmaceutici rossi s.r.l.',
      ].join('\n');
      await openList(admin);
      await admin.click(tid('import-attendees'));
      await waitForRoute(admin, `/events/${eventId}/attendees/import`);
      await admin.setInputFiles(tid('import-file'), { name: 'partecipanti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await admin.waitForSelector(tid('import-mapping'), { timeout: UI_TIMEOUT });

      // The suggested mapping (from the Italian labels) is what the import needs.
      const mapping: Record<string, string> = {};
      for (const column of ['Nome', 'Cognome', 'E-mail', 'Codice fiscale', 'Categoria', 'Azienda'])
        mapping[column] = await admin.inputValue(`input${tid(`mapping-${column}`)}`);
      expect(mapping).toEqual({
        Nome: 'first_name',
        Cognome: 'last_name',
        'E-mail': 'email',
        'Codice fiscale': 'fiscal_code',
        Categoria: 'event_attendee_category_id',
        Azienda: 'event_company_id',
      });
      await screenshot(admin, 'attendees-admin-import-mapping', SCREENSHOTS);

      await admin.click(tid('import-preview'));
      await admin.waitForSelector(tid('import-preview-result'), { timeout: UI_TIMEOUT });
      expect(await admin.textContent(tid('import-counts'))).toContain('3 righe: 1 valide, 2 con errori');
      expect(await admin.textContent(tid('import-missing'))).toContain('Ortottista');
      await screenshot(admin, 'attendees-admin-import-missing', SCREENSHOTS);

      // Create the missing category: the preview runs again and counts the row valid.
      await admin.click(tid('import-create-missing'));
      await admin.waitForFunction(
        () => document.querySelector('[data-testid="import-counts"]')?.textContent?.includes('2 valide'),
        undefined,
        { timeout: UI_TIMEOUT },
      );
      expect(categoryId('Ortottista')).toBeGreaterThan(0);
      expect(await admin.$(tid('import-missing'))).toBeNull();
      const errorRows = await admin.$$eval(`${tid('import-error-row')}`, (rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
      expect(errorRows).toHaveLength(1);
      // The row as the spreadsheet shows it: the header is row 1 (issue 29 item 17).
      expect(errorRows[0]![0]).toBe('3');
      expect(errorRows[0]![1]).toBe(ATTENDEE_FIELD_LABELS.it.fiscal_code);
      await screenshot(admin, 'attendees-admin-import-preview', SCREENSHOTS);

      const jobsBefore = query<{ n: number }>('SELECT COUNT(*) AS n FROM jobs')[0]!.n;
      await admin.click(tid('import-apply'));
      await admin.waitForSelector(tid('import-progress'), { timeout: UI_TIMEOUT });
      const summary = await admin.waitForSelector(tid('import-summary'), { timeout: 30_000 });
      // The rows the preview called valid are written; the bad one alone fails.
      expect(await summary.textContent()).toContain('Creati: 2, aggiornati: 0, non riusciti: 1');
      await screenshot(admin, 'attendees-admin-import-summary', SCREENSHOTS);
      const [job] = query<{ status: string; total: number; processed: number; created: number; failed: number }>(
        'SELECT status, total, processed, created, failed FROM jobs ORDER BY id DESC LIMIT 1',
      );
      expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM jobs')[0]!.n).toBe(jobsBefore + 1);
      expect(job).toEqual({ status: 'done', total: 3, processed: 3, created: 2, failed: 1 });
      const imported = attendeeRows("email LIKE '%.import@example.it'");
      expect(imported.map((a) => a.email).sort()).toEqual(['eva.import@example.it', 'ida.import@example.it']);
      expect(imported.every((a) => a.event_company_id === companyId('Farmaceutici Rossi S.r.l.'))).toBe(true);
    });
  });

  describe('COMPANY', () => {
    let page: Page;
    const email = 'referente.medica@example.it';
    const config = DEFAULT_UI_CONFIG.COMPANY;
    const scope = fieldScope(config);

    /** A value for each field a COMPANY form requires (text inputs); pickers are handled by kind. */
    const TEXT: Record<string, string> = {
      title: 'Dott.',
      first_name: 'Rita',
      last_name: 'Referente',
      company_name: 'Medica Italia',
      email,
      phone: '+39 333 222 1111',
      fiscal_code: 'BNCGLI85C52H501R',
      other_email: 'rita.altra@example.it',
      other_phone: '+39 06 1234 5678',
      job_title: 'Area manager',
      discipline: 'Cardiologia',
      employer: 'Medica Italia S.p.A.',
      work_address: 'Via Roma 1',
      work_city: 'Milano',
      work_state: 'MI',
      work_zip: '20100',
      sponsor_name: 'Medica Italia',
      food_restriction: 'Nessuna',
      additional_info: 'Referente aziendale',
      vat_number: 'DE123456789',
      date_of_birth: '12/03/1985',
      hire_date: '01/09/2015',
      place_of_birth: 'Roma',
      identity_card_number: 'CA12345AB',
      address: 'Via Milano 2',
      postal_code: '00100',
      municipality: 'Roma',
      age: '41',
    };
    const SELECTS = new Set([
      'origin_region',
      'gender',
      'province',
      'province_of_birth',
      'payment_status',
      'app_lang',
      'event_attendee_category_id',
    ]);
    const COUNTRIES = new Set(['country', 'work_country', 'citizenship']);
    /** Date pickers: typed day first, as the interface writes dates (issue 11). */
    const DATES = new Set(['date_of_birth', 'hire_date']);

    beforeAll(async () => {
      page = await signedInPage(browser, DEMO_USERS.COMPANY);
    });

    it('sees only its company attendees', async () => {
      await openList(page);
      const own = attendeeRows('event_company_id = ?', companyId('Medica Italia S.p.A.'));
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(attendeeRows('1 = 1').length);
      await expectRows(page, codes(own));
      await screenshot(page, 'attendees-company-list', SCREENSHOTS);
    });

    it('creates an attendee with its restricted form: its fields only, all required, of its own company', async () => {
      await page.click(tid('create-attendee'));
      await waitForRoute(page, `/events/${eventId}/attendees/create`);
      await page.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });

      // The tabs of the limited edit menu that hold fields, and nothing else.
      const tabs = await page.$$eval('[role="tab"][data-testid^="tab-"]', (els) => els.map((e) => e.getAttribute('data-testid')));
      expect(tabs).toEqual(['tab-personal-info', 'tab-work', 'tab-misc']);

      const shown: string[] = [];
      for (const tab of ['personal-info', 'work', 'misc']) {
        await openTab(page, tab);
        const names = await page.$$eval(
          `[role="tabpanel"]:not([hidden]) [data-testid^="field-"], [id^="tabpanel-"]:not([hidden]) [data-testid^="field-"]`,
          (els) => els.map((e) => e.getAttribute('data-testid')!.slice('field-'.length)),
        );
        shown.push(...new Set(names));
      }
      const expected = config.attendee_fields
        .filter((f) => f.visible && !['id', 'uuid', 'attendee_code'].includes(f.name))
        .map((f) => f.name);
      expect([...new Set(shown)].sort()).toEqual([...expected].sort());

      // Every writable field is marked required; the read-only one is disabled.
      const marks: Record<string, string> = {};
      for (const name of expected) {
        // A switch (BooleanInput) carries the testid on the switch itself: its label is the FormControlLabel around it.
        const { required, disabled } = await page.$eval(field(name), (el) => {
          const box = el.closest('.MuiFormControlLabel-root') ?? el;
          return {
            required: !!box.querySelector('.MuiFormLabel-asterisk') || /\*/.test(box.textContent ?? ''),
            disabled: !!box.querySelector('input:disabled, .Mui-disabled'),
          };
        });
        marks[name] = required ? 'required' : disabled ? 'disabled' : 'optional';
      }
      const want = Object.fromEntries(expected.map((name) => [name, scope.required.includes(name) ? 'required' : 'disabled']));
      expect(marks).toEqual(want);
      expect(scope.required).toEqual(scope.writable);

      // Fill the whole form, tab by tab.
      for (const tab of ['personal-info', 'work', 'misc']) {
        await openTab(page, tab);
        for (const name of shown) {
          if (!(await page.isVisible(field(name)))) continue;
          if (TEXT[name] !== undefined && DATES.has(name)) await fillDate(page, field(name), TEXT[name]!);
          else if (TEXT[name] !== undefined) {
            const selector = (await page.$(`${field(name)} textarea:not([aria-hidden])`))
              ? `${field(name)} textarea:not([aria-hidden])`
              : input(name);
            await page.fill(selector, TEXT[name]!);
          } else if (COUNTRIES.has(name)) await pickAutocomplete(page, name, 'Italia');
          else if (SELECTS.has(name)) {
            const value = await page.$eval(`${field(name)} input`, (el) => (el as HTMLInputElement).value);
            if (!value) await pickSelect(page, field(name), name === 'event_attendee_category_id' ? 'Espositore' : null);
          }
        }
        await screenshot(page, `attendees-company-create-${tab}`, SCREENSHOTS);
      }

      await page.click(tid('save-attendee'));
      await waitForRoute(page, new RegExp(`^/events/${eventId}/attendees/\\d+/edit$`)).catch(async (e) => {
        await screenshot(page, 'attendees-company-create-failed', SCREENSHOTS);
        const errors = await page.$$eval('.Mui-error', (els) =>
          els.map((el) => el.closest('[data-testid^="field-"]')?.getAttribute('data-testid') + ': ' + el.textContent),
        );
        throw new Error(`${(e as Error).message}\nform errors: ${errors.join(' | ')}`);
      });
      const [row] = await eventually(() => {
        const rows = attendeeRows('email = ?', email);
        return rows.length ? rows : null;
      }, 'the company attendee in the database');
      expect(row!.event_company_id).toBe(companyId('Medica Italia S.p.A.'));
      expect(row!.event_attendee_category_id).toBe(categoryId('Espositore'));
      await screenshot(page, 'attendees-company-created', SCREENSHOTS);
    });
  });
});
