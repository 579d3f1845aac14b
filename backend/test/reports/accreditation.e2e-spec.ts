/**
 * The accreditation report (issue 28): documentation per status, category and company, access requests by
 * status and the median time to a decision, vehicles by type and company, quota use per company — equal to
 * the figures counted by hand from the records below, on an empty and a one-attendee event too; the roles
 * that read it and the dimensions a role does not see; the filters; the export equal to the JSON.
 */
import type { AccessRequestStatus, AccreditationReportDto, DocumentationStatus, VehicleType } from '@eventdesk/shared';
import { AccessRequest } from '../../src/accreditation/access-requests/access-request.entity';
import { Vehicle } from '../../src/accreditation/vehicles/vehicle.entity';
import { Zone } from '../../src/accreditation/zones/zone.entity';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { AttendeeCategory } from '../../src/registration/attendees/attendee-category.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { englishErrors, expectReadBy, nextSeq, reportAttendees, reportCsv, reportEvent, sqlTime } from './report-fixtures';

const MINUTE = 60 * 1000;

describe('accreditation report API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let companyA: number;
  let companyB: number;
  let gamma: number;
  let stampa: number;
  let staff: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/accreditation${query ? `?${query}` : ''}`;

  /** Attendees of [company, category, documentation status]. */
  const attendees = async (event: number, rows: [number | null, number | null, DocumentationStatus][]) => {
    const ids = await reportAttendees(
      t,
      event,
      rows.map(([company]) => company),
    );
    for (const [i, [, category, status]] of rows.entries())
      await t.db.getRepository(Attendee).update(ids[i]!, { eventAttendeeCategoryId: category, documentationStatus: status });
    return ids;
  };
  const vehicles = async (event: number, rows: [number | null, VehicleType][]) =>
    (
      await t.db
        .getRepository(Vehicle)
        .insert(rows.map(([eventCompanyId, type]) => ({ eventId: event, eventCompanyId, type, plate: `AB${nextSeq()}CD` })))
    ).identifiers.map((r) => Number(r.id));
  /** A request of an attendee or a vehicle, decided `minutes` after it was made (null: pending). */
  const request = async (
    event: number,
    zoneId: number,
    holder: { attendeeId?: number; vehicleId?: number },
    status: AccessRequestStatus,
    minutes: number | null,
  ) => {
    const made = Date.parse('2026-03-02T08:00:00Z');
    const saved = await t.db.getRepository(AccessRequest).save({
      eventId: event,
      operation: 'ADD',
      status,
      attendeeId: holder.attendeeId ?? null,
      vehicleId: holder.vehicleId ?? null,
      holderType: holder.vehicleId ? 'VEHICLE' : 'ATTENDEE',
      holderLabel: 'chi',
      zoneId,
      decidedAt: minutes === null ? null : new Date(made + minutes * MINUTE),
    });
    await t.db.query('UPDATE access_requests SET created_at = ? WHERE id = ?', [sqlTime(made), saved.id]);
  };
  const zone = async (event: number) =>
    (await t.db.getRepository(Zone).save({ eventId: event, nameIt: 'Area', code: `Z${nextSeq()}`, windows: '[]' })).id;

  beforeAll(async () => {
    // VIEWER sees neither the documentation status nor the company: they are no dimension for it.
    const hide = ['documentation_status', 'event_company_id'].map((name) => ({ name, visible: false }));
    ({ t, admin, eventId, companyA, companyB } = await reportEvent({
      options: [{ key: 'UI_CONFIG', value: JSON.stringify({ VIEWER: { attendee_fields: hide } }) }],
    }));
    const companies = t.db.getRepository(EventCompany);
    await companies.update(companyA, { attendeeQuota: 3, vehicleQuota: 1 });
    gamma = (await companies.save({ eventId, name: 'Gamma', attendeeQuota: 5 })).id;
    const categories = t.db.getRepository(AttendeeCategory);
    stampa = (await categories.save({ eventId, name: 'Stampa' })).id;
    staff = (await categories.save({ eventId, name: 'Staff' })).id;
    const [a1, a2, a3, a4, a5] = await attendees(eventId, [
      [companyA, stampa, 'COMPLETE'],
      [companyA, stampa, 'MISSING'],
      [companyA, staff, 'EXPIRED'],
      [companyB, staff, 'COMPLETE'],
      [null, null, 'TO_VALIDATE'],
    ]);
    const [, , v3] = await vehicles(eventId, [
      [companyA, 'CAR'],
      [companyA, 'VAN'],
      [companyB, 'CAR'],
      [null, 'TRUCK'],
    ]);
    const z = await zone(eventId);
    await request(eventId, z, { attendeeId: a1 }, 'APPROVED', 60);
    await request(eventId, z, { attendeeId: a2 }, 'REJECTED', 120);
    await request(eventId, z, { attendeeId: a4 }, 'APPROVED', 300);
    await request(eventId, z, { vehicleId: v3 }, 'PENDING', null);
    await request(eventId, z, { attendeeId: a5 }, 'PENDING', null);
    void a3;
    // Another event's records never count.
    const other = (await createEvent(admin)).id;
    const [elsewhere] = await attendees(other, [[null, null, 'REJECTED']]);
    await vehicles(other, [[null, 'BUS']]);
    await request(other, await zone(other), { attendeeId: elsewhere }, 'APPROVED', 1);
  });
  afterAll(() => t?.close());

  const docs = (count: number, complete: number, missing: number, expired: number, to_validate: number, rejected = 0) => ({
    count,
    complete,
    missing,
    expired,
    to_validate,
    rejected,
  });
  const statuses = (PENDING: number, APPROVED: number, REJECTED: number) => [
    { key: 'PENDING' as const, label: null, count: PENDING },
    { key: 'APPROVED' as const, label: null, count: APPROVED },
    { key: 'REJECTED' as const, label: null, count: REJECTED },
  ];
  const whole = (): AccreditationReportDto => ({
    attendees: 5,
    documentation: { REJECTED: 0, EXPIRED: 1, MISSING: 1, TO_VALIDATE: 1, COMPLETE: 2 },
    documentation_by_category: [
      { key: staff, label: 'Staff', ...docs(2, 1, 0, 1, 0) },
      { key: stampa, label: 'Stampa', ...docs(2, 1, 1, 0, 0) },
      { key: null, label: null, ...docs(1, 0, 0, 0, 1) },
    ],
    documentation_by_company: [
      { key: companyA, label: 'Alfa', ...docs(3, 1, 1, 1, 0) },
      { key: companyB, label: 'Beta', ...docs(1, 1, 0, 0, 0) },
      { key: null, label: null, ...docs(1, 0, 0, 0, 1) },
    ],
    requests_by_status: statuses(2, 2, 1),
    median_decision_minutes: 120,
    vehicles_by_type: [
      { key: 'CAR', label: null, count: 2 },
      { key: 'TRUCK', label: null, count: 1 },
      { key: 'VAN', label: null, count: 1 },
    ],
    vehicles_by_company: [
      { key: companyA, label: 'Alfa', count: 2 },
      { key: companyB, label: 'Beta', count: 1 },
      { key: null, label: null, count: 1 },
    ],
    quota_by_company: [
      { key: companyA, label: 'Alfa', count: 3, attendee_quota: 3, vehicles: 2, vehicle_quota: 1 },
      { key: companyB, label: 'Beta', count: 1, attendee_quota: null, vehicles: 1, vehicle_quota: null },
      { key: gamma, label: 'Gamma', count: 0, attendee_quota: 5, vehicles: 0, vehicle_quota: null },
    ],
  });

  it('counts every figure as computed by hand', async () => {
    expect((await admin.get(url(eventId)).expect(200)).body).toEqual(whole());
  });

  it('answers an empty event with zeros and a one-attendee event with its one attendee', async () => {
    const empty = (await createEvent(admin)).id;
    expect((await admin.get(url(empty)).expect(200)).body).toEqual({
      attendees: 0,
      documentation: { REJECTED: 0, EXPIRED: 0, MISSING: 0, TO_VALIDATE: 0, COMPLETE: 0 },
      documentation_by_category: [],
      documentation_by_company: [],
      requests_by_status: statuses(0, 0, 0),
      median_decision_minutes: null,
      vehicles_by_type: [],
      vehicles_by_company: [],
      quota_by_company: [],
    });
    const one = (await createEvent(admin)).id;
    const [only] = await attendees(one, [[null, null, 'COMPLETE']]);
    await request(one, await zone(one), { attendeeId: only }, 'APPROVED', 45);
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      attendees: 1,
      documentation: { REJECTED: 0, EXPIRED: 0, MISSING: 0, TO_VALIDATE: 0, COMPLETE: 1 },
      documentation_by_category: [{ key: null, label: null, ...docs(1, 1, 0, 0, 0) }],
      documentation_by_company: [{ key: null, label: null, ...docs(1, 1, 0, 0, 0) }],
      requests_by_status: statuses(0, 1, 0),
      median_decision_minutes: 45,
      vehicles_by_type: [],
      vehicles_by_company: [],
      quota_by_company: [],
    });
  });

  it('is read by ADMIN, USER and VIEWER (without the dimensions VIEWER does not see), refused to SECRETARY and COMPANY', async () => {
    const viewerSees = {
      ...whole(),
      documentation: null,
      documentation_by_category: null,
      documentation_by_company: null,
      vehicles_by_company: null,
      quota_by_company: null,
    };
    await expectReadBy(t, admin, eventId, url(eventId), { ADMIN: whole(), USER: whole(), VIEWER: viewerSees }, companyB);
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    expect(await englishErrors(viewer, url(eventId, `company_id=${companyA}`))).toEqual({
      company_id: ['your role does not see this field'],
    });
  });

  it('counts only the filtered attendees, and the vehicles of the filtered company', async () => {
    expect((await admin.get(url(eventId, `company_id=${companyB}`)).expect(200)).body).toEqual({
      attendees: 1,
      documentation: { REJECTED: 0, EXPIRED: 0, MISSING: 0, TO_VALIDATE: 0, COMPLETE: 1 },
      documentation_by_category: [{ key: staff, label: 'Staff', ...docs(1, 1, 0, 0, 0) }],
      documentation_by_company: [{ key: companyB, label: 'Beta', ...docs(1, 1, 0, 0, 0) }],
      requests_by_status: statuses(1, 1, 0),
      median_decision_minutes: 300,
      vehicles_by_type: [{ key: 'CAR', label: null, count: 1 }],
      vehicles_by_company: [{ key: companyB, label: 'Beta', count: 1 }],
      quota_by_company: [{ key: companyB, label: 'Beta', count: 1, attendee_quota: null, vehicles: 1, vehicle_quota: null }],
    });
    // Two decided requests: the median is the mean of the two middle durations.
    const alfa = (await admin.get(url(eventId, `company_id=${companyA}`)).expect(200)).body as AccreditationReportDto;
    expect(alfa.median_decision_minutes).toBe(90);
    expect(alfa.requests_by_status).toEqual(statuses(0, 1, 1));
    const press = (await admin.get(url(eventId, `category_id=${stampa}`)).expect(200)).body as AccreditationReportDto;
    expect(press).toMatchObject({ attendees: 2, documentation: { COMPLETE: 1, MISSING: 1 }, median_decision_minutes: 90 });
    expect(press.quota_by_company).toEqual([
      { key: companyA, label: 'Alfa', count: 2, attendee_quota: 3, vehicles: 2, vehicle_quota: 1 },
      { key: companyB, label: 'Beta', count: 0, attendee_quota: null, vehicles: 1, vehicle_quota: null },
      { key: gamma, label: 'Gamma', count: 0, attendee_quota: 5, vehicles: 0, vehicle_quota: null },
    ]);
    expect(await englishErrors(admin, url(eventId, 'from=2026-03-05&to=2026-03-01'))).toEqual({ to: ['must be on or after from'] });
  });

  it('exports the same figures as the JSON, the statuses and quotas in their own columns', async () => {
    const json = (await admin.get(url(eventId)).expect(200)).body as AccreditationReportDto;
    const { header, rows } = await reportCsv(admin, url(eventId, 'format=csv'), 'accreditation');
    const extra = ['complete', 'missing', 'expired', 'to_validate', 'rejected', 'attendee_quota', 'vehicles', 'vehicle_quota'] as const;
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', ...extra]);
    const blank = extra.map(() => '');
    const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    type ListSection =
      | 'documentation_by_category'
      | 'documentation_by_company'
      | 'requests_by_status'
      | 'vehicles_by_type'
      | 'vehicles_by_company'
      | 'quota_by_company';
    const lists = (...sections: ListSection[]) =>
      sections.flatMap((section) =>
        json[section]!.map((b) => [
          section,
          cell(b.key),
          cell(b.label),
          String(b.count),
          '',
          ...extra.map((f) => cell((b as Record<string, unknown>)[f])),
        ]),
      );
    const expected: string[][] = [
      ['attendees', '', '', String(json.attendees), '', ...blank],
      ...Object.entries(json.documentation!).map(([status, n]) => ['documentation', status, '', String(n), '', ...blank]),
      ...lists('documentation_by_category', 'documentation_by_company', 'requests_by_status'),
      ['median_decision_minutes', '', '', String(json.median_decision_minutes), '', ...blank],
      ...lists('vehicles_by_type', 'vehicles_by_company', 'quota_by_company'),
    ];
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(1 + 5 + 3 + 3 + 3 + 1 + 3 + 3 + 3);
  });
});
