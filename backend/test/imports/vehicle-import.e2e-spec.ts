import type { ImportPreviewDto, ImportUploadDto, VehicleDto } from '@eventdesk/shared';
import { Vehicle } from '../../src/accreditation/vehicles/vehicle.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from '../attendees/attendee-fixtures';
import { csv, waitForJob } from './import-helpers';

/** The vehicle import (issue 13): the attendee import's pipeline with the vehicle's fields, upsert by plate. */
describe('vehicle import', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let Y: number;
  let driverCode: string;
  const base = () => `/api/events/${eventId}/vehicles/import`;
  const upload = async (client: ApiClient, rows: (string | number)[][]) =>
    (await client.post(base()).attach('file', csv(rows), 'veicoli.csv').expect(201)).body as ImportUploadDto;
  const vehicle = async (plate: string) => t.db.getRepository(Vehicle).findOneBy({ eventId, plate });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Trasporti Rossi' });
    Y = await createCompany(admin, eventId, { name: 'Logistica Bianchi', vehicle_quota: 1 });
    const driver = await createAttendee(admin, eventId, minimalAttendee(await createCategory(admin, eventId, 'Autisti'), X));
    driverCode = (await admin.get(`/api/events/${eventId}/attendees/${driver}`).expect(200)).body.attendee_code;
    await admin
      .post(`/api/events/${eventId}/vehicles`)
      .send({ plate: 'OLD100AA', type: 'VAN', brand: 'Fiat', event_company_id: X })
      .expect(201);
  });
  afterAll(() => t?.close());

  it('suggests the mapping from Italian or English headers, checks every row in a dry run, then creates and updates in a job', async () => {
    const rows = [
      ['Targa', 'Tipo', 'Make', 'Azienda', 'Conducente', 'Con rimorchio', 'Ammesso dal', 'Colonna ignota'],
      ['ab 123-cd', 'Camion', 'Iveco', 'trasporti rossi', driverCode, 'Sì', '20/05/2027 08:00', 'x'],
      ['OLD100AA', 'Furgone', 'Fiat Ducato', String(X), '', 'No', '', ''],
      ['ZZ999ZZ', 'Astronave', 'X', '', '', '', '', ''],
      ['YY111YY', 'CAR', 'Opel', 'Nessuna Srl', '', '', '', ''],
      ['ab123cd', 'Auto', 'Doppia', '', '', '', '', ''],
      ['WW222WW', 'Auto', 'Guidata', '', 'NOCODE', '', '', ''],
      ['LB100AA', 'Auto', 'Uno', 'Logistica Bianchi', '', '', '', ''],
      ['LB200AA', 'Auto', 'Due', 'Logistica Bianchi', '', '', '', ''],
    ];
    const up = await upload(admin, rows);
    expect(up.suggested_mapping).toEqual({
      Targa: 'plate',
      Tipo: 'type',
      Make: 'brand',
      Azienda: 'event_company_id',
      Conducente: 'driver_attendee_id',
      'Con rimorchio': 'trailer',
      'Ammesso dal': 'valid_from',
      'Colonna ignota': null,
    });
    const mapping = up.suggested_mapping;
    const preview = (await admin.post(`${base()}/${up.upload_id}/preview`).send({ mapping }).expect(200)).body as ImportPreviewDto;
    expect(preview).toMatchObject({ total_rows: 8, valid_rows: 3, invalid_rows: 5, creates: 2, updates: 1 });
    expect(preview.errors.map((e) => [e.row, e.field])).toEqual([
      [4, 'type'],
      [5, 'event_company_id'],
      [6, 'plate'],
      [7, 'driver_attendee_id'],
      [9, 'event_company_id'],
    ]);
    expect(await vehicle('AB123CD')).toBeNull();

    const { job_id } = (await admin.post(`${base()}/${up.upload_id}/apply`).send({ mapping }).expect(202)).body;
    const job = await waitForJob(admin, eventId, job_id);
    expect(job).toMatchObject({ status: 'done', total: 8, processed: 8, created: 2, updated: 1, failed: 5 });
    expect(await vehicle('AB123CD')).toMatchObject({ type: 'TRUCK', brand: 'Iveco', eventCompanyId: X, trailer: true });
    expect((await vehicle('AB123CD'))!.validFrom!.toISOString()).toBe('2027-05-20T06:00:00.000Z');
    expect(await vehicle('OLD100AA')).toMatchObject({ type: 'VAN', brand: 'Fiat Ducato', trailer: false });
    // The quota of Logistica Bianchi (1) took the first of its two.
    expect(await vehicle('LB100AA')).toMatchObject({ eventCompanyId: Y });
    expect(await vehicle('LB200AA')).toBeNull();
    // The actions history has the import's changes.
    const old = (await vehicle('OLD100AA'))!;
    const history = (await admin.get(`/api/events/${eventId}/vehicles/${old.id}/history`).expect(200)).body;
    expect(history[0].changes).toEqual({ brand: ['Fiat', 'Fiat Ducato'] });
  });

  it('reads back its own export (readable), changing nothing', async () => {
    const file = (await admin.get(`/api/events/${eventId}/vehicles/export?format=csv`).expect(200)).text;
    const up = (await admin.post(base()).attach('file', Buffer.from(file), 'export.csv').expect(201)).body as ImportUploadDto;
    const preview = (await admin.post(`${base()}/${up.upload_id}/preview`).send({ mapping: up.suggested_mapping }).expect(200))
      .body as ImportPreviewDto;
    const count = await t.db.getRepository(Vehicle).countBy({ eventId });
    expect(preview.errors).toEqual([]);
    expect(preview).toMatchObject({ total_rows: count, invalid_rows: 0, creates: 0, updates: count });
    expect(up.suggested_mapping.Documentazione).toBeNull();
    const entries = async () => Number((await t.db.query("SELECT COUNT(*) AS n FROM action_history WHERE subject_type = 'vehicle'"))[0].n);
    const before = await entries();
    const { job_id } = (await admin.post(`${base()}/${up.upload_id}/apply`).send({ mapping: up.suggested_mapping }).expect(202)).body;
    expect(await waitForJob(admin, eventId, job_id)).toMatchObject({ status: 'done', updated: count, failed: 0 });
    expect(await entries()).toBe(before);
  });

  it('keeps a COMPANY user to its own company: forced on create, another company’s plate or name refused', async () => {
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    const up = await upload(company, [
      ['Targa', 'Tipo', 'Azienda'],
      ['CO100AA', 'Auto', ''],
      ['LB100AA', 'Auto', ''],
      ['CO200AA', 'Auto', 'Logistica Bianchi'],
    ]);
    const preview = (await company.post(`${base()}/${up.upload_id}/preview`).send({ mapping: up.suggested_mapping }).expect(200))
      .body as ImportPreviewDto;
    expect(preview).toMatchObject({ creates: 1, invalid_rows: 2 });
    expect(preview.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'plate'],
      [4, 'event_company_id'],
    ]);
    const job = await waitForJob(
      company,
      eventId,
      (await company.post(`${base()}/${up.upload_id}/apply`).send({ mapping: up.suggested_mapping }).expect(202)).body.job_id,
    );
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 2 });
    expect(await vehicle('CO100AA')).toMatchObject({ eventCompanyId: X });
    expect(await vehicle('LB100AA')).toMatchObject({ eventCompanyId: Y });
  });

  it('leaves whether a vehicle is confirmed to staff: a COMPANY user cannot map the pending column (issue 26 item 2)', async () => {
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    await admin.post(`/api/events/${eventId}/vehicles`).send({ plate: 'PE100AA', type: 'CAR', event_company_id: X, pending: true }).expect(201);
    const up = await upload(company, [
      ['Targa', 'pending'],
      ['PE100AA', 'no'],
    ]);
    expect(Object.values(up.suggested_mapping)).not.toContain('pending');
    const mapping = { Targa: 'plate', pending: 'pending' };
    await company.post(`${base()}/${up.upload_id}/preview`).send({ mapping }).expect(422);
    await company.post(`${base()}/${up.upload_id}/apply`).send({ mapping }).expect(422);
    expect(await vehicle('PE100AA')).toMatchObject({ pending: true });
    // Staff map it.
    const staff = await upload(admin, [
      ['Targa', 'pending'],
      ['PE100AA', 'no'],
    ]);
    await waitForJob(admin, eventId, (await admin.post(`${base()}/${staff.upload_id}/apply`).send({ mapping }).expect(202)).body.job_id);
    expect(await vehicle('PE100AA')).toMatchObject({ pending: false });
  });

  it('refuses a bad mapping, another import’s upload and a file that is not a table', async () => {
    const up = await upload(admin, [['Targa'], ['MP100AA']]);
    await admin
      .post(`${base()}/${up.upload_id}/preview`)
      .send({ mapping: { Targa: 'last_name' } })
      .expect(422);
    await admin
      .post(`${base()}/${up.upload_id}/preview`)
      .send({ mapping: { Nope: 'plate' } })
      .expect(422);
    await admin.post(`${base()}/${up.upload_id}/preview`).send({ mapping: 'plate' }).expect(422);
    await admin
      .post(`${base()}/${up.upload_id}/preview`)
      .send({ mapping: { Targa: 'documentation_status' } })
      .expect(422);
    const people = (
      await admin
        .post(`/api/events/${eventId}/attendees/import`)
        .attach('file', csv([['Nome'], ['Mario']]), 'people.csv')
        .expect(201)
    ).body.upload_id;
    await admin
      .post(`${base()}/${people}/preview`)
      .send({ mapping: { Nome: null } })
      .expect(404);
    await admin.post(`${base()}/not-an-id/preview`).send({ mapping: {} }).expect(404);
    await admin.post(base()).attach('file', Buffer.from('MZ\x90\x00binary'), 'veicoli.csv').expect(422);
    await admin.post(base()).expect(422);
    const other = await createEvent(admin);
    await admin
      .post(`/api/events/${other.id}/vehicles/import/${up.upload_id}/preview`)
      .send({ mapping: { Targa: 'plate' } })
      .expect(404);
    const listed = (await admin.get(`/api/events/${eventId}/vehicles?filter=${encodeURIComponent('{"q":"MP100"}')}`).expect(200))
      .body as VehicleDto[];
    expect(listed).toEqual([]);
  });
});
