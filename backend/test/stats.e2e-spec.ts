import { PAYMENT_STATUSES, type EventStatsDto, type PaymentStatus } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { AttendeeCategory } from '../src/registration/attendees/attendee-category.entity';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { EventCompany } from '../src/platform/events/event-company.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let seq = 0;

/** One attendee row as the future attendees API would store it; only what the statistics read varies. */
function attendee(eventId: number, fields: Partial<Attendee> = {}): Partial<Attendee> {
  seq++;
  return { uuid: randomUUID(), eventId, attendeeCode: `A${seq}`, firstName: `Nome${seq}`, lastName: `Cognome${seq}`, ...fields };
}

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('event statistics API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let companyA: EventCompany;
  let companyB: EventCompany;
  let companyEmpty: EventCompany;
  let categories: AttendeeCategory[];
  /** What was inserted in the main event, to compute the expected figures independently of SQL. */
  let rows: Partial<Attendee>[];
  const base = Date.parse('2026-03-10T10:30:00Z');

  const insertAttendees = async (list: Partial<Attendee>[]) => {
    for (let i = 0; i < list.length; i += 100) await t.db.getRepository(Attendee).insert(list.slice(i, i + 100));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    const companies = t.db.getRepository(EventCompany);
    [companyA, companyB, companyEmpty] = await companies.save([
      companies.create({ eventId, name: 'Alfa Spa' }),
      companies.create({ eventId, name: 'Beta Srl' }),
      companies.create({ eventId, name: 'Gamma (no attendees)' }),
    ]);
    const otherCompany = await companies.save(companies.create({ eventId: otherEventId, name: 'Altrove' }));
    const cats = t.db.getRepository(AttendeeCategory);
    categories = await cats.save(['Delegato', 'Relatore', 'Staff', 'Vuota'].map((name) => cats.create({ eventId, name })));

    // 50 attendees: 30 of Alfa, 15 of Beta, 5 without company; categories round-robin over the first
    // three with the last two uncategorised; PAID every 5th, the rest UNPAID (no PENDING: zeros must show);
    // pending every 4th; badge every 10th; registered over 7 days, the last one never.
    rows = Array.from({ length: 50 }, (_, i) =>
      attendee(eventId, {
        eventCompanyId: i < 30 ? companyA.id : i < 45 ? companyB.id : null,
        eventAttendeeCategoryId: i >= 48 ? null : categories[i % 3].id,
        paymentStatus: (i % 5 === 0 ? 'PAID' : 'UNPAID') as PaymentStatus,
        pending: i % 4 === 0,
        badgeDelivered: i % 10 === 0,
        badgeDeliveredAt: i % 10 === 0 ? new Date(base) : null,
        // i = 1 registers at 23:59:59 UTC: it still counts on its UTC day.
        registrationDate: i === 49 ? null : i === 1 ? new Date(Date.parse('2026-03-09T23:59:59Z')) : new Date(base - (i % 7) * DAY_MS),
      }),
    );
    await insertAttendees(rows);
    // Another event's attendees never show up.
    await insertAttendees(
      Array.from({ length: 7 }, () =>
        attendee(otherEventId, { eventCompanyId: otherCompany.id, pending: true, registrationDate: new Date(base) }),
      ),
    );
  });
  afterAll(() => t.close());

  /** The figures computed in JS from the inserted rows, restricted to `keep`. */
  function expected(keep: (row: Partial<Attendee>) => boolean) {
    const mine = rows.filter(keep);
    const count = (pred: (row: Partial<Attendee>) => boolean) => mine.filter(pred).length;
    const perDay = new Map<string, number>();
    for (const row of mine)
      if (row.registrationDate) perDay.set(day(row.registrationDate), (perDay.get(day(row.registrationDate)) ?? 0) + 1);
    return {
      attendees: mine.length,
      pending: count((r) => r.pending === true),
      badges: count((r) => r.badgeDelivered === true),
      payment: PAYMENT_STATUSES.map((status) => ({ status, count: count((r) => r.paymentStatus === status) })),
      category: (id: number | null) => count((r) => (r.eventAttendeeCategoryId ?? null) === id),
      perDay: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, n]) => ({ date, count: n })),
    };
  }

  it('answers every figure for the whole event to an ADMIN-like caller', async () => {
    const res = await admin.get(`/api/events/${eventId}/stats`).expect(200);
    const stats = res.body as EventStatsDto;
    const exp = expected(() => true);
    expect(stats.totals).toEqual({ attendees: 50, pending: 13, badges_delivered: 5, companies: 3 });
    expect(exp).toMatchObject({ attendees: 50, pending: 13, badges: 5 });
    expect(stats.by_payment_status).toEqual([
      { status: 'PAID', count: 10 },
      { status: 'UNPAID', count: 40 },
      { status: 'PENDING', count: 0 },
    ]);
    // 48 categorised round-robin: 16 each; two without; the empty category still listed with 0.
    expect(stats.by_category).toEqual([
      { id: categories[0].id, name: 'Delegato', count: 16 },
      { id: categories[1].id, name: 'Relatore', count: 16 },
      { id: categories[2].id, name: 'Staff', count: 16 },
      { id: categories[3].id, name: 'Vuota', count: 0 },
      { id: 'none', name: null, count: 2 },
    ]);
    expect(stats.by_company).toEqual([
      { id: companyA.id, name: 'Alfa Spa', count: 30 },
      { id: companyB.id, name: 'Beta Srl', count: 15 },
      { id: 'none', name: null, count: 5 },
    ]);
    // A company without attendees counts among the companies but has no bar.
    expect(stats.by_company.find((c) => c.id === companyEmpty.id)).toBeUndefined();
    expect(stats.registrations_per_day).toEqual(exp.perDay);
    expect(stats.registrations_per_day.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(stats.registrations_per_day.reduce((sum, d) => sum + d.count, 0)).toBe(49);
    // 2026-03-09 holds i ≡ 1 (mod 7) and the 23:59:59 registration of i = 1.
    expect(stats.registrations_per_day.find((d) => d.date === '2026-03-09')!.count).toBe(
      exp.perDay.find((d) => d.date === '2026-03-09')!.count,
    );
  });

  it('shows a COMPANY user only its own company’s figures', async () => {
    const { client } = await userWithRole(t, admin, eventId, 'COMPANY', companyB.id);
    const stats = (await client.get(`/api/events/${eventId}/stats`).expect(200)).body as EventStatsDto;
    const exp = expected((r) => r.eventCompanyId === companyB.id);
    expect(stats.totals).toEqual({ attendees: 15, pending: exp.pending, badges_delivered: exp.badges, companies: 1 });
    expect(stats.by_company).toEqual([{ id: companyB.id, name: 'Beta Srl', count: 15 }]);
    expect(stats.by_payment_status).toEqual(exp.payment);
    expect(stats.by_category).toEqual(
      expect.arrayContaining(categories.slice(0, 3).map((c) => ({ id: c.id, name: c.name, count: exp.category(c.id) }))),
    );
    expect(stats.by_category.find((c) => c.id === 'none')).toBeUndefined();
    expect(stats.registrations_per_day).toEqual(exp.perDay);
    expect(stats.registrations_per_day.reduce((sum, d) => sum + d.count, 0)).toBe(15);
    expect(JSON.stringify(stats)).not.toContain('Alfa Spa');
    expect(JSON.stringify(stats)).not.toContain('Gamma');
  });

  it('lets every staff role of the event read the statistics', async () => {
    for (const role of ['ADMIN', 'USER', 'VIEWER', 'SECRETARY'] as const) {
      const { client } = await userWithRole(t, admin, eventId, role);
      const res = await client.get(`/api/events/${eventId}/stats`).expect(200);
      expect(res.body.totals.attendees).toBe(50);
    }
  });

  it('answers 404 to a user of another event, 404 for a missing event, and 401 to anonymous callers', async () => {
    const { client } = await userWithRole(t, admin, otherEventId, 'ADMIN');
    await client.get(`/api/events/${eventId}/stats`).expect(404);
    const own = await client.get(`/api/events/${otherEventId}/stats`).expect(200);
    expect(own.body.totals).toEqual({ attendees: 7, pending: 7, badges_delivered: 0, companies: 1 });
    await admin.get('/api/events/999999/stats').expect(404);
    await admin.get('/api/events/abc/stats').expect(404);
    const anon = await t.client().get(`/api/events/${eventId}/stats`).expect(401);
    expect(anon.body.statusCode).toBe(401);
  });

  it('limits the registrations to a from/to range, both days included', async () => {
    const res = await admin.get(`/api/events/${eventId}/stats?from=2026-03-06&to=2026-03-08`).expect(200);
    const exp = expected(() => true).perDay.filter((d) => d.date >= '2026-03-06' && d.date <= '2026-03-08');
    expect(res.body.registrations_per_day).toEqual(exp);
    expect(exp).toHaveLength(3);
    const open = await admin.get(`/api/events/${eventId}/stats?from=2026-03-09`).expect(200);
    expect(open.body.registrations_per_day.map((d: { date: string }) => d.date)).toEqual(['2026-03-09', '2026-03-10']);
    const until = await admin.get(`/api/events/${eventId}/stats?to=2026-03-04`).expect(200);
    expect(until.body.registrations_per_day.map((d: { date: string }) => d.date)).toEqual(['2026-03-04']);
    const empty = await admin.get(`/api/events/${eventId}/stats?from=2027-01-01&to=2027-01-31`).expect(200);
    expect(empty.body.registrations_per_day).toEqual([]);
    // The range touches the chart only.
    expect(empty.body.totals.attendees).toBe(50);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2026-3-1', 'to'],
    ['from=2026-03-10T00:00:00Z', 'from'],
    ['from=2026-03-10&to=2026-03-01', 'to'],
    ['from=2026-03-01&from=2026-03-02', 'from'],
  ])('answers 400 to a bad date range (%s)', async (query, param) => {
    const res = await admin.get(`/api/events/${eventId}/stats?${query}`).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toContain(param);
  });

  it('shows the top 20 companies, then the others together, and the latest 60 registration days', async () => {
    const event = await createEvent(admin);
    const companies = t.db.getRepository(EventCompany);
    // Company k (1…25) has k attendees, registered on distinct days: 325 attendees over 65 days.
    const list = await companies.save(
      Array.from({ length: 25 }, (_, k) => companies.create({ eventId: event.id, name: `Ditta ${String(k + 1).padStart(2, '0')}` })),
    );
    const many: Partial<Attendee>[] = [];
    list.forEach((company, k) => {
      for (let n = 0; n <= k; n++)
        many.push(attendee(event.id, { eventCompanyId: company.id, registrationDate: new Date(base - (many.length % 65) * DAY_MS) }));
    });
    many.push(attendee(event.id, { registrationDate: null }));
    await insertAttendees(many);

    const stats = (await admin.get(`/api/events/${event.id}/stats`).expect(200)).body as EventStatsDto;
    expect(stats.totals.attendees).toBe(326);
    expect(stats.totals.companies).toBe(25);
    expect(stats.by_company).toHaveLength(22);
    expect(stats.by_company.slice(0, 20).map((c) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Ditta ${String(25 - i).padStart(2, '0')}`),
    );
    expect(stats.by_company[0]).toEqual({ id: list[24].id, name: 'Ditta 25', count: 25 });
    expect(stats.by_company.slice(20)).toEqual([
      { id: 'none', name: null, count: 1 },
      { id: 'other', name: null, count: 1 + 2 + 3 + 4 + 5 },
    ]);
    expect(stats.by_company.reduce((sum, c) => sum + c.count, 0)).toBe(326);
    expect(stats.by_category).toEqual([{ id: 'none', name: null, count: 326 }]);
    expect(stats.by_payment_status).toEqual([
      { status: 'PAID', count: 0 },
      { status: 'UNPAID', count: 326 },
      { status: 'PENDING', count: 0 },
    ]);

    const days = stats.registrations_per_day.map((d) => d.date);
    expect(days).toHaveLength(60);
    expect(days[59]).toBe('2026-03-10');
    expect(days[0]).toBe(day(new Date(base - 59 * DAY_MS)));
    expect([...days].sort()).toEqual(days);
    const all = await admin.get(`/api/events/${event.id}/stats?from=2025-01-01`).expect(200);
    expect(all.body.registrations_per_day).toHaveLength(65);
    expect(all.body.registrations_per_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(325);
  });
});
