/**
 * The programme report (issue 28): registrations, waiting list and attendance per session, credits earned per
 * rule — equal to the figures counted by hand from the records below, on an empty and a one-attendee event
 * too; read only by who may read reports, sessions and credits; the filters; the export equal to the JSON.
 */
import type { ProgrammeReportDto } from '@eventdesk/shared';
import { Zone } from '../../src/accreditation/zones/zone.entity';
import { Scan } from '../../src/gate/scans/scan.entities';
import { AttendanceCorrection } from '../../src/programme/attendance/attendance-correction.entity';
import { CreditResult, CreditRule } from '../../src/programme/credits/credit.entities';
import { Room } from '../../src/programme/rooms/room.entity';
import { SessionRegistration } from '../../src/programme/sessions/session-registration.entity';
import { ProgrammeSession } from '../../src/programme/sessions/session.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { englishErrors, expectReadBy, nextSeq, reportAttendees, reportCsv, reportEvent } from './report-fixtures';

const at = (hhmmss: string) => new Date(`2026-03-05T${hhmmss}Z`);

describe('programme report API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let companyB: number;
  let s1: number;
  let s2: number;
  let s3: number;
  let k1: number;
  let k2: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/programme${query ? `?${query}` : ''}`;

  const room = async (event: number) => {
    const zoneId = (await t.db.getRepository(Zone).save({ eventId: event, nameIt: 'Porta', code: `Z${nextSeq()}`, windows: '[]' })).id;
    const saved = await t.db.getRepository(Room).save({ eventId: event, nameIt: `Sala ${nextSeq()}`, zoneId });
    return { roomId: saved.id, zoneId };
  };
  const session = async (event: number, titleIt: string, roomId: number | null, from: string, to: string) =>
    (
      await t.db.getRepository(ProgrammeSession).save({
        eventId: event,
        titleIt,
        titleEn: `${titleIt} (en)`,
        type: 'TALK',
        roomId,
        startAt: at(from),
        endAt: at(to),
        people: '[]',
        tags: '[]',
        attendeeCategoryIds: '[]',
        registration: 'OPEN',
      })
    ).id;
  const register = (event: number, sessionId: number, attendeeId: number, status: 'REGISTERED' | 'WAITING') =>
    t.db.getRepository(SessionRegistration).save({ eventId: event, sessionId, attendeeId, status });
  const scan = (event: number, zoneId: number, holderId: number, time: string, result: 'ADMITTED' | 'DENIED' = 'ADMITTED') =>
    t.db.getRepository(Scan).insert({
      eventId: event,
      zoneId,
      direction: 'IN',
      result,
      reason: result === 'DENIED' ? 'no_right' : null,
      holderType: 'ATTENDEE',
      holderId,
      deviceId: 'D1',
      nonce: `n${nextSeq()}`,
      userId: null,
      scannedAt: at(time),
    });
  const rule = async (event: number, sessionId: number | null, creditHundredths: number) =>
    (
      await t.db.getRepository(CreditRule).save({
        eventId: event,
        sessionId,
        sessionKey: sessionId ?? 0,
        creditHundredths,
        attendeeCategoryIds: '[]',
        professions: '[]',
        disciplines: '[]',
      })
    ).id;
  const result = (event: number, ruleId: number, sessionId: number | null, attendeeId: number, earned: boolean, creditHundredths: number) =>
    t.db.getRepository(CreditResult).insert({
      eventId: event,
      ruleId,
      sessionId,
      attendeeId,
      secondsPresent: 0,
      secondsTotal: 3600,
      shareBasisPoints: 0,
      earned,
      creditHundredths,
      computedAt: new Date(),
    });

  beforeAll(async () => {
    let companyA: number;
    ({ t, admin, eventId, companyA, companyB } = await reportEvent());
    const r1 = await room(eventId);
    const r2 = await room(eventId);
    s1 = await session(eventId, 'Apertura', r1.roomId, '09:00:00', '10:00:00');
    s2 = await session(eventId, 'Workshop', r2.roomId, '10:00:00', '11:00:00');
    s3 = await session(eventId, 'Chiusura', null, '17:00:00', '18:00:00');
    const [a1, a2, a3, a4] = await reportAttendees(t, eventId, [companyA, companyA, companyB, null]);
    for (const [s, a, status] of [
      [s1, a1, 'REGISTERED'],
      [s1, a2, 'REGISTERED'],
      [s1, a3, 'REGISTERED'],
      [s1, a4, 'WAITING'],
      [s2, a1, 'REGISTERED'],
      [s2, a3, 'WAITING'],
    ] as const)
      await register(eventId, s!, a!, status);
    await scan(eventId, r1.zoneId, a1!, '09:05:00'); // S1
    await scan(eventId, r1.zoneId, a1!, '09:20:00'); // S1 again: one person
    await scan(eventId, r1.zoneId, a2!, '09:59:59'); // S1, just in time
    await scan(eventId, r1.zoneId, a3!, '09:10:00', 'DENIED'); // refused: not there
    await scan(eventId, r1.zoneId, a4!, '10:00:00'); // S1 is over; S2 is in another room
    await scan(eventId, r2.zoneId, a3!, '10:30:00'); // S2, from the waiting list
    await t.db
      .getRepository(AttendanceCorrection)
      .save({ eventId, sessionId: s2, attendeeId: a2!, from: at('10:00:00'), to: at('10:40:00') }); // S2 by hand
    k1 = await rule(eventId, s1, 150);
    k2 = await rule(eventId, null, 1000);
    await result(eventId, k1, s1, a1!, true, 150);
    await result(eventId, k1, s1, a2!, true, 150);
    await result(eventId, k1, s1, a3!, false, 0);
    await result(eventId, k2, null, a1!, true, 1000);
    await result(eventId, k2, null, a3!, false, 0);
    // Another event's records never count.
    const other = (await createEvent(admin)).id;
    const [elsewhere] = await reportAttendees(t, other, [null]);
    const otherSession = await session(other, 'Altrove', null, '09:00:00', '10:00:00');
    await register(other, otherSession, elsewhere!, 'REGISTERED');
    await result(other, await rule(other, null, 500), null, elsewhere!, true, 500);
  });
  afterAll(() => t?.close());

  const whole = (): ProgrammeReportDto => ({
    sessions: 3,
    registered: 4,
    attended: 4,
    by_session: [
      { key: s1, label: 'Apertura', count: 3, waiting: 1, attended: 2 },
      { key: s2, label: 'Workshop', count: 1, waiting: 1, attended: 2 },
      { key: s3, label: 'Chiusura', count: 0, waiting: 0, attended: 0 },
    ],
    credited_attendees: 2,
    credit_hundredths: 1300,
    credits_by_rule: [
      { key: k1, label: 'Apertura', count: 2, not_earned: 1, credit_hundredths: 300 },
      { key: k2, label: null, count: 1, not_earned: 1, credit_hundredths: 1000 },
    ],
  });

  it('counts every figure as computed by hand, titles in the caller’s language', async () => {
    expect((await admin.get(url(eventId)).expect(200)).body).toEqual(whole());
    admin.lang = 'en';
    const en = (await admin.get(url(eventId)).expect(200)).body as ProgrammeReportDto;
    admin.lang = 'it';
    expect(en.by_session.map((s) => s.label)).toEqual(['Apertura (en)', 'Workshop (en)', 'Chiusura (en)']);
    expect(en.credits_by_rule.map((r) => r.label)).toEqual(['Apertura (en)', null]);
  });

  it('answers an empty event with zeros and a one-attendee event with its one attendance', async () => {
    const empty = (await createEvent(admin)).id;
    expect((await admin.get(url(empty)).expect(200)).body).toEqual({
      sessions: 0,
      registered: 0,
      attended: 0,
      by_session: [],
      credited_attendees: 0,
      credit_hundredths: 0,
      credits_by_rule: [],
    });
    const one = (await createEvent(admin)).id;
    const [only] = await reportAttendees(t, one, [null]);
    const door = await room(one);
    const talk = await session(one, 'Unica', door.roomId, '14:00:00', '15:00:00');
    await register(one, talk, only!, 'REGISTERED');
    await scan(one, door.zoneId, only!, '14:01:00');
    const credits = await rule(one, talk, 200);
    await result(one, credits, talk, only!, true, 200);
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      sessions: 1,
      registered: 1,
      attended: 1,
      by_session: [{ key: talk, label: 'Unica', count: 1, waiting: 0, attended: 1 }],
      credited_attendees: 1,
      credit_hundredths: 200,
      credits_by_rule: [{ key: credits, label: 'Unica', count: 1, not_earned: 0, credit_hundredths: 200 }],
    });
  });

  it('is read by who may read reports, sessions and credits (ADMIN); USER and VIEWER, who may not, are refused', async () => {
    await expectReadBy(t, admin, eventId, url(eventId), { ADMIN: whole() }, companyB);
  });

  it('counts only the filtered attendees', async () => {
    expect((await admin.get(url(eventId, `company_id=${companyB}`)).expect(200)).body).toEqual({
      sessions: 3,
      registered: 1,
      attended: 1,
      by_session: [
        { key: s1, label: 'Apertura', count: 1, waiting: 0, attended: 0 },
        { key: s2, label: 'Workshop', count: 0, waiting: 1, attended: 1 },
        { key: s3, label: 'Chiusura', count: 0, waiting: 0, attended: 0 },
      ],
      credited_attendees: 0,
      credit_hundredths: 0,
      credits_by_rule: [
        { key: k1, label: 'Apertura', count: 0, not_earned: 1, credit_hundredths: 0 },
        { key: k2, label: null, count: 0, not_earned: 1, credit_hundredths: 0 },
      ],
    });
    const later = (await admin.get(url(eventId, 'from=2026-03-02')).expect(200)).body as ProgrammeReportDto;
    expect(later).toMatchObject({ sessions: 3, registered: 0, attended: 0, credited_attendees: 0, credits_by_rule: [] });
    expect(await englishErrors(admin, url(eventId, 'filter_id=abc'))).toEqual({ filter_id: ['expected an id (a positive integer)'] });
  });

  it('exports the same figures as the JSON', async () => {
    const json = (await admin.get(url(eventId)).expect(200)).body as ProgrammeReportDto;
    const { header, rows } = await reportCsv(admin, url(eventId, 'format=csv'), 'programme');
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'waiting', 'attended', 'not_earned', 'credit_hundredths']);
    const scalar = (s: 'sessions' | 'registered' | 'attended' | 'credited_attendees' | 'credit_hundredths') => [
      s,
      '',
      '',
      String(json[s]),
      '',
      '',
      '',
      '',
      '',
    ];
    expect(rows).toEqual([
      scalar('sessions'),
      scalar('registered'),
      scalar('attended'),
      ...json.by_session.map((s) => [
        'by_session',
        String(s.key),
        s.label,
        String(s.count),
        '',
        String(s.waiting),
        String(s.attended),
        '',
        '',
      ]),
      scalar('credited_attendees'),
      scalar('credit_hundredths'),
      ...json.credits_by_rule.map((r) => [
        'credits_by_rule',
        String(r.key),
        r.label ?? '',
        String(r.count),
        '',
        '',
        '',
        String(r.not_earned),
        String(r.credit_hundredths),
      ]),
    ]);
    expect(rows).toHaveLength(3 + 3 + 2 + 2);
  });
});
