/**
 * The stats across events (issue 28, the app menu's `stats`): per event its attendees, admitted entries and
 * paid revenue, equal to the counts done by hand from the records below (an event with no attendees, one
 * with one); sorted and paged by the server; a superadmin sees every event, a user the events whose role reads
 * reports (revenue only where it reads orders), a user whose roles read none is refused.
 */
import type { EventsStatsRowDto } from '@eventdesk/shared';
import { Order } from '../../src/commerce/orders/order.entity';
import { Scan } from '../../src/gate/scans/scan.entities';
import { Zone } from '../../src/accreditation/zones/zone.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { nextSeq, reportAttendees, reportEvent } from './report-fixtures';

const PATH = '/api/reports/events';

describe('stats across events API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let big: number;
  let one: number;
  let empty: number;
  let company: number;

  const scan = (eventId: number, zoneId: number, holderId: number, direction: 'IN' | 'OUT', result: 'ADMITTED' | 'DENIED') => ({
    eventId,
    zoneId,
    direction,
    result,
    reason: result === 'DENIED' ? ('revoked' as Scan['reason']) : null,
    holderType: 'ATTENDEE' as const,
    holderId,
    deviceId: 'd1',
    nonce: `n${nextSeq()}`,
    userId: null,
    scannedAt: new Date('2026-03-05T09:00:00Z'),
  });
  const order = (
    eventId: number,
    attendeeId: number,
    status: 'PLACED' | 'DRAFT' | 'CANCELLED',
    paid: boolean,
    gross: number,
    currency = 'EUR',
  ): Partial<Order> => ({
    eventId,
    attendeeId,
    number: nextSeq(),
    status,
    paymentStatus: paid ? ('PAID' as const) : ('UNPAID' as const),
    paymentMethod: 'BANK_TRANSFER' as Order['paymentMethod'],
    totalNetCents: gross,
    totalVatCents: 0,
    totalGrossCents: gross,
    // The entity types the currency as the shop's one (EUR); the column is text, and the stats keep each currency apart.
    currency: currency as Order['currency'],
  });
  const rows = async (client: ApiClient, query = '') => (await client.get(`${PATH}${query}`).expect(200)).body as EventsStatsRowDto[];
  const mine = (list: EventsStatsRowDto[]) => list.filter((r) => [big, one, empty].includes(r.id));

  beforeAll(async () => {
    ({ t, admin, eventId: big, companyA: company } = await reportEvent({ name: 'Stats Grande' }));
    one = (await createEvent(admin, { name: 'Stats Uno' })).id;
    empty = (await createEvent(admin, { name: 'Stats Vuoto' })).id;
    // Grande: 3 attendees; 4 admitted entries (2 of a1, 1 each of a2 and a3), plus an exit and a refusal that
    // do not count; paid placed orders 1000 + 2500 EUR and 700 CHF; an unpaid, a draft and a cancelled one do not count.
    const [a1, a2, a3] = await reportAttendees(t, big, [null, null, null]);
    // Uno: 1 attendee, 1 admitted entry, 1 paid order of 400 EUR.
    const [u1] = await reportAttendees(t, one, [null]);
    const zone = async (eventId: number) =>
      (await t.db.getRepository(Zone).save({ eventId, nameIt: 'Ingresso', nameEn: 'Entrance', code: `Z${nextSeq()}`, windows: '[]' })).id;
    const [zb, zu] = [await zone(big), await zone(one)];
    await t.db
      .getRepository(Scan)
      .insert([
        scan(big, zb, a1!, 'IN', 'ADMITTED'),
        scan(big, zb, a1!, 'IN', 'ADMITTED'),
        scan(big, zb, a2!, 'IN', 'ADMITTED'),
        scan(big, zb, a3!, 'IN', 'ADMITTED'),
        scan(big, zb, a3!, 'OUT', 'ADMITTED'),
        scan(big, zb, a2!, 'IN', 'DENIED'),
        scan(one, zu, u1!, 'IN', 'ADMITTED'),
      ]);
    await t.db
      .getRepository(Order)
      .save([
        order(big, a1!, 'PLACED', true, 1000),
        order(big, a2!, 'PLACED', true, 2500),
        order(big, a3!, 'PLACED', true, 700, 'CHF'),
        order(big, a3!, 'PLACED', false, 9000),
        order(big, a1!, 'DRAFT', true, 8000),
        order(big, a2!, 'CANCELLED', true, 6000),
        order(one, u1!, 'PLACED', true, 400),
      ]);
  });
  afterAll(() => t.close());

  it('gives a superadmin every event with the figures counted by hand, the empty event at zero', async () => {
    expect(mine(await rows(admin, '?sort=["name","ASC"]&range=[0,999]'))).toEqual([
      {
        id: big,
        name: 'Stats Grande',
        start_at: expect.anything() as unknown,
        attendees: 3,
        scans: 4,
        revenue_cents: 4200,
        revenue: [
          { currency: 'CHF', cents: 700 },
          { currency: 'EUR', cents: 3500 },
        ],
      },
      {
        id: one,
        name: 'Stats Uno',
        start_at: expect.anything() as unknown,
        attendees: 1,
        scans: 1,
        revenue_cents: 400,
        revenue: [{ currency: 'EUR', cents: 400 }],
      },
      { id: empty, name: 'Stats Vuoto', start_at: expect.anything() as unknown, attendees: 0, scans: 0, revenue_cents: 0, revenue: [] },
    ]);
  });

  it('sorts by each figure and pages on the server, the total in Content-Range', async () => {
    const ids = (list: EventsStatsRowDto[]) => mine(list).map((r) => r.id);
    expect(ids(await rows(admin, '?sort=["attendees","DESC"]&range=[0,999]'))).toEqual([big, one, empty]);
    expect(ids(await rows(admin, '?sort=["scans","ASC"]&range=[0,999]'))).toEqual([empty, one, big]);
    expect(ids(await rows(admin, '?sort=["revenue_cents","ASC"]&range=[0,999]'))).toEqual([empty, one, big]);
    const all = await admin.get(`${PATH}?range=[0,999]`).expect(200);
    const total = (all.body as EventsStatsRowDto[]).length;
    const second = await admin.get(`${PATH}?sort=["attendees","DESC"]&range=[1,1]`).expect(200);
    expect(second.headers['content-range']).toBe(`reports/events 1-1/${total}`);
    expect((second.body as EventsStatsRowDto[]).map((r) => r.id)).toEqual([(all.body as EventsStatsRowDto[])[1]!.id]);
    await admin.get(`${PATH}?sort=["password","ASC"]`).expect(400);
  });

  it('gives a user only the events whose role reads reports, revenue only where it reads orders; refuses the others', async () => {
    const viewer = await userWithRole(t, admin, one, 'VIEWER');
    expect(await rows(viewer.client)).toEqual([
      { id: one, name: 'Stats Uno', start_at: expect.anything() as unknown, attendees: 1, scans: 1, revenue_cents: 0, revenue: null },
    ]);
    const eventAdmin = await userWithRole(t, admin, big, 'ADMIN');
    expect((await rows(eventAdmin.client)).map((r) => [r.id, r.revenue_cents])).toEqual([[big, 4200]]);
    await (await userWithRole(t, admin, big, 'SECRETARY')).client.get(PATH).expect(403);
    await (await userWithRole(t, admin, big, 'COMPANY', company)).client.get(PATH).expect(403);
    await t.client().get(PATH).expect(401);
  });
});
