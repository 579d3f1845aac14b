/**
 * Attendee export (issue 5): CSV and XLSX of the filtered list, the caller's visible fields only with
 * translated headers, formula-looking cells escaped, the COMPANY scope applied.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, listQuery, minimalAttendee } from '../attendees/attendee-fixtures';
import { waitForJob } from './import-helpers';

import { binary } from '../support/binary';

describe('attendee export', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let sku: string;
  let X: number;
  let Y: number;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    const hide = [
      { name: 'fiscal_code', visible: false },
      { name: 'phone', visible: false },
    ];
    const UI_CONFIG = {
      VIEWER: { attendee_fields: hide },
      COMPANY: { attendee_fields: [...hide, { name: 'company_name', alias: 'Espositore', visible: true }] },
    };
    const event = await createEvent(admin, { sku: 'EXP1', options: [{ key: 'UI_CONFIG', value: JSON.stringify(UI_CONFIG) }] });
    eventId = event.id;
    sku = 'EXP1';
    base = `/api/events/${eventId}/attendees/export`;
    const category = await createCategory(admin, eventId, 'Delegati');
    X = await createCompany(admin, eventId, { name: 'Azienda X' });
    Y = await createCompany(admin, eventId, { name: 'Azienda Y' });
    await createAttendee(
      admin,
      eventId,
      minimalAttendee(category, X, { first_name: '=HYPERLINK("x")', last_name: 'Alfa', phone: '+39 06 1234567', pending: true }),
    );
    await createAttendee(
      admin,
      eventId,
      minimalAttendee(category, X, { first_name: '@Bruno', last_name: 'Beta', additional_info: '-2+3' }),
    );
    await createAttendee(admin, eventId, minimalAttendee(category, Y, { first_name: 'Carla', last_name: 'Gamma' }));
  });
  afterAll(() => t.close());

  const getCsv = async (client: ApiClient, query = '', lang = 'it') => {
    client.lang = lang;
    const res = await client.get(`${base}${query ? `${query}&` : '?'}format=csv`);
    expect(res.status).toBe(200);
    const text = res.text;
    expect(text.startsWith('\ufeff')).toBe(true);
    return { res, rows: parse(text, { delimiter: ';', bom: true }) as string[][] };
  };

  it('exports every visible field to ADMIN, with Italian headers, escaping formulas', async () => {
    const { res, rows } = await getCsv(admin, listQuery({ sort: ['last_name', 'ASC'] }));
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="attendees-${sku}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const [header, ...data] = rows;
    expect(header).toContain('Cognome');
    expect(header).toContain('Codice partecipante');
    expect(header).toContain('Codice fiscale');
    const col = (name: string) => header!.indexOf(name);
    expect(data.map((r) => r[col('Cognome')])).toEqual(['Alfa', 'Beta', 'Gamma']);
    expect(data[0]![col('Nome')]).toBe(`'=HYPERLINK("x")`);
    expect(data[0]![col('Telefono')]).toBe(`'+39 06 1234567`);
    expect(data[1]![col('Nome')]).toBe(`'@Bruno`);
    expect(data[1]![col('Note')]).toBe(`'-2+3`);
    expect(data[2]![col('Nome')]).toBe('Carla');
  });

  it('sends the same fields as the API shows (English headers with Accept-Language: en)', async () => {
    admin.lang = 'en';
    const record = (await admin.get(`/api/events/${eventId}/attendees${listQuery({ range: [0, 0] })}`)).body[0] as Record<string, unknown>;
    const { rows } = await getCsv(admin, '', 'en');
    expect(rows[0]).toContain('Last name');
    const notExported = ['tag_ids', 'event_id', 'created_at', 'updated_at'];
    expect(rows[0]!.length).toBe(Object.keys(record).filter((k) => !notExported.includes(k)).length);
    admin.lang = 'it';
  });

  it('applies the list filters', async () => {
    const { rows } = await getCsv(admin, listQuery({ filter: { pending: true } }));
    expect(rows).toHaveLength(2);
    const q = await getCsv(admin, listQuery({ filter: { q: 'gam' } }));
    expect(q.rows).toHaveLength(2);
    expect((await admin.get(`${base}${listQuery({ filter: { nope: 1 } })}&format=csv`)).status).toBe(400);
    expect((await admin.get(`${base}?format=pdf`)).status).toBe(400);
  });

  it('limits VIEWER and COMPANY to their visible fields, and COMPANY to its company', async () => {
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    for (const client of [viewer, company]) {
      const api = (await client.get(`/api/events/${eventId}/attendees`)).body as Record<string, unknown>[];
      const fields = new Set(api.flatMap((r) => Object.keys(r)));
      const { rows } = await getCsv(client);
      const full = await getCsv(admin);
      // Fewer columns than ADMIN's (VIEWER: all but the two hidden; COMPANY: its form), none the API hides from this role.
      if (client === viewer) expect(rows[0]!.length).toBe(full.rows[0]!.length - 2);
      else expect(rows[0]!.length).toBeLessThan(full.rows[0]!.length - 20);
      expect(rows[0]).not.toContain('Codice fiscale');
      expect(rows[0]).not.toContain('Telefono');
      expect(rows[0]!.length).toBe([...fields].filter((f) => !['event_id', 'created_at', 'updated_at', 'tag_ids'].includes(f)).length);
      expect(rows.length - 1).toBe(api.length);
    }
    const { rows } = await getCsv(company);
    expect(rows).toHaveLength(3); // header + the two of company X
    expect(rows[0]).toContain('Espositore'); // the UI configuration's alias
  });

  it('exports XLSX with the same contents', async () => {
    const res = await admin
      .get(`${base}${listQuery({ sort: ['last_name', 'ASC'] })}&format=xlsx`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const lastName = header.indexOf('Cognome') + 1;
    const firstName = header.indexOf('Nome') + 1;
    expect([2, 3, 4].map((r) => ws.getRow(r).getCell(lastName).value)).toEqual(['Alfa', 'Beta', 'Gamma']);
    expect(ws.getRow(2).getCell(firstName).value).toBe(`'=HYPERLINK("x")`);
    expect(ws.rowCount).toBe(4);
  });

  describe('readable values (the default) and codes for re-import (issue 11)', () => {
    let delta: number;
    beforeAll(async () => {
      delta = await createAttendee(
        admin,
        eventId,
        minimalAttendee(await createCategory(admin, eventId, 'Relatori'), Y, {
          first_name: 'Dora',
          last_name: 'Delta',
          gender: 'FEMALE',
          date_of_birth: '1985-03-12',
          country: 'IT',
          payment_status: 'PENDING',
          badge_delivered: true,
          app_lang: 'en',
        }),
      );
    });

    const deltaRow = async (values: string, lang = 'it') => {
      const { rows } = await getCsv(admin, `${listQuery({ filter: { id: [delta] } })}&values=${values}`, lang);
      const [header, row] = rows;
      return Object.fromEntries(header!.map((h, i) => [h, row![i]]));
    };

    it('writes labels, Sì/No, dates as the language writes them and names, in the reader’s language', async () => {
      const row = await deltaRow('readable');
      expect(row).toMatchObject({
        Genere: 'Femmina',
        'Data di nascita': '12/03/1985',
        Paese: 'Italia',
        'Stato pagamento': 'In attesa',
        'Badge consegnato': 'Sì',
        'In attesa': 'No',
        Categoria: 'Relatori',
        Azienda: 'Azienda Y',
        Lingua: 'Inglese',
      });
      expect(row['Data di registrazione']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      const en = await deltaRow('readable', 'en');
      expect(en).toMatchObject({ Gender: 'Female', 'Badge delivered': 'Yes', Country: 'Italy', 'Payment status': 'Pending' });
      expect(await deltaRow('readable')).toEqual(row);
      expect((await admin.get(`${base}?format=csv&values=labels`)).status).toBe(400);
    });

    it('writes the stored values with values=codes', async () => {
      const row = await deltaRow('codes');
      expect(row).toMatchObject({ Genere: 'FEMALE', 'Data di nascita': '1985-03-12', Paese: 'IT', 'Badge consegnato': 'true' });
      expect(Number(row.Categoria)).toBeGreaterThan(0);
    });

    it('imports either export back unchanged (the import reads labels and names as well as codes)', async () => {
      const before = (await admin.get(`/api/events/${eventId}/attendees/${delta}`).expect(200)).body;
      for (const values of ['readable', 'codes']) {
        const { rows } = await getCsv(admin, `${listQuery({ filter: { id: [delta] } })}&values=${values}`);
        const text = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\n');
        const up = await admin
          .post(`/api/events/${eventId}/attendees/import`)
          .attach('file', Buffer.from(`\ufeff${text}`), 'back.csv')
          .expect(201);
        const preview = await admin
          .post(`/api/events/${eventId}/attendees/import/${up.body.upload_id}/preview`)
          .send({ mapping: up.body.suggested_mapping });
        expect(preview.body).toMatchObject({ total_rows: 1, valid_rows: 1, invalid_rows: 0, updates: 1 });
        const apply = await admin
          .post(`/api/events/${eventId}/attendees/import/${up.body.upload_id}/apply`)
          .send({ mapping: up.body.suggested_mapping })
          .expect(202);
        const job = await waitForJob(admin, eventId, apply.body.job_id);
        expect(job).toMatchObject({ status: 'done', updated: 1, failed: 0 });
        const after = (await admin.get(`/api/events/${eventId}/attendees/${delta}`).expect(200)).body;
        const { updated_at: _a, ...same } = after;
        const { updated_at: _b, ...was } = before;
        expect(same).toEqual(was);
      }
    });
  });
});
