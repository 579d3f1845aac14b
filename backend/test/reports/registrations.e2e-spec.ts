/**
 * The registrations report (issue 28): figures equal to the ones counted by hand from the fixture below,
 * an empty and a one-attendee event, the roles that read it and their field scope, every filter, the
 * CSV and XLSX exports equal to the JSON, and malformed parameters answered 400 per field, never 500.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { AGE_BANDS, GENDERS, REGISTRATIONS_REPORT_SECTIONS, type PaymentStatus, type RegistrationsReportDto } from '@eventdesk/shared';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { AttendeeCategory } from '../../src/registration/attendees/attendee-category.entity';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import type { ApiClient } from '../support/api-client';
import { binary } from '../support/binary';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

let seq = 0;
const BANDS = AGE_BANDS.map((b) => b.key);
/** Every key in order with its hand-counted figure, then the "none" bar when `none` counts someone. */
const coded = <K extends string>(keys: readonly K[], counts: number[], none = 0) => [
  ...keys.map((key, i) => ({ key, label: null, count: counts[i]! })),
  ...(none ? [{ key: null, label: null, count: none }] : []),
];
/** The fields a row may add (gender, age band, region); the rest stay empty. */
type Extra = Partial<Pick<Attendee, 'gender' | 'age' | 'dateOfBirth' | 'originRegion'>>;
type Row = [string | null, string | null, string | null, string | null, string | null, PaymentStatus, boolean, Extra?];

describe('registrations report API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let alfa: number;
  let beta: number;
  let delegato: number;
  let relatore: number;
  let vuota: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/registrations${query ? `?${query}` : ''}`;

  /** Attendees stored as the API stores them; only what the report counts varies. */
  async function insert(event: number, rows: Row[], ids: Record<string, number | null>) {
    const list = rows.map(([registered, category, company, country, province, paymentStatus, pending, extra]) => ({
      uuid: randomUUID(),
      eventId: event,
      attendeeCode: `R${++seq}`,
      firstName: `Nome${seq}`,
      lastName: `Cognome${seq}`,
      registrationDate: registered ? new Date(registered) : null,
      eventAttendeeCategoryId: category ? ids[category]! : null,
      eventCompanyId: company ? ids[company]! : null,
      country,
      province,
      paymentStatus,
      pending,
      ...extra,
    }));
    await t.db.getRepository(Attendee).insert(list);
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    // VIEWER does not see the company, the country, the province, the gender nor the date of birth: they are no dimension for it.
    const hide = ['event_company_id', 'country', 'province', 'gender', 'date_of_birth'].map((name) => ({ name, visible: false }));
    const UI_CONFIG = { VIEWER: { attendee_fields: hide } };
    eventId = (await createEvent(admin, { options: [{ key: 'UI_CONFIG', value: JSON.stringify(UI_CONFIG) }] })).id;
    const companies = t.db.getRepository(EventCompany);
    [alfa, beta] = (
      await companies.save([companies.create({ eventId, name: 'Alfa Spa' }), companies.create({ eventId, name: 'Beta Srl' })])
    ).map((c) => c.id);
    const cats = t.db.getRepository(AttendeeCategory);
    [delegato, relatore, vuota] = (await cats.save(['Delegato', 'Relatore', 'Vuota'].map((name) => cats.create({ eventId, name })))).map(
      (c) => c.id,
    );
    const ids = { D: delegato, R: relatore, A: alfa, B: beta };
    await insert(
      eventId,
      [
        // registered (UTC)       cat   company country province payment   pending
        // The event starts on 2027-05-20 (validEvent): an age is `age`, else the whole years then from the date of birth.
        ['2026-03-01T09:00:00Z', 'D', 'A', 'IT', 'RM', 'PAID', false, { gender: 'MALE', age: 30, originRegion: 'LAZ' }], // 1: 25_34
        ['2026-03-01T23:59:59Z', 'D', 'A', 'IT', 'MI', 'PAID', false, { gender: 'FEMALE', dateOfBirth: '2009-05-21', originRegion: 'LOM' }], // 2: 17, UNDER_18
        ['2026-03-02T00:00:00Z', 'R', 'A', 'FR', null, 'UNPAID', true, { gender: 'FEMALE', dateOfBirth: '2009-05-20' }], // 3: 18, 18_24
        ['2026-03-02T12:00:00Z', 'R', 'B', 'IT', 'RM', 'UNPAID', false, { gender: 'MALE', age: 70, dateOfBirth: '2000-01-01' }], // 4: age wins, 65_PLUS
        [
          '2026-03-02T18:00:00Z',
          'D',
          'B',
          'IT',
          'RM',
          'PENDING',
          true,
          { gender: 'OTHER', dateOfBirth: '1962-05-20', originRegion: 'LAZ' },
        ], // 5: 65
        ['2026-03-04T08:00:00Z', null, 'B', 'DE', '', 'UNPAID', false, { originRegion: '' }], // 6: unknown age
        ['2026-03-04T10:00:00Z', 'D', null, 'IT', 'TO', 'PAID', false, { gender: 'MALE', age: 44 }], // 7: 35_44
        [null, 'R', null, null, null, 'UNPAID', true, { age: 24 }], // 8: 18_24
      ],
      ids,
    );
    // Another event's attendees never count.
    const other = (await createEvent(admin)).id;
    await insert(other, [['2026-03-01T09:00:00Z', null, null, 'IT', 'RM', 'PAID', true]], {});
  });
  afterAll(() => t?.close());

  /** The whole event, counted by hand from the eight rows above. */
  const WHOLE: RegistrationsReportDto = {
    total: 8,
    pending: { pending: 3, confirmed: 5 },
    per_day: [
      { date: '2026-03-01', days_from_start: -445, count: 2, cumulative: 2 },
      { date: '2026-03-02', days_from_start: -444, count: 3, cumulative: 5 },
      { date: '2026-03-04', days_from_start: -442, count: 2, cumulative: 7 },
    ],
    by_category: [],
    by_company: [],
    by_country: [
      { key: 'IT', label: null, count: 5 },
      { key: 'DE', label: null, count: 1 },
      { key: 'FR', label: null, count: 1 },
      { key: null, label: null, count: 1 },
    ],
    by_province: [
      { key: 'RM', label: null, count: 3 },
      { key: 'MI', label: null, count: 1 },
      { key: 'TO', label: null, count: 1 },
      { key: null, label: null, count: 3 },
    ],
    by_payment_status: [
      { key: 'PAID', label: null, count: 3 },
      { key: 'UNPAID', label: null, count: 4 },
      { key: 'PENDING', label: null, count: 1 },
    ],
    by_gender: coded(GENDERS, [3, 2, 1], 2), // MALE, FEMALE, OTHER, none
    by_age_band: coded(BANDS, [1, 2, 1, 1, 0, 0, 2], 1), // UNDER_18 … 65_PLUS, unknown
    by_region: [
      { key: 'LAZ', label: null, count: 2 },
      { key: 'LOM', label: null, count: 1 },
      { key: null, label: null, count: 5 },
    ],
    compare: null,
  };
  const whole = (): RegistrationsReportDto => ({
    ...WHOLE,
    by_category: [
      { key: delegato, label: 'Delegato', count: 4 },
      { key: relatore, label: 'Relatore', count: 3 },
      { key: vuota, label: 'Vuota', count: 0 },
      { key: null, label: null, count: 1 },
    ],
    by_company: [
      { key: alfa, label: 'Alfa Spa', count: 3 },
      { key: beta, label: 'Beta Srl', count: 3 },
      { key: null, label: null, count: 2 },
    ],
  });

  it('counts every figure of the event as computed by hand', async () => {
    const res = await admin.get(url(eventId)).expect(200);
    expect(res.body).toEqual(whole());
  });

  it('answers an empty event with zeros and empty lists, and a one-attendee event with ones', async () => {
    const empty = (await createEvent(admin)).id;
    expect((await admin.get(url(empty)).expect(200)).body).toEqual({
      total: 0,
      pending: { pending: 0, confirmed: 0 },
      per_day: [],
      by_category: [],
      by_company: [],
      by_country: [],
      by_province: [],
      by_payment_status: [
        { key: 'PAID', label: null, count: 0 },
        { key: 'UNPAID', label: null, count: 0 },
        { key: 'PENDING', label: null, count: 0 },
      ],
      by_gender: coded(GENDERS, [0, 0, 0]),
      by_age_band: coded(BANDS, [0, 0, 0, 0, 0, 0, 0]),
      by_region: [],
      compare: null,
    });
    const one = (await createEvent(admin)).id;
    const cats = t.db.getRepository(AttendeeCategory);
    const cat = (await cats.save(cats.create({ eventId: one, name: 'Unica' }))).id;
    await insert(one, [['2026-05-05T10:00:00Z', 'U', null, 'IT', 'NA', 'UNPAID', true]], { U: cat });
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      total: 1,
      pending: { pending: 1, confirmed: 0 },
      per_day: [{ date: '2026-05-05', days_from_start: -380, count: 1, cumulative: 1 }],
      by_category: [{ key: cat, label: 'Unica', count: 1 }],
      by_company: [{ key: null, label: null, count: 1 }],
      by_country: [{ key: 'IT', label: null, count: 1 }],
      by_province: [{ key: 'NA', label: null, count: 1 }],
      by_payment_status: [
        { key: 'PAID', label: null, count: 0 },
        { key: 'UNPAID', label: null, count: 1 },
        { key: 'PENDING', label: null, count: 0 },
      ],
      by_gender: coded(GENDERS, [0, 0, 0], 1),
      by_age_band: coded(BANDS, [0, 0, 0, 0, 0, 0, 0], 1),
      by_region: [{ key: null, label: null, count: 1 }],
      compare: null,
    });
  });

  it('is read by ADMIN and USER whole, by VIEWER without the fields it does not see, refused to SECRETARY and COMPANY', async () => {
    for (const role of ['ADMIN', 'USER'] as const) {
      const { client } = await userWithRole(t, admin, eventId, role);
      expect((await client.get(url(eventId)).expect(200)).body).toEqual(whole());
    }
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    expect((await viewer.get(url(eventId)).expect(200)).body).toEqual({
      ...whole(),
      by_company: null,
      by_country: null,
      by_province: null,
      by_gender: null,
      by_age_band: null,
    });
    // A hidden field is no filter either.
    viewer.lang = 'en';
    const hidden = await viewer.get(url(eventId, `company_id=${alfa}`)).expect(400);
    expect(hidden.body.errors).toEqual({ company_id: ['your role does not see this field'] });
    await (await userWithRole(t, admin, eventId, 'SECRETARY')).client.get(url(eventId)).expect(403);
    await (await userWithRole(t, admin, eventId, 'COMPANY', alfa)).client.get(url(eventId)).expect(403);
    const stranger = (await userWithRole(t, admin, (await createEvent(admin)).id, 'ADMIN')).client;
    await stranger.get(url(eventId)).expect(404);
    await t.client().get(url(eventId)).expect(401);
  });

  it('filters by registration days (both included), category, company and a saved filter, together', async () => {
    const day = (await admin.get(url(eventId, 'from=2026-03-02&to=2026-03-02')).expect(200)).body as RegistrationsReportDto;
    expect(day.total).toBe(3); // rows 3, 4, 5
    expect(day.pending).toEqual({ pending: 2, confirmed: 1 });
    expect(day.per_day).toEqual([{ date: '2026-03-02', days_from_start: -444, count: 3, cumulative: 3 }]);
    expect(day.by_company).toEqual([
      { key: beta, label: 'Beta Srl', count: 2 },
      { key: alfa, label: 'Alfa Spa', count: 1 },
    ]);

    const from = (await admin.get(url(eventId, 'from=2026-03-02')).expect(200)).body as RegistrationsReportDto;
    expect(from.per_day).toEqual([
      { date: '2026-03-02', days_from_start: -444, count: 3, cumulative: 3 },
      { date: '2026-03-04', days_from_start: -442, count: 2, cumulative: 5 },
    ]);

    const speakers = (await admin.get(url(eventId, `category_id=${relatore}`)).expect(200)).body as RegistrationsReportDto;
    expect(speakers.total).toBe(3); // rows 3, 4, 8
    expect(speakers.per_day).toEqual([{ date: '2026-03-02', days_from_start: -444, count: 2, cumulative: 2 }]);
    expect(speakers.by_category).toEqual([
      { key: relatore, label: 'Relatore', count: 3 },
      { key: delegato, label: 'Delegato', count: 0 },
      { key: vuota, label: 'Vuota', count: 0 },
    ]);

    const alfaOnly = (await admin.get(url(eventId, `company_id=${alfa}`)).expect(200)).body as RegistrationsReportDto;
    expect(alfaOnly.total).toBe(3);
    expect(alfaOnly.by_company).toEqual([{ key: alfa, label: 'Alfa Spa', count: 3 }]);
    expect(alfaOnly.by_country).toEqual([
      { key: 'IT', label: null, count: 2 },
      { key: 'FR', label: null, count: 1 },
    ]);

    const saved = await admin
      .post(`/api/events/${eventId}/filters`)
      .send({ name: 'Pagati', resource: 'attendees', shared: true, filter: { payment_status: 'PAID' } })
      .expect(201);
    const paid = (await admin.get(url(eventId, `filter_id=${saved.body.id}`)).expect(200)).body as RegistrationsReportDto;
    expect(paid.total).toBe(3); // rows 1, 2, 7
    expect(paid.by_company).toEqual([
      { key: alfa, label: 'Alfa Spa', count: 2 },
      { key: null, label: null, count: 1 },
    ]);
    expect(paid.by_payment_status).toEqual([
      { key: 'PAID', label: null, count: 3 },
      { key: 'UNPAID', label: null, count: 0 },
      { key: 'PENDING', label: null, count: 0 },
    ]);
    const both = (await admin.get(url(eventId, `filter_id=${saved.body.id}&company_id=${alfa}&to=2026-03-01`)).expect(200)).body;
    expect(both.total).toBe(2); // rows 1, 2

    // VIEWER may not read saved filters: one is as missing as none.
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    viewer.lang = 'en';
    const missing = await viewer.get(url(eventId, `filter_id=${saved.body.id}`)).expect(422);
    expect(missing.body.errors).toEqual({ filter_id: ['No such saved filter'] });
    await admin.get(url(eventId, 'filter_id=999999')).expect(422);
  });

  it('answers malformed parameters with 400 naming each field, in Italian and English', async () => {
    admin.lang = 'en';
    const en = await admin
      .get(url(eventId, 'from=2026-02-30&to=yesterday&category_id=abc&company_id=-1&filter_id=1.5&format=pdf'))
      .expect(400);
    expect(en.body.errors).toEqual({
      from: ['not a calendar date'],
      to: ['expected a date YYYY-MM-DD'],
      category_id: ['expected an id (a positive integer)'],
      company_id: ['expected an id (a positive integer)'],
      filter_id: ['expected an id (a positive integer)'],
      format: ['csv or xlsx'],
    });
    admin.lang = 'it';
    const it = await admin.get(url(eventId, 'from=2026-03-10&to=2026-03-01&company_id=99999999999')).expect(400);
    expect(it.body.errors).toEqual({
      to: ['deve essere uguale o successiva a from'],
      company_id: ['atteso un identificativo (un intero positivo)'],
    });
    // A repeated parameter is an array, not a 500.
    const twice = await admin.get(url(eventId, 'from=2026-03-01&from=2026-03-02')).expect(400);
    expect(Object.keys(twice.body.errors)).toEqual(['from']);
  });

  /** The rows the file must hold, built from the JSON answer. */
  function rowsOf(report: RegistrationsReportDto): string[][] {
    const rows: string[][] = [['total', '', '', String(report.total), '']];
    if (report.pending)
      rows.push(
        ['pending', 'pending', '', String(report.pending.pending), ''],
        ['pending', 'confirmed', '', String(report.pending.confirmed), ''],
      );
    for (const d of report.per_day ?? [])
      rows.push(['per_day', d.date, '', String(d.count), String(d.cumulative), String(d.days_from_start)]);
    for (const section of REGISTRATIONS_REPORT_SECTIONS.filter((s) => s !== 'per_day' && s !== 'pending'))
      for (const b of report[section] ?? [])
        rows.push([section, b.key === null ? '' : String(b.key), b.label ?? '', String(b.count), '', '']);
    // Rows of five cells (a file without days from the start) compared as six.
    return rows.map((r) => (r.length === 5 ? [...r, ''] : r));
  }
  const sorted = (rows: string[][]) => [...rows].map((r) => r.join('|')).sort();

  it('exports CSV and XLSX with the same figures as the JSON, filters and scope included', async () => {
    for (const query of ['', `company_id=${beta}&from=2026-03-02`]) {
      const json = (await admin.get(url(eventId, query)).expect(200)).body as RegistrationsReportDto;
      const csv = await admin.get(url(eventId, `${query}${query ? '&' : ''}format=csv`)).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/report-registrations-.*\.csv"$/);
      const [header, ...rows] = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
      expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'days_from_start']);
      expect(sorted(rows)).toEqual(sorted(rowsOf(json)));
      expect(rows.length).toBeGreaterThan(5);
    }
    const json = (await admin.get(url(eventId)).expect(200)).body as RegistrationsReportDto;
    const xlsx = await admin.get(url(eventId, 'format=xlsx')).buffer(true).parse(binary).expect(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const cells: string[][] = [];
    ws.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    const [header, ...rows] = cells.map((r) => [...r, '', '', '', '', '', ''].slice(0, 6));
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'days_from_start']);
    expect(sorted(rows)).toEqual(sorted(rowsOf(json)));
    // VIEWER's file has no row of a field it does not see.
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    const theirs = await viewer.get(url(eventId, 'format=csv')).expect(200);
    expect(theirs.text).not.toContain('by_company');
    expect(theirs.text).not.toContain('Alfa Spa');
    expect(theirs.text).not.toContain('by_gender');
    expect(theirs.text).not.toContain('by_age_band');
    expect(theirs.text).toContain('by_region');
    expect(theirs.text).toContain('by_category');
  });
});
