/**
 * The gate report (issue 28): entries per zone per 15 minutes, attendees entered and no-shows, denials by
 * reason, scans per device and operator — equal to the figures counted by hand from the scans below, on
 * an empty and a one-attendee event too; the roles that read it; the filters; the export equal to the JSON.
 */
import type { GateReportDto } from '@eventdesk/shared';
import { Zone } from '../../src/accreditation/zones/zone.entity';
import { defineAbilityFor } from '@eventdesk/shared';
import type { EventContext } from '../../src/platform/access/request-context';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import { EventSettingsService } from '../../src/platform/events/event-settings.service';
import { CloakroomMove } from '../../src/gate/cloakroom/cloakroom-move.entity';
import { Hanger } from '../../src/gate/cloakroom/hanger.entity';
import { GateReportService } from '../../src/reports/gate/gate-report.service';
import { parseReportQuery } from '../../src/reports/registrations/report-query';
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
  // Who is inside where, as the gate would know it when writing each scan's `delta` (scan-writer.ts; these zones
  // have no anti-passback): an admitted entry of someone outside +1, an admitted exit of someone inside −1, else 0.
  const inside = new Set<string>();
  const deltaOf = (holder: string, zoneId: number, direction: 'IN' | 'OUT', result: 'ADMITTED' | 'DENIED') => {
    const place = `${zoneId}:${holder}`;
    if (result !== 'ADMITTED' || (direction === 'IN') === inside.has(place)) return 0;
    if (direction === 'IN') inside.add(place);
    else inside.delete(place);
    return direction === 'IN' ? 1 : -1;
  };
  const scans = (event: number, list: S[]) =>
    t.db.getRepository(Scan).insert(
      list.map(([holderId, zoneId, direction, result, reason, at, deviceId, userId, holderType]) => ({
        delta: holderId === null ? 0 : deltaOf(`${holderType ?? 'ATTENDEE'}:${holderId}`, zoneId, direction, result),
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
    // Ingresso: a1, a2, a3 in by 09:15, none out; Sala: a1 in at 09:20, out at 09:40.
    peaks: [
      { zone_id: z1, zone: 'Ingresso', count: 3, at: '2026-03-05T09:15:00.000Z' },
      { zone_id: z2, zone: 'Sala', count: 1, at: '2026-03-05T09:20:00.000Z' },
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
    // The hangers written straight to the table have no history: no use over time.
    cloakroom: { hangers: 4, held: 2, free: 2, peak: 0, peak_at: null },
    cloakroom_use: [],
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
      peaks: [],
      denials: [],
      by_device: [],
      by_operator: [],
      services: [],
      cloakroom: { hangers: 0, held: 0, free: 0, peak: 0, peak_at: null },
      cloakroom_use: [],
    });
    const one = (await createEvent(admin)).id;
    const gate = await zone(one, 'Porta');
    const [only] = await attendees(one, [null]);
    await scans(one, [
      [only, gate, 'IN', 'ADMITTED', null, '18:44:00', 'K1', null],
      [only, gate, 'OUT', 'ADMITTED', null, '19:02:00', 'K1', null],
    ]);
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      registered: 1,
      entered: 1,
      no_shows: 0,
      check_ins: [{ zone_id: gate, zone: 'Porta', slot: '2026-03-05T18:30', count: 1 }],
      by_zone: [{ key: gate, label: 'Porta', count: 1 }],
      // In at 18:44, out at 19:02: one inside at most, from 18:44.
      peaks: [{ zone_id: gate, zone: 'Porta', count: 1, at: '2026-03-05T18:44:00.000Z' }],
      denials: [],
      by_device: [{ key: 'K1', label: null, count: 2 }],
      by_operator: [{ key: null, label: null, count: 2 }],
      services: [],
      cloakroom: { hangers: 0, held: 0, free: 0, peak: 0, peak_at: null },
      cloakroom_use: [],
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
      peaks: [{ zone_id: z1, zone: 'Ingresso', count: 1, at: '2026-03-05T09:15:00.000Z' }],
      denials: [{ key: 'no_right', label: null, count: 1 }],
      by_device: [{ key: 'D2', label: null, count: 2 }],
      by_operator: [{ key: null, label: null, count: 2 }],
      // a3's lunch and hanger; the event's hangers and free ones stay the event's.
      services: [{ key: lunch, label: 'Pranzo', count: 1, attendees: 1 }],
      cloakroom: { hangers: 4, held: 1, free: 2, peak: 0, peak_at: null },
      cloakroom_use: [],
    });
    const later = (await admin.get(url(eventId, 'from=2026-03-02')).expect(200)).body as GateReportDto;
    expect(later).toMatchObject({ registered: 0, entered: 0, no_shows: 0, check_ins: [], peaks: [], by_device: [] });
    expect(await englishErrors(admin, url(eventId, 'category_id=x&format=pdf'))).toEqual({
      category_id: ['expected an id (a positive integer)'],
      format: ['csv or xlsx'],
    });
  });

  /** The rows the report's file must have for `json`, written section by section in the JSON's order; `extra` its further columns. */
  const fileRows = (json: GateReportDto, extra: ('attendees' | 'deposits' | 'returns' | 'held')[]): string[][] => {
    const row = (section: string, key: string, label: string, count: string, more: Record<string, number> = {}) => [
      section,
      key,
      label,
      count,
      '',
      ...extra.map((c) => (c in more ? String(more[c]) : '')),
    ];
    const bars = (section: 'by_zone' | 'denials' | 'by_device' | 'by_operator') =>
      json[section].map((b) => row(section, b.key === null ? '' : String(b.key), b.label ?? '', String(b.count)));
    return [
      row('registered', '', '', String(json.registered)),
      row('entered', '', '', String(json.entered)),
      row('no_shows', '', '', String(json.no_shows)),
      ...json.check_ins.map((c) => row('check_ins', c.slot, c.zone, String(c.count))),
      ...bars('by_zone'),
      // A peak: its moment as the key, its zone as the label, the most inside as the count.
      ...json.peaks.map((p) => row('peaks', p.at, p.zone, String(p.count))),
      ...bars('denials'),
      ...bars('by_device'),
      ...bars('by_operator'),
      ...json.services.map((b) => row('services', String(b.key), b.label, String(b.count), { attendees: b.attendees })),
      // The cloakroom's counts in `count`, the peak's moment (text) as the label.
      ...Object.entries(json.cloakroom).map(([key, v]) =>
        typeof v === 'number' ? row('cloakroom', key, '', String(v)) : row('cloakroom', key, v ?? '', ''),
      ),
      // A slot of the cloakroom's use: no count of its own, its deposits, returns and coats held as further columns.
      ...json.cloakroom_use.map((u) => row('cloakroom_use', u.slot, '', '', { deposits: u.deposits, returns: u.returns, held: u.held })),
    ];
  };

  it('exports the same figures as the JSON', async () => {
    const json = (await admin.get(url(eventId)).expect(200)).body as GateReportDto;
    const { header, rows } = await reportCsv(admin, url(eventId, 'format=csv'), 'gate');
    // The services' attendees served are the one further column (no cloakroom history here).
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'attendees']);
    expect(rows).toEqual(fileRows(json, ['attendees']));
    expect(rows).toHaveLength(3 + 3 + 2 + 2 + 2 + 2 + 2 + 2 + 5);
  });

  describe('occupancy peaks and the cloakroom over time', () => {
    let peaksEvent: number;
    let platea: number;
    let bar: number;
    let alfa: number;
    let beta: number;
    let p: number[];
    const at = (time: string) => new Date(`2026-03-05T${time}Z`);
    const iso = (time: string) => `2026-03-05T${time}.000Z`;

    beforeAll(async () => {
      peaksEvent = (await createEvent(admin)).id;
      const companies = t.db.getRepository(EventCompany);
      [alfa, beta] = (
        await companies.save([
          companies.create({ eventId: peaksEvent, name: 'Alfa' }),
          companies.create({ eventId: peaksEvent, name: 'Beta' }),
        ])
      ).map((c) => c.id) as [number, number];
      platea = await zone(peaksEvent, 'Platea');
      bar = await zone(peaksEvent, 'Bar');
      // p1, p2 of Alfa; p3, p4 of Beta.
      p = await attendees(peaksEvent, [alfa, alfa, beta, beta]);
      const [p1, p2, p3, p4] = p as [number, number, number, number];
      // In id order; the count after a moment sums all of its scans (p3's entry is written before p1's exit at 10:20).
      await scans(peaksEvent, [
        [p1, platea, 'IN', 'ADMITTED', null, '10:00:00', 'D1', null], // Platea 1
        [p2, platea, 'IN', 'ADMITTED', null, '10:05:00', 'D1', null], // 2
        [p3, platea, 'IN', 'ADMITTED', null, '10:20:00', 'D1', null], // 10:20: p3 in and p1 out: still 2, never 3
        [p1, platea, 'OUT', 'ADMITTED', null, '10:20:00', 'D1', null],
        [p1, bar, 'IN', 'ADMITTED', null, '10:21:00', 'D2', null], // Bar 1
        [p2, bar, 'IN', 'ADMITTED', null, '10:22:00', 'D2', null], // Bar 2: p2 in Platea and Bar at once
        [p2, platea, 'IN', 'ADMITTED', null, '10:25:00', 'D1', null], // inside already: no one more
        [p4, platea, 'OUT', 'ADMITTED', null, '10:30:00', 'D1', null], // not inside: no one less
        [p4, platea, 'IN', 'DENIED', 'zone_full', '10:35:00', 'D1', null], // refused: no one more
        [p4, platea, 'IN', 'ADMITTED', null, '10:40:00', 'D1', null], // Platea 3 (p2, p3, p4)
        [p1, bar, 'OUT', 'ADMITTED', null, '10:45:00', 'D2', null], // Bar 1
        [p2, bar, 'OUT', 'ADMITTED', null, '10:46:00', 'D2', null], // Bar 0
        [p3, platea, 'OUT', 'ADMITTED', null, '10:50:00', 'D1', null], // Platea 2
        [p3, bar, 'IN', 'ADMITTED', null, '11:00:00', 'D2', null], // Bar 1
      ]);
      // The cloakroom's history (the desk writes it; here by hand at fixed times). p3's deposit is written before
      // p1's return at 10:10: 2 held after 10:10, never 3 then.
      const move = (attendeeId: number, kind: CloakroomMove['kind'], time: string) => ({
        eventId: peaksEvent,
        hangerId: null,
        attendeeId,
        kind,
        movedAt: at(time),
        userId: null,
      });
      await t.db
        .getRepository(CloakroomMove)
        .insert([
          move(p1, 'DEPOSIT', '09:50:00'),
          move(p2, 'DEPOSIT', '10:01:00'),
          move(p3, 'DEPOSIT', '10:10:00'),
          move(p1, 'RETURN', '10:10:00'),
          move(p4, 'DEPOSIT', '10:20:00'),
          move(p2, 'RETURN', '10:40:00'),
          move(p3, 'RETURN', '10:41:00'),
        ]);
    });

    const report = async (query = '') => (await admin.get(url(peaksEvent, query)).expect(200)).body as GateReportDto;

    it('finds each zone’s most inside at once and when, and the cloakroom’s use per 15 minutes and its peak', async () => {
      const r = await report();
      expect(r.peaks).toEqual([
        { zone_id: platea, zone: 'Platea', count: 3, at: iso('10:40:00') },
        { zone_id: bar, zone: 'Bar', count: 2, at: iso('10:22:00') },
      ]);
      // 09:50 1, 10:01 2, 10:10 2 (one in, one out), 10:20 3, 10:40 2, 10:41 1.
      expect(r.cloakroom).toEqual({ hangers: 0, held: 0, free: 0, peak: 3, peak_at: iso('10:20:00') });
      expect(r.cloakroom_use).toEqual([
        { slot: '2026-03-05T09:45', deposits: 1, returns: 0, held: 1 },
        { slot: '2026-03-05T10:00', deposits: 2, returns: 1, held: 2 },
        { slot: '2026-03-05T10:15', deposits: 1, returns: 0, held: 3 },
        { slot: '2026-03-05T10:30', deposits: 0, returns: 2, held: 1 },
      ]);
    });

    it('counts only the filtered attendees: a peak is the most of them inside at once', async () => {
      const slot = (time: string, deposits: number, returns: number, held: number) => ({
        slot: `2026-03-05T${time}`,
        deposits,
        returns,
        held,
      });
      const cases: [number, GateReportDto['peaks'], string, GateReportDto['cloakroom_use']][] = [
        // Alfa (p1, p2): Platea 1, 2 at 10:05, 1 at 10:20 (p2's second entry moves no one); Bar 1, 2 at 10:22. Coats: 2 at 10:01.
        [
          alfa,
          [
            { zone_id: bar, zone: 'Bar', count: 2, at: iso('10:22:00') },
            { zone_id: platea, zone: 'Platea', count: 2, at: iso('10:05:00') },
          ],
          '10:01:00',
          [slot('09:45', 1, 0, 1), slot('10:00', 1, 1, 1), slot('10:30', 0, 1, 0)],
        ],
        // Beta (p3, p4): Platea 1 at 10:20, 2 at 10:40; Bar 1 at 11:00. Coats: 2 at 10:20.
        [
          beta,
          [
            { zone_id: platea, zone: 'Platea', count: 2, at: iso('10:40:00') },
            { zone_id: bar, zone: 'Bar', count: 1, at: iso('11:00:00') },
          ],
          '10:20:00',
          [slot('10:00', 1, 0, 1), slot('10:15', 1, 0, 2), slot('10:30', 0, 1, 1)],
        ],
      ];
      for (const [company, peaks, peakAt, use] of cases) {
        const r = await report(`company_id=${company}`);
        expect([r.peaks, r.cloakroom, r.cloakroom_use]).toEqual([
          peaks,
          { hangers: 0, held: 0, free: 0, peak: 2, peak_at: iso(peakAt) },
          use,
        ]);
      }
    });

    it('counts a COMPANY user’s own attendees only (the report’s row scope; the role itself is refused the route)', async () => {
      const { id } = await userWithRole(t, admin, peaksEvent, 'COMPANY', beta);
      const user = { id, name: 'company', email: 'company@example.test', is_superadmin: false, two_factor_confirmed: true };
      const membership = { id: peaksEvent, role: 'COMPANY' as const, event_company_id: beta };
      const settings = (await t.app.get(EventSettingsService).get(peaksEvent))!;
      const ability = defineAbilityFor({ ...user, events: [membership] }, peaksEvent);
      const ctx: EventContext = {
        user: { ...user, events: [membership] },
        actor: { id, email: user.email },
        lang: 'it',
        ability,
        eventId: peaksEvent,
        role: 'COMPANY',
        ownCompanyId: beta,
        eventLanguage: settings.language,
        uiConfig: settings.configFor('COMPANY'),
      };
      const scoped = await t.app.get(GateReportService).report(ctx, parseReportQuery({}));
      // Beta's figures, as the company filter gives them to staff.
      const b = await report(`company_id=${beta}`);
      expect(scoped.peaks).toEqual(b.peaks);
      expect(scoped.cloakroom).toEqual(b.cloakroom);
      expect(scoped.cloakroom_use).toEqual(b.cloakroom_use);
      expect(scoped.registered).toBe(2);
      await (await userWithRole(t, admin, peaksEvent, 'COMPANY', beta)).client.get(url(peaksEvent)).expect(403);
    });

    it('exports the same figures as the JSON, the cloakroom’s slots with their deposits, returns and coats held', async () => {
      const json = await report();
      const { header, rows } = await reportCsv(admin, url(peaksEvent, 'format=csv'), 'gate');
      expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'deposits', 'returns', 'held']);
      expect(rows).toEqual(fileRows(json, ['deposits', 'returns', 'held']));
      expect(rows.filter((r) => r[0] === 'peaks')).toEqual([
        ['peaks', iso('10:40:00'), 'Platea', '3', '', '', '', ''],
        ['peaks', iso('10:22:00'), 'Bar', '2', '', '', '', ''],
      ]);
      expect(rows.filter((r) => r[0] === 'cloakroom_use')[2]).toEqual(['cloakroom_use', '2026-03-05T10:15', '', '', '', '1', '0', '3']);
    });
  });
});
