import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { atStaffSizes, launch, screenshot } from '@eventdesk/e2e/support/browser';
import { query, testDatabase } from '@eventdesk/e2e/support/db';
import { DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, pickOption, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'credits');

/**
 * Training credits (issue 27) as the event ADMIN runs them: a rule made in the staff app for an accredited
 * session, the door's scans turned into each attendee's credits by a recomputation, the outcome and its
 * reason in the list, and the accreditation provider's spreadsheet.
 */
let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];

// A session of 100 minutes in a room of its own (90 % is 90 minutes), on the congress's second day.
const TITLE = 'Corso ECM di ecocardiografia';
const CODE = 'ECM-2027-118';
const START = '2027-05-21T14:00:00Z';
const END = '2027-05-21T15:40:00Z';
/** Who came, with the job title the rule's profession is compared with, and when they went in and out (UTC). */
const PEOPLE = {
  Lanfranchi: {
    job_title: 'Medico chirurgo',
    fiscal_code: 'LNFGNN80A01F205I',
    scans: [
      ['13:50:00', 'IN'],
      ['15:45:00', 'OUT'],
    ],
  },
  Benvenuti: {
    job_title: 'Medico chirurgo',
    fiscal_code: 'BNVLRA82B41H501J',
    scans: [
      ['13:55:00', 'IN'],
      ['15:29:59', 'OUT'],
    ],
  },
  Zanardelli: {
    job_title: 'Infermiere',
    fiscal_code: 'ZNRMRC79C12L219L',
    scans: [
      ['13:58:00', 'IN'],
      ['15:41:00', 'OUT'],
    ],
  },
} as const;
type Person = keyof typeof PEOPLE;

const medicoId = () => query<{ id: number }>("SELECT id FROM attendee_categories WHERE event_id = ? AND name = 'Medico'", eventId)[0]!.id;

/** An API call of the signed-in ADMIN that must succeed: its JSON. */
async function created<T>(path: string, body: unknown): Promise<T> {
  const res = await apiCall<T>(page, 'POST', `/api/events/${eventId}${path}`, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A scan at the door as the gate stores it (SQLite keeps `YYYY-MM-DD HH:MM:SS.mmm` in UTC). */
function scan(attendeeId: number, zoneId: number, time: string, direction: string, nonce: string): void {
  const at = `2027-05-21 ${time}.000`;
  testDatabase().execute(
    `INSERT INTO scans (event_id, zone_id, direction, result, holder_type, holder_id, device_id, nonce, scanned_at, created_at)
     VALUES (?, ?, ?, 'ADMITTED', 'ATTENDEE', ?, 'credits-e2e', ?, ?, ?)`,
    eventId,
    zoneId,
    direction,
    attendeeId,
    nonce,
    at,
    at,
  );
}

/** The columns Italian providers ask for, in the interface's language. */
const XLSX_HEADER = [
  'Codice fiscale',
  'Cognome',
  'Nome',
  'Professione',
  'Disciplina',
  'Codice evento',
  'Sessione',
  'Data',
  'Ore presenti',
  'Presenza %',
  'Crediti',
  'Esito',
  'Motivo',
];

/** Clicks the list's Excel export as a user does, saves the download and reads it back with exceljs: every row's cells as text. */
async function downloadXlsx(): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT }), page.click(tid('export-xlsx'))]);
  expect(download.suggestedFilename()).toMatch(/^credits-.*\.xlsx$/);
  const file = join(mkdtempSync(join(tmpdir(), 'credits-')), download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, r) =>
    Array.from({ length: XLSX_HEADER.length }, (_, c) => String(sheet.getRow(r + 1).getCell(c + 1).value ?? '')),
  );
}

/** The texts of the results list's rows, by the attendee's last name. */
async function resultRows(): Promise<Record<string, string>> {
  const rows = await page.$$eval(`${tid('credit-results')} tbody tr`, (trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
  );
  return Object.fromEntries(rows.map((cells) => [cells[0]!.split(' ')[0]!, cells.slice(0, 6).join(' | ').trim()]));
}

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  // A refused save is the browser's console error "status of 422": the form shows it, the test reads it there.
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 422') && errors.push(m.text()));
  eventId = demoEventId();
  const room = await created<{ id: number; zone_id: number }>('/rooms', { name_it: 'Aula Golgi', capacity: 60 });
  await created('/sessions', { title_it: TITLE, type: 'WORKSHOP', registration: 'OPEN', room_id: room.id, start_at: START, end_at: END });
  const [company] = query<{ id: number }>('SELECT id FROM event_companies WHERE event_id = ? ORDER BY id LIMIT 1', eventId);
  for (const [last_name, person] of Object.entries(PEOPLE)) {
    const attendee = await created<{ id: number }>('/attendees', {
      first_name: 'Dott.',
      last_name,
      email: `${last_name.toLowerCase()}@crediti.example`,
      fiscal_code: person.fiscal_code,
      job_title: person.job_title,
      discipline: 'Cardiologia',
      event_attendee_category_id: medicoId(),
      event_company_id: company!.id,
    });
    person.scans.forEach(([time, direction], i) => scan(attendee.id, room.zone_id, time, direction, `${last_name}-${i}`));
  }
});
afterAll(() => browser?.close());
afterEach(() => expect(errors.splice(0)).toEqual([]));

describe('training credits', () => {
  it('ADMIN is told to make a rule first, makes one for the session in the dialog, and the API’s refusal of a second lands under its field', async () => {
    await goTo(page, `/events/${eventId}/credits`);
    await page.waitForSelector(`${tid('list-empty-hint')}:has-text("Nessuna regola dei crediti")`, { timeout: UI_TIMEOUT });
    await atStaffSizes(page, 'rules-empty', SCREENSHOTS, () =>
      page.waitForSelector(tid('credit-rule-empty-create'), { timeout: UI_TIMEOUT }),
    );

    await page.click(tid('credit-rule-empty-create'));
    const dialog = tid('credit-rule-dialog');
    await page.waitForSelector(`${dialog} input[name="credits"]`, { timeout: UI_TIMEOUT });
    // The defaults are the API's (CREDIT_RULE_DEFAULTS).
    expect(await page.inputValue(`${dialog} input[name="min_presence"]`)).toBe('90');
    await pickOption(page, 'session_id', TITLE);
    await page.fill(`${dialog} input[name="credits"]`, '4.555');
    await page.click(`${dialog} button[type="submit"]`);
    await page.waitForSelector(`${dialog} .ra-input-credits :text("Al massimo due decimali")`, { timeout: UI_TIMEOUT });
    await page.fill(`${dialog} input[name="credits"]`, '4.5');
    await page.fill(`${dialog} .ra-input-attendee_category_ids input`, 'Medi');
    await page.click('[role="listbox"] li[role="option"]:text-is("Medico")');
    await page.fill(`${dialog} .ra-input-professions input`, 'Medico chirurgo');
    await page.keyboard.press('Enter');
    await page.fill(`${dialog} input[name="accreditation_code"]`, CODE);
    await screenshot(page, 'rule-dialog', SCREENSHOTS);
    await page.click(`${dialog} button[type="submit"]`);
    const row = page.locator(`${tid('credit-rule-list')} tbody tr`, { hasText: TITLE });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.textContent()).toMatch(
      /ECM-2027-118.*4,5.*Presenza: ≥ 90 %.*Categorie: Medico.*Professioni: Medico chirurgo.*Discipline: Tutte/,
    );
    const [rule] = query<{
      credit_hundredths: number;
      min_presence: number;
      attendee_category_ids: string;
      professions: string;
      accreditation_code: string;
    }>(
      'SELECT r.credit_hundredths, r.min_presence, r.attendee_category_ids, r.professions, r.accreditation_code FROM credit_rules r JOIN programme_sessions s ON s.id = r.session_id WHERE r.event_id = ? AND s.title_it = ?',
      eventId,
      TITLE,
    );
    expect({ ...rule, attendee_category_ids: JSON.parse(rule!.attendee_category_ids), professions: JSON.parse(rule!.professions) }).toEqual(
      {
        credit_hundredths: 450,
        min_presence: 90,
        attendee_category_ids: [medicoId()],
        professions: ['Medico chirurgo'],
        accreditation_code: CODE,
      },
    );

    // One rule per session: only the API knows, and says so under the session.
    await page.click(tid('credit-rule-create'));
    await pickOption(page, 'session_id', TITLE);
    await page.fill(`${dialog} input[name="credits"]`, '1');
    await page.click(`${dialog} button[type="submit"]`);
    await page.waitForSelector(`${dialog} .ra-input-session_id :text("Questa sessione ha già una regola dei crediti")`, {
      timeout: UI_TIMEOUT,
    });
    await screenshot(page, 'rule-dialog-refused', SCREENSHOTS);
    await page.keyboard.press('Escape');
    await page.waitForSelector(dialog, { state: 'detached', timeout: UI_TIMEOUT });
    await atStaffSizes(page, 'rules', SCREENSHOTS, () => row.waitFor({ timeout: UI_TIMEOUT }));
  });

  it('recomputes as a job until done, then lists earned and not earned with the reason, presence rounded down', async () => {
    await page.click(tid('credits-tab-results'));
    await waitForRoute(page, `/events/${eventId}/credits/results`);
    await pickOption(page, 'rule_id', TITLE);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/events/${eventId}/credits/recompute`) && r.request().method() === 'POST'),
      page.click(tid('credits-recompute')),
    ]);
    const { job_id } = (await answer.json()) as { job_id: number };
    await page.waitForSelector(':text("Crediti ricalcolati per")', { timeout: UI_TIMEOUT });
    const [job] = query<{ status: string; processed: number; total: number }>(
      'SELECT status, processed, total FROM jobs WHERE id = ?',
      job_id,
    );
    expect(job).toEqual({ status: 'done', processed: job!.total, total: expect.any(Number) });
    expect(job!.total).toBeGreaterThanOrEqual(3);
    expect(await page.isEnabled(tid('credits-recompute'))).toBe(true);
    // The provider's file comes in one form: no "codes for re-import" menu here.
    expect(await page.$$(tid('export-codes'))).toHaveLength(0);

    const rows = await eventually(async () => {
      const shown = await resultRows();
      return Object.keys(shown).length === 3 ? shown : null;
    }, 'the three results of the rule');
    expect(rows).toEqual({
      Benvenuti: `Benvenuti Dott. | ${TITLE} | 89,9 % | 0 | Non conseguiti | presente 89.9 % < 90 %`,
      Lanfranchi: `Lanfranchi Dott. | ${TITLE} | 100 % | 4,5 | Conseguiti |`,
      Zanardelli: `Zanardelli Dott. | ${TITLE} | 100 % | 0 | Non conseguiti | professione non ammessa`,
    });
    await atStaffSizes(page, 'results', SCREENSHOTS, () => page.waitForSelector(tid('credit-earned'), { timeout: UI_TIMEOUT }));

    await pickOption(page, 'earned', /^Non conseguiti$/);
    await eventually(async () => {
      const names = Object.keys(await resultRows()).sort();
      return names.join() === 'Benvenuti,Zanardelli';
    }, 'only the results not earned');
    await pickOption(page, 'earned', /^Conseguiti$/);
    await eventually(async () => Object.keys(await resultRows()).join() === 'Lanfranchi', 'only the result earned');
  });

  it('downloads the provider’s spreadsheet with the list’s filter, and it opens with the expected rows', async () => {
    const person = (name: Person) => [
      PEOPLE[name].fiscal_code,
      name,
      'Dott.',
      PEOPLE[name].job_title,
      'Cardiologia',
      CODE,
      TITLE,
      '2027-05-21',
    ];
    const lanfranchi = [...person('Lanfranchi'), '1,67', '100,0', '4,5', 'Conseguiti', ''];

    // Still filtered by the rule and "earned" from the test before: the file holds what the list shows.
    const [header, ...earned] = await downloadXlsx();
    expect(header).toEqual(XLSX_HEADER);
    expect(earned).toEqual([lanfranchi]);

    // Every outcome of the rule.
    await page.click(`.ra-input-earned [role="combobox"]`);
    await page.click('[role="listbox"] li[role="option"][data-value=""]');
    await eventually(async () => Object.keys(await resultRows()).length === 3, 'the three results again');
    const [again, ...rows] = await downloadXlsx();
    expect(again).toEqual(XLSX_HEADER);
    expect(rows.sort((a, b) => a[1]!.localeCompare(b[1]!))).toEqual([
      [...person('Benvenuti'), '1,50', '89,9', '0,0', 'Non conseguiti', 'presente 89.9 % < 90 %'],
      lanfranchi,
      [...person('Zanardelli'), '1,67', '100,0', '0,0', 'Non conseguiti', 'professione non ammessa'],
    ]);
  });
});
