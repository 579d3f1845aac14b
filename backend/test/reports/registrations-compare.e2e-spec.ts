/**
 * The registrations report's comparison (issue 28, `?compare_event_id=`): another event's registrations per day
 * beside this event's, both on the axis of days from each event's start, counted by hand from the fixture below;
 * an empty compared event; the report's filters narrowing this event only; an unknown event and one the caller
 * may not read reports of refused alike (422 on `compare_event_id`, it/en, nothing of the other event in the
 * answer); the compared event's field scope; and the CSV and XLSX files equal to the JSON.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import type { RegistrationsComparisonDto, RegistrationsReportDto, Role } from '@eventdesk/shared';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import type { ApiClient } from '../support/api-client';
import { binary } from '../support/binary';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

let seq = 0;

describe('registrations report: compared with another event', () => {
  let t: TestApp;
  let admin: ApiClient;
  /** This year's event, starting on 2026-06-10. */
  let current: number;
  /** Last year's event, starting on 2025-06-12. */
  let last: number;
  /** An event starting on 2024-06-01 without attendees. */
  let empty: number;
  let alfa: number;
  let beta: number;
  /** Last year's company. */
  let gamma: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/registrations${query ? `?${query}` : ''}`;

  /** Attendees of `eventId` registered at those instants (null: no registration date), of the company given. */
  async function insert(eventId: number, rows: [string | null, number | null][]) {
    await t.db.getRepository(Attendee).insert(
      rows.map(([registered, eventCompanyId]) => ({
        uuid: randomUUID(),
        eventId,
        attendeeCode: `C${++seq}`,
        firstName: `Nome${seq}`,
        lastName: `Cognome${seq}`,
        registrationDate: registered ? new Date(registered) : null,
        eventCompanyId,
      })),
    );
  }

  /** A user with a role in each event given, signed in on its own client. */
  async function userWith(roles: [number, Role, number | null][]): Promise<ApiClient> {
    const email = `compare-${++seq}@eventdesk.test`;
    const password = 'password-for-tests';
    const user = await admin
      .post('/api/users')
      .send({ name: `Compare ${seq}`, email, password, password_confirmation: password })
      .expect(201);
    const eventRoles = roles.map(([id, role, event_company_id]) => ({ id, role, event_company_id }));
    const saved = await admin.post(`/api/user/${user.body.id}/save-events-roles`).send({ eventRoles });
    expect([200, 201]).toContain(saved.status);
    const client = t.client();
    expect((await client.login(email, password)).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    current = (await createEvent(admin, { start_at: '2026-06-10', end_at: '2026-06-12' })).id;
    // VIEWER does not see the registration date in last year's event: it gets its total, no days.
    const UI_CONFIG = { VIEWER: { attendee_fields: [{ name: 'registration_date', visible: false }] } };
    last = (
      await createEvent(admin, {
        start_at: '2025-06-12',
        end_at: '2025-06-14',
        options: [{ key: 'UI_CONFIG', value: JSON.stringify(UI_CONFIG) }],
      })
    ).id;
    empty = (await createEvent(admin, { start_at: '2024-06-01', end_at: '2024-06-02' })).id;
    const companies = t.db.getRepository(EventCompany);
    [alfa, beta] = (
      await companies.save([companies.create({ eventId: current, name: 'Alfa' }), companies.create({ eventId: current, name: 'Beta' })])
    ).map((c) => c.id);
    gamma = (await companies.save(companies.create({ eventId: last, name: 'Gamma' }))).id;
    await insert(current, [
      ['2026-06-01T08:00:00Z', alfa], // 9 days before the start
      ['2026-06-01T22:00:00Z', beta], // 9 before
      ['2026-06-08T12:00:00Z', alfa], // 2 before
      ['2026-06-10T09:00:00Z', null], // the start day
      ['2026-06-11T23:59:59Z', alfa], // 1 after
      [null, beta], // counted in the total, on no day
    ]);
    await insert(last, [
      ['2025-06-02T10:00:00Z', gamma], // 10 days before its start (2025-06-12)
      ['2025-06-03T00:00:00Z', gamma], // 9 before
      ['2025-06-03T23:59:59Z', null], // 9 before
      ['2025-06-12T12:00:00Z', null], // the start day
      ['2025-06-14T07:00:00Z', null], // 2 after
      [null, null],
    ]);
  });
  afterAll(() => t?.close());

  /** This event's days, counted by hand. */
  const CURRENT_DAYS = [
    { date: '2026-06-01', days_from_start: -9, count: 2, cumulative: 2 },
    { date: '2026-06-08', days_from_start: -2, count: 1, cumulative: 3 },
    { date: '2026-06-10', days_from_start: 0, count: 1, cumulative: 4 },
    { date: '2026-06-11', days_from_start: 1, count: 1, cumulative: 5 },
  ];
  /** Last year's figures, counted by hand: every attendee of the event, whatever this event's filters. */
  const lastYear = (): RegistrationsComparisonDto => ({
    event_id: last,
    name: expect.stringMatching(/^Congresso \d+$/) as unknown as string,
    start_date: '2025-06-12',
    total: 6,
    per_day: [
      { date: '2025-06-02', days_from_start: -10, count: 1, cumulative: 1 },
      { date: '2025-06-03', days_from_start: -9, count: 2, cumulative: 3 },
      { date: '2025-06-12', days_from_start: 0, count: 1, cumulative: 4 },
      { date: '2025-06-14', days_from_start: 2, count: 1, cumulative: 5 },
    ],
  });

  it('sets the compared event beside this one, both by days from their start, as counted by hand', async () => {
    const plain = await admin.get(url(current)).expect(200);
    expect(plain.body.compare).toBeNull();
    expect(plain.body.per_day).toEqual(CURRENT_DAYS);

    const res = await admin.get(url(current, `compare_event_id=${last}`)).expect(200);
    expectDocumented(res);
    const report = res.body as RegistrationsReportDto;
    expect(report.total).toBe(6);
    expect(report.per_day).toEqual(CURRENT_DAYS);
    expect(report.compare).toEqual(lastYear());
    // Its name is the event's own.
    expect(report.compare!.name).toBe((await admin.get(`/api/events/${last}`).expect(200)).body.name);
    // Everything else is the report without a comparison.
    expect({ ...report, compare: null }).toEqual(plain.body);
  });

  it('compares with an event without attendees: zero and no day', async () => {
    const res = await admin.get(url(current, `compare_event_id=${empty}`)).expect(200);
    expect(res.body.compare).toEqual({ event_id: empty, name: expect.any(String), start_date: '2024-06-01', total: 0, per_day: [] });
    expect(res.body.per_day).toEqual(CURRENT_DAYS);
  });

  it('narrows this event only by the filters: the compared event counts all its attendees', async () => {
    const res = await admin.get(url(current, `compare_event_id=${last}&company_id=${alfa}&from=2026-06-02`)).expect(200);
    const report = res.body as RegistrationsReportDto;
    expect(report.total).toBe(2); // Alfa's of 2026-06-08 and 2026-06-11
    expect(report.per_day).toEqual([
      { date: '2026-06-08', days_from_start: -2, count: 1, cumulative: 1 },
      { date: '2026-06-11', days_from_start: 1, count: 1, cumulative: 2 },
    ]);
    expect(report.compare).toEqual(lastYear());
    // Nor does a saved filter of this event narrow the other.
    const saved = await admin
      .post(`/api/events/${current}/filters`)
      .send({ name: 'Beta', resource: 'attendees', shared: true, filter: { event_company_id: beta } })
      .expect(201);
    const filtered = (await admin.get(url(current, `compare_event_id=${last}&filter_id=${saved.body.id}`)).expect(200)).body;
    expect(filtered.total).toBe(2);
    expect(filtered.compare).toEqual(lastYear());
  });

  it('refuses an unknown event and one the caller may not read reports of alike, 422 on the field in it and en', async () => {
    admin.lang = 'en';
    const unknown = await admin.get(url(current, 'compare_event_id=999999')).expect(422);
    expect(unknown.body.errors).toEqual({ compare_event_id: ['No event whose reports you may read has this id'] });
    admin.lang = 'it';
    const italian = await admin.get(url(current, 'compare_event_id=999999')).expect(422);
    expect(italian.body.errors).toEqual({ compare_event_id: ['Nessun evento di cui puoi vedere i report ha questo identificativo'] });
    const malformed = await admin.get(url(current, 'compare_event_id=abc&from=x')).expect(400);
    expect(malformed.body.errors).toEqual({
      compare_event_id: ['atteso un identificativo (un intero positivo)'],
      from: ['attesa una data AAAA-MM-GG'],
    });

    // An ADMIN of this event only: the other event is as unknown as a missing one, and nothing of it is answered.
    const own = await userWith([[current, 'ADMIN', null]]);
    own.lang = 'en';
    const foreign = await own.get(url(current, `compare_event_id=${last}`)).expect(422);
    expect(foreign.body).toEqual((await own.get(url(current, 'compare_event_id=999999')).expect(422)).body);
    expect(JSON.stringify(foreign.body)).not.toMatch(/2025-06|Congresso/);
    await own.get(url(current, `compare_event_id=${last}&format=csv`)).expect(422);
    // A role there that reads no report (SECRETARY, COMPANY) is no better.
    for (const role of ['SECRETARY', 'COMPANY'] as const) {
      const client = await userWith([
        [current, 'USER', null],
        [last, role, role === 'COMPANY' ? gamma : null],
      ]);
      await client.get(url(current, `compare_event_id=${last}`)).expect(422);
      expect((await client.get(url(current)).expect(200)).body.compare).toBeNull();
    }
    // A COMPANY user of this event reads no report, compared or not; a user of neither event does not learn this one exists.
    const company = await userWith([
      [current, 'COMPANY', alfa],
      [last, 'ADMIN', null],
    ]);
    await company.get(url(current, `compare_event_id=${last}`)).expect(403);
    const stranger = await userWith([[last, 'ADMIN', null]]);
    await stranger.get(url(current, `compare_event_id=${last}`)).expect(404);
    await t
      .client()
      .get(url(current, `compare_event_id=${last}`))
      .expect(401);
  });

  it('answers a reader of both events, in the compared event with its role there (its field scope)', async () => {
    const user = await userWith([
      [current, 'USER', null],
      [last, 'ADMIN', null],
    ]);
    expect((await user.get(url(current, `compare_event_id=${last}`)).expect(200)).body.compare).toEqual(lastYear());
    // VIEWER there does not see the registration date: the total, no days.
    const viewer = await userWith([
      [current, 'ADMIN', null],
      [last, 'VIEWER', null],
    ]);
    const res = await viewer.get(url(current, `compare_event_id=${last}`)).expect(200);
    expect(res.body.compare).toEqual({ ...lastYear(), per_day: null });
    expect(res.body.per_day).toEqual(CURRENT_DAYS);
  });

  /** The rows the file must hold for the comparison, built from the JSON answer (six cells: the days from the start last). */
  function comparisonRows(c: RegistrationsComparisonDto): string[][] {
    return [
      ['compare.event_id', '', '', String(c.event_id), '', ''],
      ['compare.name', '', c.name, '', '', ''],
      ...(c.start_date ? [['compare.start_date', '', c.start_date, '', '', '']] : []),
      ['compare.total', '', '', String(c.total), '', ''],
      ...(c.per_day ?? []).map((d) => ['compare.per_day', d.date, '', String(d.count), String(d.cumulative), String(d.days_from_start)]),
    ];
  }
  const ofSection = (rows: string[][], prefix: string) =>
    rows
      .filter((r) => r[0]!.startsWith(prefix))
      .map((r) => r.join('|'))
      .sort();

  it('exports CSV and XLSX with the comparison equal to the JSON', async () => {
    for (const compared of [last, empty]) {
      const query = `compare_event_id=${compared}&company_id=${alfa}`;
      const json = (await admin.get(url(current, query)).expect(200)).body as RegistrationsReportDto;
      const csv = await admin.get(url(current, `${query}&format=csv`)).expect(200);
      const [header, ...rows] = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
      expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'days_from_start']);
      expect(ofSection(rows, 'compare.')).toEqual(ofSection(comparisonRows(json.compare!), 'compare.'));
      expect(ofSection(rows, 'per_day')).toEqual(
        json
          .per_day!.map((d) => ['per_day', d.date, '', String(d.count), String(d.cumulative), String(d.days_from_start)].join('|'))
          .sort(),
      );
      expect(rows.find((r) => r[0] === 'total')).toEqual(['total', '', '', String(json.total), '', '']);
    }
    // Hand-checked cells: last year's 9th day before its start, and its total.
    const csv = await admin.get(url(current, `compare_event_id=${last}&format=csv`)).expect(200);
    const rows = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
    expect(rows).toContainEqual(['compare.per_day', '2025-06-03', '', '2', '3', '-9']);
    expect(rows).toContainEqual(['compare.total', '', '', '6', '', '']);

    const json = (await admin.get(url(current, `compare_event_id=${last}`)).expect(200)).body as RegistrationsReportDto;
    const xlsx = await admin
      .get(url(current, `compare_event_id=${last}&format=xlsx`))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const cells: string[][] = [];
    wb.worksheets[0]!.eachRow((row) =>
      cells.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))),
    );
    const padded = cells.map((r) => [...r, '', '', '', '', '', ''].slice(0, 6));
    expect(padded[0]).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'days_from_start']);
    expect(ofSection(padded.slice(1), 'compare.')).toEqual(ofSection(comparisonRows(json.compare!), 'compare.'));
  });
});
