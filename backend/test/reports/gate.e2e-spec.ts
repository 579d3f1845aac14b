/**
 * The gate report (issue 28): entries per zone per 15 minutes, attendees entered and no-shows, denials by
 * reason, scans per device and operator — equal to the figures counted by hand from the scans below, on
 * an empty and a one-attendee event too; the roles that read it; the filters; the export equal to the JSON.
 */
import type { GateReportDto } from '@eventdesk/shared';
import { Zone } from '../../src/accreditation/zones/zone.entity';
import { Hanger } from '../../src/gate/cloakroom/hanger.entity';
import { Scan } from '../../src/gate/scans/scan.entities';
import { Service } from '../../src/gate/services/service.entity';
import { AttendeeUsedService } from '../../src/registration/attendees/attendee-used-service.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { englishErrors, expectReadBy, nextSeq, reportAttendees, reportCsv, reportEvent } from './report-fixtures';

describe('gate report API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let companyB: number;
  let z1: number;
  let z2: number;
  let operator: number;
  let lunch: number;
  let shuttle: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/gate${query ? `?${query}` : ''}`;

  const zone = async (event: number, nameIt: string) =>
    (await t.db.getRepository(Zone).save({ eventId: event, nameIt, nameEn: `${nameIt} (en)`, code: `Z${nextSeq()}`, windows: '[]' })).id;
  const attendees = (event: number, companies: (number | null)[]) => reportAttendees(t, event, companies);
  type S = [
    number | null,
    number,
    'IN' | 'OUT',
    'ADMITTED' | 'DENIED',
    string | null,
    string,
    string,
    number | null,
    ('ATTENDEE' | 'VEHICLE')?,
  ];
  const scans = (event: number, list: S[]) =>
    t.db.getRepository(Scan).insert(
      list.map(([holderId, zoneId, direction, result, reason, at, deviceId, userId, holderType]) => ({
        eventId: event,
        zoneId,
        direction,
        result,
        reason: reason as Scan['reason'],
        holderType: holderId === null ? null : (holderType ?? 'ATTENDEE'),
        holderId,
        deviceId,
        nonce: `n${nextSeq()}`,
        userId,
        scannedAt: new Date(`2026-03-05T${at}Z`),
      })),
    );

  beforeAll(async () => {
    let companyA: number;
    ({ t, admin, eventId, companyA, companyB } = await reportEvent());
    z1 = await zone(eventId, 'Ingresso');
    z2 = await zone(eventId, 'Sala');
    operator = (await userWithRole(t, admin, eventId, 'SECRETARY')).id;
    const [a1, a2, a3, a4] = await attendees(eventId, [companyA, companyA, companyB, null, companyB]);
    await scans(eventId, [
      // holder zone dir   result      reason              at           device  operator
      [a1, z1, 'IN', 'ADMITTED', null, '09:00:00', 'D1', operator], // s1: slot 09:00
      [a2, z1, 'IN', 'ADMITTED', null, '09:14:59', 'D1', operator], // s2: slot 09:00
      [a3, z1, 'IN', 'ADMITTED', null, '09:15:00', 'D2', null], // s3: slot 09:15
      [a1, z2, 'IN', 'ADMITTED', null, '09:20:00', 'D2', null], // s4: slot 09:15, a1 again
      [a1, z2, 'OUT', 'ADMITTED', null, '09:40:00', 'D2', null], // s5: an exit, no entry
      [a4, z1, 'IN', 'DENIED', 'revoked', '09:05:00', 'D1', operator], // s6
      [a4, z1, 'IN', 'DENIED', 'revoked', '09:06:00', 'D1', operator], // s7
      [a3, z2, 'IN', 'DENIED', 'no_right', '09:30:00', 'D2', null], // s8
      [1, z1, 'IN', 'ADMITTED', null, '09:01:00', 'D1', operator, 'VEHICLE'], // a vehicle: not in the report
      [null, z1, 'IN', 'DENIED', 'invalid_signature', '09:02:00', 'D1', operator], // no holder: not in the report
    ]);
    // Services: lunch twice for a1, once for a3; the shuttle once for a2. Hangers: a1 and a3 hold one, two are free.
    [lunch, shuttle] = (
      await t.db.getRepository(Service).save([
        { eventId, nameIt: 'Pranzo' },
        { eventId, nameIt: 'Navetta' },
      ])
    ).map((x) => x.id);
    const used = (attendeeId: number, serviceId: number, unit: number, event = eventId) => ({
      attendeeId,
      serviceId,
      unit,
      eventId: event,
    });
    await t.db
      .getRepository(AttendeeUsedService)
      .insert([used(a1!, lunch, 1), used(a1!, lunch, 2), used(a3!, lunch, 1), used(a2!, shuttle, 1)]);
    const hanger = (event: number, number: number, holderAttendeeId: number | null) => ({
      eventId: event,
      rack: 'A',
      number,
      holderAttendeeId,
    });
    await t.db
      .getRepository(Hanger)
      .insert([hanger(eventId, 1, a1!), hanger(eventId, 2, a3!), hanger(eventId, 3, null), hanger(eventId, 4, null)]);
    // Another event's scans, services and hangers never count.
    const other = (await createEvent(admin)).id;
    const [elsewhere] = await attendees(other, [null]);
    await scans(other, [[elsewhere, await zone(other, 'Altrove'), 'IN', 'ADMITTED', null, '09:00:00', 'D1', null]]);
    const [otherLunch] = await t.db.getRepository(Service).save([{ eventId: other, nameIt: 'Pranzo' }]);
    await t.db.getRepository(AttendeeUsedService).insert([used(elsewhere!, otherLunch!.id, 1, other)]);
    await t.db.getRepository(Hanger).insert([hanger(other, 1, elsewhere!), hanger(other, 2, null)]);
  });
  afterAll(() => t?.close());

  const whole = (operatorName: string): GateReportDto => ({
    registered: 5,
    entered: 3,
    no_shows: 2,
    check_ins: [
      { zone_id: z1, zone: 'Ingresso', slot: '2026-03-05T09:00', count: 2 },
      { zone_id: z1, zone: 'Ingresso', slot: '2026-03-05T09:15', count: 1 },
      { zone_id: z2, zone: 'Sala', slot: '2026-03-05T09:15', count: 1 },
    ],
    by_zone: [
      { key: z1, label: 'Ingresso', count: 3 },
      { key: z2, label: 'Sala', count: 1 },
    ],
    denials: [
      { key: 'revoked', label: null, count: 2 },
      { key: 'no_right', label: null, count: 1 },
    ],
    by_device: [
      { key: 'D1', label: null, count: 4 },
      { key: 'D2', label: null, count: 4 },
    ],
    by_operator: [
      { key: operator, label: operatorName, count: 4 },
      { key: null, label: null, count: 4 },
    ],
    services: [
      { key: lunch, label: 'Pranzo', count: 3, attendees: 2 },
      { key: shuttle, label: 'Navetta', count: 1, attendees: 1 },
    ],
    cloakroom: { hangers: 4, held: 2, free: 2 },
  });

  it('counts every figure as computed by hand, zone names in the caller’s language', async () => {
    const res = await admin.get(url(eventId)).expect(200);
    const name = (res.body as GateReportDto).by_operator[0]!.label!;
    expect(name).toMatch(/^SECRETARY /);
    expect(res.body).toEqual(whole(name));
    admin.lang = 'en';
    const en = (await admin.get(url(eventId)).expect(200)).body as GateReportDto;
    admin.lang = 'it';
    expect(en.by_zone.map((z) => z.label)).toEqual(['Ingresso (en)', 'Sala (en)']);
  });

  it('answers an empty event with zeros and a one-attendee event with its one entry', async () => {
    const empty = (await createEvent(admin)).id;
    expect((await admin.get(url(empty)).expect(200)).body).toEqual({
      registered: 0,
      entered: 0,
      no_shows: 0,
      check_ins: [],
      by_zone: [],
      denials: [],
      by_device: [],
      by_operator: [],
      services: [],
      cloakroom: { hangers: 0, held: 0, free: 0 },
    });
    const one = (await createEvent(admin)).id;
    const gate = await zone(one, 'Porta');
    const [only] = await attendees(one, [null]);
    await scans(one, [[only, gate, 'IN', 'ADMITTED', null, '18:44:00', 'K1', null]]);
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      registered: 1,
      entered: 1,
      no_shows: 0,
      check_ins: [{ zone_id: gate, zone: 'Porta', slot: '2026-03-05T18:30', count: 1 }],
      by_zone: [{ key: gate, label: 'Porta', count: 1 }],
      denials: [],
      by_device: [{ key: 'K1', label: null, count: 1 }],
      by_operator: [{ key: null, label: null, count: 1 }],
      services: [],
      cloakroom: { hangers: 0, held: 0, free: 0 },
    });
  });

  it('is read by ADMIN, USER and VIEWER, refused to SECRETARY and COMPANY', async () => {
    const name = ((await admin.get(url(eventId)).expect(200)).body as GateReportDto).by_operator[0]!.label!;
    await expectReadBy(t, admin, eventId, url(eventId), { ADMIN: whole(name), USER: whole(name), VIEWER: whole(name) }, companyB);
  });

  it('counts only the scans of the filtered attendees', async () => {
    const beta = (await admin.get(url(eventId, `company_id=${companyB}`)).expect(200)).body as GateReportDto;
    expect(beta).toEqual({
      registered: 2,
      entered: 1,
      no_shows: 1,
      check_ins: [{ zone_id: z1, zone: 'Ingresso', slot: '2026-03-05T09:15', count: 1 }],
      by_zone: [{ key: z1, label: 'Ingresso', count: 1 }],
      denials: [{ key: 'no_right', label: null, count: 1 }],
      by_device: [{ key: 'D2', label: null, count: 2 }],
      by_operator: [{ key: null, label: null, count: 2 }],
      // a3's lunch and hanger; the event's hangers and free ones stay the event's.
      services: [{ key: lunch, label: 'Pranzo', count: 1, attendees: 1 }],
      cloakroom: { hangers: 4, held: 1, free: 2 },
    });
    const later = (await admin.get(url(eventId, 'from=2026-03-02')).expect(200)).body as GateReportDto;
    expect(later).toMatchObject({ registered: 0, entered: 0, no_shows: 0, check_ins: [], by_device: [] });
    expect(await englishErrors(admin, url(eventId, 'category_id=x&format=pdf'))).toEqual({
      category_id: ['expected an id (a positive integer)'],
      format: ['csv or xlsx'],
    });
  });

  it('exports the same figures as the JSON', async () => {
    const json = (await admin.get(url(eventId)).expect(200)).body as GateReportDto;
    const { header, rows } = await reportCsv(admin, url(eventId, 'format=csv'), 'gate');
    // The services' attendees served are the one further column.
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'attendees']);
    const expected: string[][] = [
      ['registered', '', '', String(json.registered), '', ''],
      ['entered', '', '', String(json.entered), '', ''],
      ['no_shows', '', '', String(json.no_shows), '', ''],
      ...json.check_ins.map((c) => ['check_ins', c.slot, c.zone, String(c.count), '', '']),
      ...(['by_zone', 'denials', 'by_device', 'by_operator'] as const).flatMap((section) =>
        json[section].map((b) => [section, b.key === null ? '' : String(b.key), b.label ?? '', String(b.count), '', '']),
      ),
      ...json.services.map((b) => ['services', String(b.key), b.label, String(b.count), '', String(b.attendees)]),
      ...Object.entries(json.cloakroom).map(([key, n]) => ['cloakroom', key, '', String(n), '', '']),
    ];
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(3 + 3 + 2 + 2 + 2 + 2 + 2 + 3);
  });
});
