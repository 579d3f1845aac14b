import { t as msg, type VehicleDto } from '@eventdesk/shared';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { binary } from './support/binary';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { expectDocumented } from './support/documented-response';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/** Vehicles of an event (issue 13): plates, company scope, driver, quota under concurrency, history. */
describe('vehicles', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let X: number;
  let Y: number;
  const base = () => `/api/events/${eventId}/vehicles`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Autisti');
    X = await createCompany(admin, eventId, { name: 'Trasporti X' });
    Y = await createCompany(admin, eventId, { name: 'Logistica Y' });
  });
  afterAll(() => t?.close());

  it('normalises the plate, recognises an Italian one, and keeps plates unique in the event', async () => {
    const v = (await admin.post(base()).send({ plate: ' ab 123-cd ', type: 'VAN', brand: 'Iveco' }).expect(201).expect(expectDocumented))
      .body as VehicleDto;
    expect(v).toMatchObject({ plate: 'AB123CD', plate_italian: true, type: 'VAN', brand: 'Iveco', pending: false, trailer: false });
    const foreign = (await admin.post(base()).send({ plate: 'B-XY 1234', type: 'CAR', country: 'de' }).expect(201).expect(expectDocumented))
      .body as VehicleDto;
    expect(foreign).toMatchObject({ plate: 'BXY1234', plate_italian: false, country: 'DE' });
    admin.lang = 'en';
    try {
      expect((await admin.post(base()).send({ plate: 'AB123cd', type: 'CAR' }).expect(422)).body.errors).toEqual({
        plate: [msg('en', 'plate_taken')],
      });
      const bad = await admin
        .post(base())
        .send({ plate: 'AB/12', type: 'PLANE', length_cm: -1, valid_from: '2027-05-21T10:00:00Z', valid_to: '2027-05-20T10:00:00Z' })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['length_cm', 'plate', 'type']);
      const window = await admin
        .post(base())
        .send({ plate: 'ZZ999ZZ', type: 'CAR', valid_from: '2027-05-21T10:00:00Z', valid_to: '2027-05-20T10:00:00Z' })
        .expect(422);
      expect(window.body.errors).toEqual({ valid_to: [msg('en', 'window_end_before_start')] });
    } finally {
      admin.lang = 'it';
    }
    // Another event may have the same plate.
    const other = await createEvent(admin);
    await admin.post(`/api/events/${other.id}/vehicles`).send({ plate: 'AB123CD', type: 'CAR' }).expect(201).expect(expectDocumented);
    const history = await t.db.query('SELECT action FROM action_history WHERE subject_type = ? AND subject_id = ?', ['vehicle', v.id]);
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
    // The vehicle's actions history, through its tab's endpoint: newest first, with what changed.
    await admin.put(`${base()}/${v.id}`).send({ brand: 'Scania' }).expect(200).expect(expectDocumented);
    const entries = (await admin.get(`${base()}/${v.id}/history`).expect(200).expect(expectDocumented)).body as {
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0].changes).toEqual({ brand: ['Iveco', 'Scania'] });
    await admin.get(`${base()}/999999/history`).expect(404);
  });

  it('takes a driver of the event and of the vehicle’s company only', async () => {
    const driverX = await createAttendee(admin, eventId, minimalAttendee(category, X, { last_name: 'Guida' }));
    const driverY = await createAttendee(admin, eventId, minimalAttendee(category, Y, { last_name: 'Altro' }));
    const v = (
      await admin
        .post(base())
        .send({ plate: 'CD456EF', type: 'TRUCK', event_company_id: X, driver_attendee_id: driverX })
        .expect(201)
        .expect(expectDocumented)
    ).body as VehicleDto;
    expect(v.driver_attendee_id).toBe(driverX);
    expect((await admin.put(`${base()}/${v.id}`).send({ driver_attendee_id: driverY }).expect(422)).body.errors).toEqual({
      driver_attendee_id: [msg('it', 'driver_not_in_company')],
    });
    const elsewhere = await createEvent(admin);
    const outsider = await createAttendee(
      admin,
      elsewhere.id,
      minimalAttendee(await createCategory(admin, elsewhere.id, 'C'), await createCompany(admin, elsewhere.id, { name: 'Z' })),
    );
    expect((await admin.put(`${base()}/${v.id}`).send({ driver_attendee_id: outsider }).expect(422)).body.errors).toEqual({
      driver_attendee_id: [msg('it', 'driver_not_in_event')],
    });
    // A PUT merges: only the brand changes.
    expect((await admin.put(`${base()}/${v.id}`).send({ brand: 'Scania' }).expect(200).expect(expectDocumented)).body).toMatchObject({
      brand: 'Scania',
      driver_attendee_id: driverX,
      type: 'TRUCK',
    });
  });

  it('keeps a COMPANY user to its own company’s vehicles: forced on create, 404 for the others', async () => {
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    const own = (await company.post(base()).send({ plate: 'GH789IJ', type: 'CAR' }).expect(201).expect(expectDocumented))
      .body as VehicleDto;
    expect(own.event_company_id).toBe(X);
    expect((await company.post(base()).send({ plate: 'KL012MN', type: 'CAR', event_company_id: Y }).expect(422)).body.errors).toEqual({
      event_company_id: [msg('it', 'vehicle_company_not_allowed')],
    });
    const theirs = (
      await admin.post(base()).send({ plate: 'OP345QR', type: 'CAR', event_company_id: Y }).expect(201).expect(expectDocumented)
    ).body as VehicleDto;
    await company.get(`${base()}/${theirs.id}`).expect(404);
    await company.put(`${base()}/${theirs.id}`).send({ brand: 'x' }).expect(404);
    await company.delete(`${base()}/${theirs.id}`).expect(404);
    const listed = (await company.get(`${base()}?range=[0,99]`).expect(200).expect(expectDocumented)).body as VehicleDto[];
    expect(listed.every((v) => v.event_company_id === X)).toBe(true);
    expect(listed.map((v) => v.id)).toContain(own.id);
    // A company with vehicles is not deleted.
    expect((await admin.delete(`/api/events/${eventId}/companies/${Y}`).expect(409)).body.message).toBe(msg('it', 'company_in_use'));
  });

  it('holds the vehicle quota under concurrency: 20 creates for the last place, exactly one succeeds', async () => {
    const full = await createCompany(admin, eventId, { name: 'Quota veicoli Srl', vehicle_quota: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(base()).send({ plate: `QT${String(i).padStart(3, '0')}XX`, type: 'CAR', event_company_id: full }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const refused of results.filter((r) => r.status === 422))
      expect(refused.body.errors).toEqual({ event_company_id: [msg('it', 'company_vehicles_full')] });
  });

  it('answers 4xx, never 500, to malformed bodies', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      {},
      { plate: null, type: 'CAR' },
      { plate: 12, type: 'CAR' },
      { plate: 'A'.repeat(40), type: 'CAR' },
      { plate: 'ok1', type: null },
      { plate: 'ok2', type: ['CAR'] },
      { plate: 'ok3', type: 'CAR', event_company_id: 'X' },
      { plate: 'ok4', type: 'CAR', event_company_id: -1 },
      { plate: 'ok5', type: 'CAR', event_company_id: 999_999 },
      { plate: 'ok6', type: 'CAR', driver_attendee_id: 1.5 },
      { plate: 'ok7', type: 'CAR', driver_attendee_id: 999_999 },
      { plate: 'ok8', type: 'CAR', valid_from: 'ieri' },
      { plate: 'ok9', type: 'CAR', valid_to: { a: 1 } },
      { plate: 'ok10', type: 'CAR', pending: 'forse' },
      { plate: 'ok11', type: 'CAR', trailer: 2 },
      { plate: 'ok12', type: 'CAR', weight_kg: 1e9 },
      { plate: 'ok13', type: 'CAR', width_cm: 'largo' },
      { plate: 'ok14', type: 'CAR', notes: 'x'.repeat(3000) },
      { plate: 'ok15', type: 'CAR', country: 'ZZ' },
      { plate: 'ok16', type: 'CAR', brand: { b: 1 } },
      { plate: 'ok17', type: 'CAR', fuel: 'x'.repeat(50) },
      { plate: '   ', type: 'CAR' },
      { plate: '---', type: 'CAR' },
      { plate: 'ok18', type: 'car' },
      { plate: 'ok19', type: 'CAR', color: ['red'] },
      { plate: 'ok20', type: 'CAR', height_cm: -5 },
    ];
    for (const body of bodies) {
      const res = await admin.post(base()).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect({ body, status: res.status >= 400 && res.status < 500 }).toEqual({ body, status: true });
    }
    const v = (await admin.post(base()).send({ plate: 'ST678UV', type: 'BUS' }).expect(201).expect(expectDocumented)).body as VehicleDto;
    for (const body of bodies.slice(5)) {
      const res = await admin.put(`${base()}/${v.id}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect({ body, status: res.status >= 400 && res.status < 500 }).toEqual({ body, status: true });
    }
    await admin.get(`${base()}/abc`).expect(404);
    await admin.get(`${base()}?sort=${encodeURIComponent('["nope","ASC"]')}`).expect(400);
  });

  it('exports the filtered list as CSV or XLSX, readable or as codes, a COMPANY user its own only', async () => {
    const driver = await createAttendee(admin, eventId, minimalAttendee(category, X, { last_name: 'Esportato', first_name: 'Ugo' }));
    const code = (await admin.get(`/api/events/${eventId}/attendees/${driver}`).expect(200).expect(expectDocumented)).body
      .attendee_code as string;
    await admin
      .post(base())
      .send({ plate: 'EX100AA', type: 'TRUCK', brand: '=cmd', event_company_id: X, driver_attendee_id: driver, trailer: true })
      .expect(201)
      .expect(expectDocumented);
    await admin.post(base()).send({ plate: 'EX200AA', type: 'CAR', event_company_id: Y }).expect(201).expect(expectDocumented);
    const filter = encodeURIComponent(JSON.stringify({ q: 'EX' }));
    // The quick search finds a vehicle by its driver's or its company's name too.
    const byDriver = (
      await admin
        .get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ q: 'esportato' }))}`)
        .expect(200)
        .expect(expectDocumented)
    ).body;
    expect(byDriver.map((v: VehicleDto) => v.plate)).toEqual(['EX100AA']);
    const byCompany = (
      await admin
        .get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ q: 'logistica' }))}`)
        .expect(200)
        .expect(expectDocumented)
    ).body;
    expect(byCompany.map((v: VehicleDto) => v.plate)).toContain('EX200AA');
    const csv = async (client: ApiClient, values = 'readable') => {
      const res = await client
        .get(`${base()}/export?format=csv&values=${values}&filter=${filter}&sort=${encodeURIComponent('["plate","ASC"]')}`)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vehicles-.*\.csv"$/);
      return parse(res.text, { delimiter: ';', bom: true }) as string[][];
    };
    const rows = await csv(admin);
    expect(rows[0]!.slice(0, 8)).toEqual([
      'Targa',
      'Paese di immatricolazione',
      'Tipo',
      'Marca',
      'Modello',
      'Colore',
      'Azienda',
      'Conducente',
    ]);
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EX100AA', 'EX200AA']);
    const truck = rows[1]!;
    expect([truck[col('Tipo')], truck[col('Marca')], truck[col('Azienda')], truck[col('Conducente')], truck[col('Con rimorchio')]]).toEqual(
      ['Camion', "'=cmd", 'Trasporti X', `Esportato Ugo (${code})`, 'Sì'],
    );
    const codes = await csv(admin, 'codes');
    expect([codes[1]![col('Tipo')], codes[1]![col('Azienda')], codes[1]![col('Conducente')]]).toEqual(['TRUCK', String(X), String(driver)]);
    // In English, for a COMPANY user: its own company's vehicles only.
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    company.lang = 'en';
    const own = await csv(company);
    expect(own[0]![0]).toBe('Plate');
    expect(own.slice(1).map((r) => r[0])).toEqual(['EX100AA']);
    const xlsx = await admin.get(`${base()}/export?format=xlsx&filter=${filter}`).buffer(true).parse(binary).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(3);
    await admin.get(`${base()}/export?format=pdf`).expect(400);
    await admin.get(`${base()}/export?values=raw`).expect(400);
    await admin.get(`${base()}/export?filter=${encodeURIComponent('{"colour":"red"}')}`).expect(400);
  });

  it('keeps the specs to the roles whose vehicle edit menu has the specs tab (field scope), in reads, writes, history and export', async () => {
    const config = { USER: { vehicle_edit_menu: [{ name: 'access-control' }, { name: 'documentation' }] } };
    const eventC = (await createEvent(admin, { options: [{ key: 'UI_CONFIG', value: JSON.stringify(config) }] })).id;
    const url = `/api/events/${eventC}/vehicles`;
    const truck = (
      await admin.post(url).send({ plate: 'SP100AA', type: 'TRUCK', weight_kg: 12000, trailer: true }).expect(201).expect(expectDocumented)
    ).body;
    expect(truck).toMatchObject({ weight_kg: 12000, trailer: true });
    const user = (await userWithRole(t, admin, eventC, 'USER')).client;
    const seen = (await user.get(`${url}/${truck.id}`).expect(200).expect(expectDocumented)).body;
    expect(seen.plate).toBe('SP100AA');
    for (const field of ['length_cm', 'width_cm', 'height_cm', 'weight_kg', 'fuel', 'trailer']) expect(seen).not.toHaveProperty(field);
    expect((await user.get(url).expect(200).expect(expectDocumented)).body[0]).not.toHaveProperty('weight_kg');
    // Its PUT of the whole record it sees, with a spec slipped in: the stored specs stay.
    await user
      .put(`${url}/${truck.id}`)
      .send({ ...seen, brand: 'Volvo', weight_kg: 1, trailer: false })
      .expect(200)
      .expect(expectDocumented);
    expect((await admin.get(`${url}/${truck.id}`).expect(200).expect(expectDocumented)).body).toMatchObject({
      brand: 'Volvo',
      weight_kg: 12000,
      trailer: true,
    });
    const created = (await user.post(url).send({ plate: 'SP200AA', type: 'VAN', weight_kg: 3000 }).expect(201).expect(expectDocumented))
      .body;
    expect((await admin.get(`${url}/${created.id}`).expect(200).expect(expectDocumented)).body.weight_kg).toBeNull();
    // The history and the export leave the specs out too.
    await admin.put(`${url}/${truck.id}`).send({ weight_kg: 13000 }).expect(200).expect(expectDocumented);
    const entries = (await user.get(`${url}/${truck.id}/history`).expect(200).expect(expectDocumented)).body as {
      changes: Record<string, unknown>;
    }[];
    expect(entries.some((e) => 'weight_kg' in e.changes)).toBe(false);
    expect(entries.some((e) => 'brand' in e.changes)).toBe(true);
    const header = (parse((await user.get(`${url}/export`).expect(200)).text, { delimiter: ';', bom: true }) as string[][])[0]!;
    expect(header).toContain('Targa');
    expect(header).not.toContain('Peso (kg)');
  });
});
