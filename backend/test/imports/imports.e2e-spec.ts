/**
 * Attendee import (issue 5): upload checks (413, file signature, zip bombs), header auto-mapping,
 * dry run with per-row errors, apply as a job by batches (a batch with a bad row writes nothing),
 * upsert by attendee code, resume after a crash, and the COMPANY scope.
 */
import ExcelJS from 'exceljs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportPreviewDto, ImportUploadDto, JobDto } from '@eventdesk/shared';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { ActionHistory } from '../../src/platform/history/action-history.entity';
import { In, Like } from 'typeorm';
import * as attendeeCodeModule from '../../src/registration/attendees/attendee-code';
import * as bulkInsertModule from '../../src/platform/database/bulk-insert';
import * as importFilesModule from '../../src/registration/imports/import-files';
import { ImportsService } from '../../src/registration/imports/imports.service';
import { WritePacer } from '../../src/platform/database/write-pacer';
import { isMysql } from '../../src/platform/database/write-transaction';
import { Job } from '../../src/platform/jobs/job.entity';
import { JobsService } from '../../src/platform/jobs/jobs.service';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, FISCAL_CODES, fullAttendee, minimalAttendee } from '../attendees/attendee-fixtures';
import { PNG } from '../authz/matrix-kit';
import { csv, lyingZip, waitForJob, workbookParts, zip } from './import-helpers';

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

describe('attendee import', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let X: number;
  let Y: number;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ IMPORT_MAX_MB: '1' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    base = `/api/events/${eventId}/attendees/import`;
    category = await createCategory(admin, eventId, 'Delegati');
    X = await createCompany(admin, eventId, { name: 'Azienda X' });
    Y = await createCompany(admin, eventId, { name: 'Azienda Y' });
  });
  afterAll(() => t.close());

  const upload = (client: ApiClient, content: Buffer, name = 'people.csv') => client.post(base).attach('file', content, name);
  const uploadsDir = () => join(t.config.dataDir, 'uploads', 'imports');
  const count = () => t.db.getRepository(Attendee).countBy({ eventId });

  const people = (n: number, row: (i: number) => (string | number)[] = (i) => [`Nome${i}`, `Cognome${i}`, category, X]) => [
    ['Nome', 'Cognome', 'Categoria', 'Azienda'],
    ...Array.from({ length: n }, (_, i) => row(i + 1)),
  ];
  const MAPPING = { Nome: 'first_name', Cognome: 'last_name', Categoria: 'event_attendee_category_id', Azienda: 'event_company_id' };

  describe('upload', () => {
    it('maps Italian and English headers and answers a sample', async () => {
      const res = await upload(
        admin,
        csv([
          ['Cognome', 'First name', 'e-mail', 'Codice fiscale', 'last_name', 'Colore preferito'],
          ['Rossi', 'Mario', 'm@x.it', FISCAL_CODES[1]!, 'x', 'blu'],
        ]),
      );
      expect(res.status).toBe(201);
      const body = res.body as ImportUploadDto;
      expect(body.format).toBe('csv');
      expect(body.upload_id).toMatch(/^[0-9a-f]{32}$/);
      expect(body.columns).toEqual(['Cognome', 'First name', 'e-mail', 'Codice fiscale', 'last_name', 'Colore preferito']);
      expect(body.suggested_mapping).toEqual({
        Cognome: 'last_name',
        'First name': 'first_name',
        'e-mail': 'email',
        'Codice fiscale': 'fiscal_code',
        last_name: null, // last_name is taken by the first column that names it
        'Colore preferito': null,
      });
      expect(body.sample).toEqual([['Rossi', 'Mario', 'm@x.it', FISCAL_CODES[1], 'x', 'blu']]);
    });

    it('detects a comma-separated file without BOM', async () => {
      const res = await upload(
        admin,
        csv(
          [
            ['Last name', 'First name'],
            ['Rossi', 'Mario'],
          ],
          ',',
          false,
        ),
      );
      expect(res.status).toBe(201);
      expect(res.body.suggested_mapping).toEqual({ 'Last name': 'last_name', 'First name': 'first_name' });
    });

    it('reads an XLSX', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Foglio1');
      ws.addRow(['Cognome', 'Nome', 'Data di nascita']);
      ws.addRow(['Verdi', 'Anna', new Date(Date.UTC(1990, 3, 3))]);
      const res = await upload(admin, Buffer.from(await wb.xlsx.writeBuffer()), 'people.xlsx');
      expect(res.status).toBe(201);
      expect(res.body.format).toBe('xlsx');
      expect(res.body.suggested_mapping).toEqual({ Cognome: 'last_name', Nome: 'first_name', 'Data di nascita': 'date_of_birth' });
      expect(res.body.sample).toEqual([['Verdi', 'Anna', '1990-04-03']]);
    });

    it('answers 413 over IMPORT_MAX_MB and keeps nothing', async () => {
      const before = readdirSync(uploadsDir()).length;
      const big = Buffer.alloc(1024 * 1024 + 10, 'a;b\n');
      const res = await upload(admin, big);
      expect(res.status).toBe(413);
      expect(readdirSync(uploadsDir()).length).toBe(before);
    });

    it('answers 422 on file for a PNG named .csv, and keeps nothing', async () => {
      const before = readdirSync(uploadsDir()).length;
      const res = await upload(admin, PNG, 'people.csv');
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toHaveLength(1);
      expect(readdirSync(uploadsDir()).length).toBe(before);
    });

    it('answers 422 for a ZIP that is not a workbook', async () => {
      const res = await upload(admin, zip([{ name: 'a.txt', data: Buffer.from('hello') }]), 'x.xlsx');
      expect(res.status).toBe(422);
    });

    it('refuses zip bombs from the central directory: too many entries, or a huge declared size', async () => {
      const many = zip(
        Array.from({ length: 60 }, (_, i) => ({ name: i === 0 ? 'xl/workbook.xml' : `xl/f${i}.xml`, data: Buffer.from('x') })),
      );
      const r1 = await upload(admin, many, 'many.xlsx');
      expect(r1.status).toBe(422);
      expect(r1.body.errors.file[0]).toMatch(/decompresso|elementi/);
      // A real workbook whose central directory declares 4 GB for its sheet.
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('Foglio1').addRow(['Cognome']);
      const huge = Buffer.from(await wb.xlsx.writeBuffer());
      let patched = 0;
      for (let at = huge.indexOf(CENTRAL); at !== -1; at = huge.indexOf(CENTRAL, at + 4)) {
        const name = huge.toString('utf8', at + 46, at + 46 + huge.readUInt16LE(at + 28));
        if (name === 'xl/worksheets/sheet1.xml') {
          huge.writeUInt32LE(0xfffffff0, at + 24);
          patched++;
        }
      }
      expect(patched).toBeGreaterThan(0);
      const r2 = await upload(admin, huge, 'huge.xlsx');
      expect(r2.status).toBe(422);
      expect(r2.body.errors.file[0]).toMatch(/decompresso|elementi/);
    });

    it('reads an honest hand-made workbook (the parts the lying ones below are made of)', async () => {
      const res = await upload(
        admin,
        lyingZip(
          workbookParts([
            ['Cognome', 'Nome'],
            ['Rossi', 'Mario'],
          ]),
        ),
        'honest.xlsx',
      );
      expect(res.status).toBe(201);
      expect(res.body.columns).toEqual(['Cognome', 'Nome']);
    });

    it('answers the dry run 422 (not 500) for a workbook broken past the rows the upload reads (issue 26 item 6)', async () => {
      // 3,000 good rows (past the first chunks the upload parses), then a row that is no XML.
      const rows = [['Cognome', 'Nome'], ...Array.from({ length: 3000 }, (_, i) => [`Rossi${i}`, 'Mario']), ['Verdi</x>', 'Anna']];
      const up = await upload(admin, lyingZip(workbookParts(rows)), 'broken.xlsx');
      expect(up.status).toBe(201);
      expect(up.body.sample[0]).toEqual(['Rossi0', 'Mario']);
      const res = await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping: { Cognome: 'last_name', Nome: 'first_name' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.file).toHaveLength(1);
    });

    it('refuses an archive that inflates past what it declares, counting the bytes really inflated', async () => {
      // 60 MB of spaces deflate to ~60 KB; the headers say the sheet is 2 KB.
      const parts = workbookParts([['Cognome'], ['Rossi']], 60 * 1024 * 1024).map((p) =>
        p.name === 'xl/worksheets/sheet1.xml' ? { ...p, declared: 2048 } : p,
      );
      const file = lyingZip(parts);
      expect(file.length).toBeLessThan(200 * 1024);
      const res = await upload(admin, file, 'liar.xlsx');
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(/decompresso|elementi/);
    });

    it('refuses an archive hiding a local entry its central directory does not list', async () => {
      const parts = workbookParts([['Cognome'], ['Rossi']]);
      const hidden = { name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20), hidden: true };
      const res = await upload(admin, lyingZip([...parts.slice(0, 4), hidden, parts[4]]), 'hidden.xlsx');
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(/decompresso|elementi/);
    });

    it('reads one import file at a time per user and event: a parallel upload answers 429, others go on', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const real = importFilesModule.inspectImportFile;
      const spy = jest.spyOn(importFilesModule, 'inspectImportFile').mockImplementationOnce(async (path) => {
        await gate;
        return real(path);
      });
      try {
        const file = csv(people(2));
        const first = upload(admin, file).then((r) => r);
        while (spy.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
        const second = await upload(admin, file);
        expect(second.status).toBe(429);
        expect(second.body).toMatchObject({ code: 'import_busy', message: expect.stringContaining('attendi') });
        // Another user of the same event is not held up.
        const other = (await userWithRole(t, admin, eventId, 'ADMIN')).client;
        expect((await upload(other, file)).status).toBe(201);
        release();
        expect((await first).status).toBe(201);
        expect((await upload(admin, file)).status).toBe(201);
      } finally {
        release();
        spy.mockRestore();
      }
    });

    it('answers 422 without a file', async () => {
      const res = await admin.post(base).field('x', '1');
      expect(res.status).toBe(422);
    });
  });

  describe('preview (dry run)', () => {
    it('refuses a sign-in e-mail another attendee has, or that repeats in the file (issue 12), in preview and apply alike', async () => {
      const taken = await createAttendee(
        admin,
        eventId,
        minimalAttendee(category, X, { last_name: 'Occupata', email: 'occupata@import.test' }),
      );
      const rows = [
        ['Nome', 'Cognome', 'Categoria', 'Azienda', 'E-mail'],
        ['Anna', 'Prima', category, X, 'doppia@import.test'],
        ['Bea', 'Seconda', category, X, 'DOPPIA@import.test'],
        ['Cleo', 'Terza', category, X, 'occupata@import.test'],
        ['Dora', 'Quarta', category, X, 'libera@import.test'],
      ];
      const up = await upload(admin, csv(rows));
      const mapping = {
        Nome: 'first_name',
        Cognome: 'last_name',
        Categoria: 'event_attendee_category_id',
        Azienda: 'event_company_id',
        'E-mail': 'email',
      };
      const preview = await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping }).expect(200);
      expect(preview.body).toMatchObject({ total_rows: 4, valid_rows: 2, invalid_rows: 2 });
      expect(preview.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
        [3, 'email'],
        [4, 'email'],
      ]);
      const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping }).expect(202);
      const job = await waitForJob(admin, eventId, res.body.job_id);
      // The rows the preview calls valid are written, the others fail alone (issue 11).
      expect(job).toMatchObject({ status: 'done', total: 4, failed: 2, created: 2 });
      expect(await t.db.getRepository(Attendee).countBy({ eventId, email: 'doppia@import.test' })).toBe(1);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, email: 'libera@import.test' })).toBe(1);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, email: 'occupata@import.test' })).toBe(1);
      expect(taken).toBeGreaterThan(0);
    });

    it('reports per-row errors and writes nothing', async () => {
      const existing = await createAttendee(admin, eventId, minimalAttendee(category, X, { last_name: 'Esistente' }));
      const code = (await t.db.getRepository(Attendee).findOneByOrFail({ id: existing })).attendeeCode;
      const rows = [
        ['Codice', 'Nome', 'Cognome', 'Categoria', 'Azienda', 'Codice fiscale'],
        ['', 'Anna', 'Verdi', category, X, FISCAL_CODES[1]!],
        ['', 'Bruno', 'Neri', category, X, 'RSSMRA85T10H501X'], // wrong check character
        ['', 'Carla', '', category, X, ''], // missing last name
        ['', 'Dario', 'Bassi', 99999, X, ''], // unknown category
        [code, 'Nuovo', 'Nome', category, X, ''], // update
        ['ZZZZZZZZ', 'Ugo', 'Foscolo', category, X, ''], // unknown code
      ];
      const up = await upload(admin, csv(rows));
      expect(up.status).toBe(201);
      const mapping = up.body.suggested_mapping;
      expect(mapping).toEqual({
        Codice: 'attendee_code',
        Nome: 'first_name',
        Cognome: 'last_name',
        Categoria: 'event_attendee_category_id',
        Azienda: 'event_company_id',
        'Codice fiscale': 'fiscal_code',
      });
      const before = await count();
      const res = await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping });
      expect(res.status).toBe(200);
      const p = res.body as ImportPreviewDto;
      expect(p).toMatchObject({ total_rows: 6, valid_rows: 2, invalid_rows: 4, creates: 1, updates: 1 });
      const fields = p.errors.map((e) => [e.row, e.field]);
      expect(fields).toEqual([
        [3, 'fiscal_code'],
        [4, 'last_name'],
        [5, 'event_attendee_category_id'],
        [7, 'attendee_code'],
      ]);
      expect(p.errors[0]!.messages[0]).toMatch(/Codice fiscale non valido/);
      expect(p.errors[1]!.messages).toEqual(['Campo obbligatorio']);
      expect(await count()).toBe(before);
    });

    it('names the row a spreadsheet shows: the header is row 1, blank lines and a field on two lines as a spreadsheet counts them', async () => {
      const text = [
        'Nome;Cognome;Categoria;Azienda',
        `Ada;Righe;${category};${X}`,
        '',
        `"Bea\nDue righe";Righe2;${category};${X}`,
        `Cora;;${category};${X}`,
        '',
      ].join('\r\n');
      const up = await upload(admin, Buffer.from(text));
      const p = (await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping: MAPPING }).expect(200)).body as ImportPreviewDto;
      expect(p.errors.map((e) => [e.row, e.field])).toEqual([[5, 'last_name']]);
    });

    it('matches categories and companies by name, case and accents ignored, and reports the names it cannot match', async () => {
      const accented = await createCompany(admin, eventId, { name: 'Società Éclair S.r.l.' });
      await createCompany(admin, eventId, { name: 'Doppia' });
      await createCompany(admin, eventId, { name: 'DOPPIA' });
      const rows = [
        ['Nome', 'Cognome', 'Categoria', 'Azienda'],
        ['Anna', 'ByName', ' delegati ', 'societa eclair  s.r.l.'],
        ['Bruno', 'ById', String(category), String(X)],
        ['Carla', 'Unknown', 'Relatori', 'Azienda X'],
        ['Dario', 'Unknown2', 'relatori', 'Nuova Spa'],
        ['Elena', 'Ambiguous', 'Delegati', 'doppia'],
      ];
      const up = await upload(admin, csv(rows));
      admin.lang = 'en';
      let p: ImportPreviewDto;
      try {
        p = (await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping: MAPPING }).expect(200)).body;
      } finally {
        admin.lang = 'it';
      }
      expect(p).toMatchObject({ total_rows: 5, valid_rows: 2, invalid_rows: 3, creates: 2 });
      expect(p.errors).toEqual([
        { row: 4, field: 'event_attendee_category_id', messages: ['No attendee category is called “Relatori” in this event'] },
        { row: 5, field: 'event_attendee_category_id', messages: ['No attendee category is called “relatori” in this event'] },
        { row: 5, field: 'event_company_id', messages: ['No company is called “Nuova Spa” in this event'] },
        { row: 6, field: 'event_company_id', messages: ['Several records are called “doppia”: give the number (id)'] },
      ]);
      // Each missing name once, as first written: the wizard offers to create them.
      expect(p.missing).toEqual({ event_attendee_category_id: ['Relatori'], event_company_id: ['Nuova Spa'] });

      // Created (as the wizard does, through the API), the same file previews valid, and apply writes exactly those rows.
      const speakers = await createCategory(admin, eventId, 'Relatori');
      await createCompany(admin, eventId, { name: 'Nuova Spa' });
      const again = (await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping: MAPPING }).expect(200))
        .body as ImportPreviewDto;
      expect(again).toMatchObject({ valid_rows: 4, invalid_rows: 1, missing: { event_attendee_category_id: [], event_company_id: [] } });
      const job = await waitForJob(
        admin,
        eventId,
        (await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING }).expect(202)).body.job_id,
      );
      expect(job).toMatchObject({ status: 'done', created: again.valid_rows, failed: again.invalid_rows });
      const byName = await t.db.getRepository(Attendee).findOneByOrFail({ eventId, lastName: 'ByName' });
      expect(byName).toMatchObject({ eventAttendeeCategoryId: category, eventCompanyId: accented });
      expect(await t.db.getRepository(Attendee).findOneByOrFail({ eventId, lastName: 'Unknown' })).toMatchObject({
        eventAttendeeCategoryId: speakers,
        eventCompanyId: X,
      });
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Ambiguous' })).toBe(0);
    });

    it('refuses a mapping to unknown fields or columns (422) and an unknown upload (404)', async () => {
      const up = await upload(admin, csv(people(1)));
      const url = `${base}/${up.body.upload_id}/preview`;
      expect((await admin.post(url).send({ mapping: { Nome: 'password' } })).status).toBe(422);
      expect((await admin.post(url).send({ mapping: { Boh: 'first_name' } })).status).toBe(422);
      expect((await admin.post(url).send({ mapping: { Nome: 'first_name', Cognome: 'first_name' } })).status).toBe(422);
      expect((await admin.post(url).send({})).status).toBe(422);
      expect((await admin.post(`${base}/${'0'.repeat(32)}/preview`).send({ mapping: MAPPING })).status).toBe(404);
      expect((await admin.post(`${base}/..%2F..%2Fx/preview`).send({ mapping: MAPPING })).status).toBe(404);
    });
  });

  describe('apply', () => {
    it('runs one import per user and event at a time: a second apply answers 409 until the first ends', async () => {
      const me = await admin.get('/api/user').expect(200);
      const busy = await t.db.getRepository(Job).save({
        eventId,
        type: 'attendee_import',
        status: 'running',
        userId: me.body.id,
        params: '{}',
        errors: '[]',
      });
      try {
        const up = await upload(admin, csv(people(1)));
        const refused = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'import_running' });
        await t.db.getRepository(Job).update(busy.id, { status: 'done' });
        const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
        expect(res.status).toBe(202);
        expect((await waitForJob(admin, eventId, res.body.job_id)).status).toBe('done');
      } finally {
        await t.db.getRepository(Job).update(busy.id, { status: 'done' });
      }
    });

    it('writes every valid row: a bad row fails alone, the rest of its batch is written', async () => {
      const before = await count();
      const rows = people(1200, (i) => [`Nome${i}`, i === 700 ? '' : `Batch${i}`, category, X]);
      const up = await upload(admin, csv(rows));
      const preview = (await admin.post(`${base}/${up.body.upload_id}/preview`).send({ mapping: MAPPING }).expect(200)).body;
      expect(preview).toMatchObject({ valid_rows: 1199, invalid_rows: 1 });
      const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
      expect(res.status).toBe(202);
      const job = await waitForJob(admin, eventId, res.body.job_id);
      expect(job).toMatchObject({
        type: 'attendee_import',
        status: 'done',
        total: 1200,
        processed: 1200,
        created: preview.valid_rows,
        updated: 0,
        failed: preview.invalid_rows,
      });
      // Data row 700 is the spreadsheet's row 701 (the header is row 1).
      expect(job.errors).toEqual([{ row: 701, field: 'last_name', messages: ['Campo obbligatorio'] }]);
      expect(job.started_at).toBeTruthy();
      expect(job.finished_at).toBeTruthy();
      expect(await count()).toBe(before + 1199);
      const names = new Set((await t.db.getRepository(Attendee).findBy({ eventId })).map((a) => a.lastName));
      expect(names.has('Batch1')).toBe(true);
      expect(names.has('Batch699')).toBe(true); // the batch of the bad row: rows 501–1000
      expect(names.has('Batch701')).toBe(true);
      expect(names.has('Batch1001')).toBe(true);
      // History of the created attendees, in bulk; codes generated and unique.
      const created = await t.db.getRepository(Attendee).findOneByOrFail({ eventId, lastName: 'Batch1' });
      expect(created.attendeeCode).toMatch(/^[0-9A-Z]{8}$/);
      const history = await t.db.getRepository(ActionHistory).findBy({ eventId, subjectType: 'attendee', subjectId: created.id });
      expect(history).toHaveLength(1);
      expect(history[0]!.action).toBe('create');
      expect(JSON.parse(history[0]!.changes)).toMatchObject({ last_name: [null, 'Batch1'], first_name: [null, 'Nome1'] });
      // The upload is gone once the job is done.
      expect(readdirSync(uploadsDir()).filter((f) => f.startsWith(up.body.upload_id))).toEqual([]);
    });

    it('updates by attendee_code (upsert) and records what changed', async () => {
      const id = await createAttendee(
        admin,
        eventId,
        minimalAttendee(category, X, { first_name: 'Vecchio', last_name: 'Nome', email: 'old@example.com' }),
      );
      const code = (await t.db.getRepository(Attendee).findOneByOrFail({ id })).attendeeCode;
      const up = await upload(
        admin,
        csv([
          ['Attendee code', 'First name', 'Last name', 'E-mail', 'Pending'],
          [code, 'Nuovo', 'Nome', '', '1'],
          ['', 'Altro', 'Creato', 'a@example.com', ''],
        ]),
      );
      const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: { ...up.body.suggested_mapping } });
      // ADMIN's form requires category and company: the created row lacks them.
      const job = await waitForJob(admin, eventId, res.body.job_id);
      expect(job).toMatchObject({ status: 'done', failed: 1, updated: 1 });
      expect(job.errors.map((e) => [e.row, e.field]).sort()).toEqual([
        [3, 'event_attendee_category_id'],
        [3, 'event_company_id'],
      ]);

      const up2 = await upload(
        admin,
        csv([
          ['Attendee code', 'First name', 'Last name', 'E-mail', 'Pending', 'Category', 'Azienda'],
          [code, 'Nuovo', 'Nome', '', '1', category, X],
          ['', 'Altro', 'Creato', 'a@example.com', '', category, Y],
        ]),
      );
      expect(up2.body.suggested_mapping.Category).toBe('event_attendee_category_id');
      const res2 = await admin.post(`${base}/${up2.body.upload_id}/apply`).send({ mapping: up2.body.suggested_mapping });
      const job2 = await waitForJob(admin, eventId, res2.body.job_id);
      expect(job2).toMatchObject({ status: 'done', created: 1, updated: 1, failed: 0 });
      const updated = await t.db.getRepository(Attendee).findOneByOrFail({ id });
      expect(updated).toMatchObject({ firstName: 'Nuovo', lastName: 'Nome', email: null, pending: true, attendeeCode: code });
      const history = await t.db
        .getRepository(ActionHistory)
        .find({ where: { eventId, subjectType: 'attendee', subjectId: id }, order: { id: 'ASC' } });
      expect(history.map((h) => h.action)).toEqual(['create', 'update']);
      expect(JSON.parse(history[1]!.changes)).toEqual({
        first_name: ['Vecchio', 'Nuovo'],
        email: ['old@example.com', null],
        pending: [false, true],
      });
      // The quick search follows: the updated name and the created attendee are found, the old name no more.
      const find = async (q: string) =>
        (
          (await admin.get(`/api/events/${eventId}/attendees?filter=${encodeURIComponent(JSON.stringify({ q }))}`).expect(200)).body as {
            id: number;
          }[]
        ).map((a) => a.id);
      expect(await find('nuovo nome')).toEqual([id]);
      expect(await find('vecchio')).toEqual([]);
      expect(await find('old@example')).toEqual([]);
      const created = await t.db.getRepository(Attendee).findOneByOrFail({ eventId, email: 'a@example.com' });
      expect(await find('altro creato')).toEqual([created.id]);
      expect(await find('a@example.com')).toEqual([created.id]);
    });

    it('gives each new attendee the id its INSERT reported: rows, history and search tokens agree', async () => {
      // Long notes: two INSERT statements for the first batch on MySQL (each kept under 2 MB), the file under IMPORT_MAX_MB.
      const note = 'n'.repeat(1500);
      const importRows = async (prefix: string, n: number) => {
        const up = await upload(
          admin,
          csv([
            ['Nome', 'Cognome', 'Categoria', 'Azienda', 'Note'],
            ...Array.from({ length: n }, (_, i) => [`Nome${i}`, `${prefix}${i}`, category, X, note]),
          ]),
        );
        const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: { ...MAPPING, Note: 'additional_info' } });
        expect(await waitForJob(admin, eventId, res.body.job_id)).toMatchObject({ status: 'done', created: n, failed: 0 });
        const attendees = await t.db.getRepository(Attendee).find({
          select: { id: true, attendeeCode: true, lastName: true },
          where: { eventId, lastName: Like(`${prefix}%`) },
          order: { id: 'ASC' },
        });
        expect(attendees).toHaveLength(n);
        const history = await t.db.getRepository(ActionHistory).findBy({
          eventId,
          subjectType: 'attendee',
          action: 'create',
          subjectId: In(attendees.map((a) => a.id)),
        });
        expect(history).toHaveLength(n);
        const changesOf = new Map(history.map((h) => [h.subjectId, JSON.parse(h.changes) as Record<string, [unknown, unknown]>]));
        for (const a of attendees) {
          expect(changesOf.get(a.id)).toMatchObject({ attendee_code: [null, a.attendeeCode], last_name: [null, a.lastName] });
        }
        for (const a of [attendees[0]!, attendees[Math.floor(n / 2)]!, attendees[n - 1]!]) {
          const found = await admin.get(
            `/api/events/${eventId}/attendees?filter=${encodeURIComponent(JSON.stringify({ q: a.attendeeCode }))}`,
          );
          expect((found.body as { id: number }[]).map((r) => r.id)).toEqual([a.id]);
        }
      };
      await importRows('Ids', 520);
      // Ids that do not match the rows are caught (first and last row of each statement) and read back instead.
      const reported = bulkInsertModule.insertedIds;
      const spy = jest.spyOn(bulkInsertModule, 'insertedIds').mockImplementation((...args) => reported(...args).map((id) => id + 1));
      try {
        await importRows('Misfit', 30);
        expect(spy).toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });

    it('writes a batch again with new codes when a new code is already taken in the event', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, X, { last_name: 'Presa' }));
      const taken = (await t.db.getRepository(Attendee).findOneByOrFail({ id })).attendeeCode;
      const fresh = attendeeCodeModule.newAttendeeCode;
      // The first code drawn is one the event has; the unique index refuses it and the batch is written again.
      const spy = jest
        .spyOn(attendeeCodeModule, 'newAttendeeCode')
        .mockImplementationOnce(() => taken)
        .mockImplementation(fresh);
      try {
        const up = await upload(admin, csv(people(3, (i) => [`Nome${i}`, `Taken${i}`, category, X])));
        const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
        expect(await waitForJob(admin, eventId, res.body.job_id)).toMatchObject({ status: 'done', created: 3, failed: 0 });
        expect(spy.mock.results[0]?.value).toBe(taken);
      } finally {
        spy.mockRestore();
      }
      const rows = await t.db.getRepository(Attendee).findBy({ eventId, lastName: Like('Taken%') });
      expect(rows).toHaveLength(3);
      expect(rows.map((a) => a.attendeeCode)).not.toContain(taken);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, attendeeCode: taken })).toBe(1);
      const history = await t.db
        .getRepository(ActionHistory)
        .findBy({ eventId, subjectType: 'attendee', subjectId: In(rows.map((a) => a.id)) });
      expect(history).toHaveLength(3);
    });

    it('writes several batches in one transaction while nothing else writes (SQLite), each row once', async () => {
      const before = await count();
      const historyBefore = await t.db.getRepository(ActionHistory).countBy({ eventId, action: 'create' });
      const transactions = jest.spyOn(WritePacer.prototype, 'write');
      try {
        const up = await upload(admin, csv(people(2100, (i) => [`Nome${i}`, `Paced${i}`, category, X])));
        const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
        const done = await waitForJob(admin, eventId, res.body.job_id);
        expect(done).toMatchObject({ status: 'done', total: 2100, processed: 2100, created: 2100, failed: 0 });
        // Five batches of 500: 1, 2 and 2 of them in a transaction on SQLite; one each on MySQL/MariaDB.
        expect(transactions).toHaveBeenCalledTimes(isMysql(t.db) ? 5 : 3);
      } finally {
        transactions.mockRestore();
      }
      expect(await count()).toBe(before + 2100);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: Like('Paced%') })).toBe(2100);
      expect(await t.db.getRepository(ActionHistory).countBy({ eventId, action: 'create' })).toBe(historyBefore + 2100);
    });

    it('resumes from the last committed batch when batches gathered for one transaction were not written', async () => {
      const imports = t.app.get(ImportsService);
      const before = await count();
      const up = await upload(admin, csv(people(2100, (i) => [`Nome${i}`, `Gathered${i}`, category, X])));
      // SQLite: batch 0 alone, 1 and 2 together, then 3 is gathered and the job fails before 4: 3 is not written.
      imports.beforeBatch = (index) => {
        if (index === 4) throw new Error('simulated crash');
      };
      const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
      const failed = await waitForJob(admin, eventId, res.body.job_id);
      imports.beforeBatch = null;
      const committed = isMysql(t.db) ? 2000 : 1500;
      expect(failed).toMatchObject({ status: 'failed', processed: committed, created: committed });
      expect(await count()).toBe(before + committed);
      expect((await admin.post(`/api/events/${eventId}/jobs/${res.body.job_id}/resume`)).status).toBe(202);
      expect(await waitForJob(admin, eventId, res.body.job_id)).toMatchObject({ status: 'done', processed: 2100, created: 2100 });
      expect(await count()).toBe(before + 2100);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Gathered1600' })).toBe(1);
    });

    it('resumes a failed job from its last committed batch', async () => {
      const imports = t.app.get(ImportsService);
      const before = await count();
      const up = await upload(admin, csv(people(1100, (i) => [`Nome${i}`, `Resume${i}`, category, X])));
      imports.beforeBatch = (index) => {
        if (index === 1) throw new Error('simulated crash');
      };
      const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
      const failed = await waitForJob(admin, eventId, res.body.job_id);
      imports.beforeBatch = null;
      expect(failed).toMatchObject({ status: 'failed', processed: 500, created: 500 });
      expect(await count()).toBe(before + 500);

      // A restart marks running jobs interrupted; this one is failed and stays so.
      await t.db.getRepository(Job).update(res.body.job_id, { status: 'running' });
      expect(await t.app.get(JobsService).interruptStale()).toBe(1);
      expect((await admin.get(`/api/events/${eventId}/jobs/${res.body.job_id}`)).body.status).toBe('interrupted');

      const resumed = await admin.post(`/api/events/${eventId}/jobs/${res.body.job_id}/resume`);
      expect(resumed.status).toBe(202);
      const done = await waitForJob(admin, eventId, res.body.job_id);
      expect(done).toMatchObject({ status: 'done', total: 1100, processed: 1100, created: 1100, failed: 0 });
      expect(await count()).toBe(before + 1100);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Resume1' })).toBe(1);
      // Done: not resumable any more.
      expect((await admin.post(`/api/events/${eventId}/jobs/${res.body.job_id}/resume`)).status).toBe(409);
    });
    it('writes a batch of changes while the batch of new attendees before it is written', async () => {
      // A fresh event with few attendees: on MySQL, upserting their codes locks the gaps before them,
      // which cover most of the codes the batch before draws for its new attendees.
      const event = (await createEvent(admin)).id;
      const cat = await createCategory(admin, event, 'Delegati');
      const company = await createCompany(admin, event, { name: 'Azienda Z' });
      const codes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const id = await createAttendee(admin, event, minimalAttendee(cat, company, { last_name: `Esistente${i}` }));
        codes.push((await t.db.getRepository(Attendee).findOneByOrFail({ id })).attendeeCode);
      }
      const rows = [
        ['Codice', 'Nome', 'Cognome', 'Categoria', 'Azienda'],
        ...Array.from({ length: 500 }, (_, i) => ['', `Nome${i}`, `Nuovo${i}`, cat, company]),
        ...codes.map((code, i) => [code, `Cambiato${i}`, `Esistente${i}`, cat, company]),
      ];
      const url = `/api/events/${event}/attendees/import`;
      const up = await admin.post(url).attach('file', csv(rows), 'people.csv');
      const res = await admin.post(`${url}/${up.body.upload_id}/apply`).send({ mapping: up.body.suggested_mapping });
      expect(await waitForJob(admin, event, res.body.job_id)).toMatchObject({ status: 'done', created: 500, updated: 20, failed: 0 });
      const changed = await t.db.getRepository(Attendee).findBy({ eventId: event, attendeeCode: In(codes) });
      expect(changed.map((a) => a.firstName).sort()).toEqual(codes.map((_, i) => `Cambiato${i}`).sort());
      expect(await t.db.getRepository(ActionHistory).countBy({ eventId: event, action: 'update' })).toBe(20);
    });

    it('stops at a batch that fails to write: nothing of it, nor of the batch written alongside, is committed', async () => {
      const before = await count();
      const historyBefore = await t.db.getRepository(ActionHistory).countBy({ eventId });
      const up = await upload(admin, csv(people(1500, (i) => [`Nome${i}`, `Broken${i}`, category, X])));
      // The history INSERT of the second batch (rows 501–1000) fails; on MySQL the first and the third batch are
      // written at the same time, so the batch is known by its rows, not by the order of the INSERTs.
      const insert = bulkInsertModule.bulkInsert;
      const spy = jest.spyOn(bulkInsertModule, 'bulkInsert').mockImplementation(async (tx, target, properties, rows) => {
        const second = (rows as Partial<ActionHistory>[]).some((r) => r.changes?.includes('"Broken501"'));
        if (target === ActionHistory && second) throw new Error('simulated write failure');
        return insert(tx, target, properties, rows);
      });
      let failed: JobDto | undefined;
      try {
        const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: MAPPING });
        failed = await waitForJob(admin, eventId, res.body.job_id);
      } finally {
        spy.mockRestore();
      }
      expect(failed).toMatchObject({ status: 'failed', processed: 500, created: 500 });
      expect((await t.db.getRepository(Job).findOneByOrFail({ id: failed!.id })).lastBatch).toBe(0);
      expect(await count()).toBe(before + 500);
      expect(await t.db.getRepository(ActionHistory).countBy({ eventId })).toBe(historyBefore + 500);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Broken501' })).toBe(0);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Broken1001' })).toBe(0);

      const resumed = await admin.post(`/api/events/${eventId}/jobs/${failed!.id}/resume`);
      expect(resumed.status).toBe(202);
      expect(await waitForJob(admin, eventId, failed!.id)).toMatchObject({ status: 'done', processed: 1500, created: 1500 });
      expect(await count()).toBe(before + 1500);
      expect(await t.db.getRepository(ActionHistory).countBy({ eventId })).toBe(historyBefore + 1500);
    });
  });

  describe('COMPANY scope', () => {
    it('imports into its own company only, with its required fields', async () => {
      const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
      const full = fullAttendee(category, X);
      const fields = Object.keys(full).filter((f) => !['pending', 'badge_delivered', 'payment_status', 'registration_date'].includes(f));
      const row = (over: Record<string, unknown>) => fields.map((f) => String({ ...full, ...over }[f] ?? ''));
      const up = await upload(
        company,
        csv([
          fields,
          row({ last_name: 'Propria', email: 'propria@company-import.test' }),
          row({ last_name: 'Altrui', event_company_id: Y, email: 'altrui@company-import.test' }),
          row({ last_name: 'Vuota', event_company_id: '', email: 'vuota@company-import.test' }),
          row({ last_name: 'Senza', job_title: '', email: 'senza@company-import.test' }),
        ]),
      );
      expect(up.status).toBe(201);
      const mapping = up.body.suggested_mapping;
      expect(mapping.last_name).toBe('last_name');
      const p = (await company.post(`${base}/${up.body.upload_id}/preview`).send({ mapping })).body as ImportPreviewDto;
      expect(p).toMatchObject({ total_rows: 4, valid_rows: 2, creates: 2 });
      expect(p.errors.map((e) => [e.row, e.field])).toEqual([
        [3, 'event_company_id'],
        [5, 'job_title'],
      ]);
      const res = await company.post(`${base}/${up.body.upload_id}/apply`).send({ mapping });
      const job = await waitForJob(company, eventId, res.body.job_id);
      expect(job).toMatchObject({ status: 'done', created: 2, failed: 2 });

      const ok = await upload(
        company,
        csv([
          fields,
          row({ last_name: 'Propria', email: 'propria2@company-import.test' }),
          row({ last_name: 'Vuota', event_company_id: '', email: 'vuota2@company-import.test' }),
        ]),
      );
      const res2 = await company.post(`${base}/${ok.body.upload_id}/apply`).send({ mapping });
      expect(await waitForJob(company, eventId, res2.body.job_id)).toMatchObject({ status: 'done', created: 2 });
      const rows = await t.db.getRepository(Attendee).findBy({ eventId, lastName: 'Vuota' });
      expect(rows.map((r) => r.eventCompanyId)).toEqual([X, X]);
      expect(await t.db.getRepository(Attendee).countBy({ eventId, lastName: 'Altrui' })).toBe(0);
      // Another company's attendee code is unknown to it.
      const other = await createAttendee(admin, eventId, minimalAttendee(category, Y, { last_name: 'DiY' }));
      const code = (await t.db.getRepository(Attendee).findOneByOrFail({ id: other })).attendeeCode;
      const up3 = await upload(
        company,
        csv([
          ['attendee_code', ...fields],
          [code, ...row({ last_name: 'Preso' })],
        ]),
      );
      const p3 = (await company.post(`${base}/${up3.body.upload_id}/preview`).send({ mapping: up3.body.suggested_mapping }))
        .body as ImportPreviewDto;
      expect(p3.errors[0]).toMatchObject({ row: 2, field: 'attendee_code' });
    });

    it('VIEWER may not import (403)', async () => {
      const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
      expect((await upload(viewer, csv(people(1)))).status).toBe(403);
    });
  });
});
