import { offlineEntryId, type OfflineListDto, type PassDto, type ScanDto, type ScanSyncDto } from '@eventdesk/shared';
import { OFFLINE_REVOKED_MAX } from '../src/gate/scans/offline-list.service';
import type { ApiClient } from './support/api-client';
import { createEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * What the gate believes of a device (issue 26, second pass): the server's clock decides an online scan,
 * an offline device's clock only within bounds; an offline sync past a zone's capacity is a conflict;
 * a gate's incremental refresh revokes every code a reissue superseded.
 */
describe('scans: the clock, the capacity and the revocations a device is told of', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let category: number;
  const zones: Record<string, number> = {};
  let seq = 0;
  const url = () => `/api/events/${eventId}/scans`;
  const person = (last: string) => createAttendee(admin, eventId, { ...minimalAttendee(category, X), last_name: last });
  const codeOf = async (id: number) => ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
  const grant = (attendee: number, zone: string, window: object = {}) =>
    admin
      .post(`/api/events/${eventId}/access-rights`)
      .send({ attendee_id: attendee, zone_id: zones[zone], ...window })
      .expect(201);
  const zone = async (code: string, extra: object = {}) =>
    (zones[code] = (
      await admin
        .post(`/api/events/${eventId}/zones`)
        .send({ name_it: code, code, ...extra })
        .expect(201)
    ).body.id as number);
  const scan = async (code: string, zone: string, extra: object = {}) =>
    (
      await admin
        .post(url())
        .send({ code, zone_id: zones[zone], direction: 'IN', device_id: 'gate-1', nonce: `n${++seq}`, ...extra })
        .expect(201)
    ).body as ScanDto;
  const sync = async (scans: object[]) => ((await admin.post(`${url()}/sync`).send({ scans }).expect(200)).body as ScanSyncDto).results;
  const offline = (code: string, zone: string, scannedAt: string, extra: object = {}) => ({
    code,
    zone_id: zones[zone],
    direction: 'IN',
    device_id: 'tablet-1',
    nonce: `o${++seq}`,
    scanned_at: scannedAt,
    offline_result: 'ADMITTED',
    ...extra,
  });
  const logged = async (id: number) => (await admin.get(`/api/events/${eventId}/access-controls/${id}`).expect(200)).body as ScanDto;
  /** Whether a logged time is the server's own, taken during the request. */
  const serverTime = (iso: string, from: number) => Date.parse(iso) >= from - 1000 && Date.parse(iso) <= Date.now() + 1000;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    // The event opens today: the offline scans of the last hours are within its bounds.
    const today = new Date().toISOString().slice(0, 10);
    eventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia' });
    category = await createCategory(admin, eventId, 'Team');
    await zone('PADDOCK');
    await zone('Y2020', { windows: [{ from: '2020-01-01T00:00:00Z', to: '2020-12-31T23:59:59Z' }] });
    await zone('Y2099', { windows: [{ from: '2099-01-01T00:00:00Z', to: '2099-12-31T23:59:59Z' }] });
    await zone('Y1970', { windows: [{ from: '1970-01-01T00:00:00Z', to: '1970-12-31T23:59:59Z' }] });
  });
  afterAll(() => t?.close());

  it('decides an online scan at the server’s time, whatever time the client sends (item 1)', async () => {
    const rossi = await person('Rossi');
    for (const z of ['Y2020', 'Y2099', 'Y1970']) await grant(rossi, z);
    await grant(rossi, 'PADDOCK', { valid_from: '2020-01-01T00:00:00Z', valid_to: '2020-12-31T23:59:59Z' });
    const code = await codeOf(rossi);
    const from = Date.now();
    const answers = [
      await scan(code, 'Y2020', { scanned_at: '2020-06-01T12:00:00Z' }),
      await scan(code, 'Y2099', { scanned_at: '2099-06-01T12:00:00Z' }),
      await scan(code, 'Y1970', { scanned_at: '1970-06-01T12:00:00Z' }),
      await scan(code, 'PADDOCK', { scanned_at: '2020-06-01T12:00:00Z' }),
    ];
    expect(answers.map((a) => [a.result, a.reason, a.conflict])).toEqual([
      ['DENIED', 'zone_closed', null],
      ['DENIED', 'zone_closed', null],
      ['DENIED', 'zone_closed', null],
      ['DENIED', 'outside_window', null],
    ]);
    for (const a of answers) {
      expect(serverTime(a.scanned_at, from)).toBe(true);
      expect((await logged(a.id)).scanned_at).toBe(a.scanned_at);
    }
    // A malformed client time is still a mistake of the client's: 422 naming the field.
    const bad = await admin
      .post(url())
      .send({ code, zone_id: zones.PADDOCK, direction: 'IN', device_id: 'gate-1', nonce: 'bad-time', scanned_at: '2020-13-45' });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['scanned_at']]);
  });

  it('believes an offline device’s clock only within bounds, and flags the rest as a conflict decided at the server’s time (item 1)', async () => {
    const verdi = await person('Verdi');
    const bianchi = await person('Bianchi');
    for (const p of [verdi, bianchi]) for (const z of ['Y2020', 'Y2099', 'Y1970', 'PADDOCK']) await grant(p, z);
    const [code, other] = [await codeOf(verdi), await codeOf(bianchi)];
    const from = Date.now();
    const ago = minutes(-30);
    const soon = minutes(2);
    const results = await sync([
      // Out of bounds: before the event's opening eve, or in the future past the allowed skew.
      offline(code, 'Y2020', '2020-06-01T12:00:00Z'),
      offline(code, 'Y2099', '2099-06-01T12:00:00Z', { direction: 'OUT' }),
      offline(other, 'Y1970', '1970-06-01T12:00:00Z', { offline_result: 'DENIED', offline_reason: 'zone_closed' }),
      offline(other, 'PADDOCK', minutes(30)),
      // Within bounds: half an hour ago, and a clock two minutes ahead.
      offline(code, 'PADDOCK', ago),
      offline(code, 'PADDOCK', soon, { direction: 'OUT' }),
    ]);
    expect(results.map((r) => ('error' in r ? r.error : [r.result, r.reason, r.conflict]))).toEqual([
      ['ADMITTED', null, 'device_clock'],
      ['ADMITTED', null, 'device_clock'],
      ['DENIED', 'zone_closed', 'device_clock'],
      ['ADMITTED', null, 'device_clock'],
      ['ADMITTED', null, null],
      ['ADMITTED', null, null],
    ]);
    const rows = await Promise.all(results.map((r) => logged((r as { id: number }).id)));
    // The untrusted ones logged at the server's time; the others at the device's.
    expect(rows.slice(0, 4).every((r) => serverTime(r.scanned_at, from))).toBe(true);
    expect(rows.slice(4).map((r) => Math.floor(Date.parse(r.scanned_at) / 1000))).toEqual(
      [ago, soon].map((at) => Math.floor(Date.parse(at) / 1000)),
    );
    expect(rows.every((r) => r.offline)).toBe(true);
    const flagged = (
      await admin.get(`/api/events/${eventId}/access-controls?filter=${encodeURIComponent('{"conflict":"device_clock"}')}`).expect(200)
    ).body as ScanDto[];
    expect(flagged.map((s) => s.id).sort()).toEqual(
      rows
        .slice(0, 4)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('records an offline sync past a zone’s capacity as a capacity conflict, admitting everyone (item 9)', async () => {
    await zone('BOX', { capacity: 3 });
    const people = await Promise.all(Array.from({ length: 5 }, (_, i) => person(`Box${i}`)));
    for (const p of people) await grant(p, 'BOX');
    const codes = await Promise.all(people.map(codeOf));
    const results = await sync(codes.map((c, i) => offline(c, 'BOX', minutes(-20 + i))));
    expect(results.map((r) => ('error' in r ? r.error : [r.result, r.reason, r.conflict, r.inside]))).toEqual([
      ['ADMITTED', null, null, 1],
      ['ADMITTED', null, null, 2],
      ['ADMITTED', null, null, 3],
      ['ADMITTED', null, 'zone_full', 4],
      ['ADMITTED', null, 'zone_full', 5],
    ]);
    const occupancy = (await admin.get(`/api/events/${eventId}/access-controls/occupancy`).expect(200)).body as {
      zone_id: number;
      inside: number;
    }[];
    expect(occupancy.find((o) => o.zone_id === zones.BOX)!.inside).toBe(5);
    const full = (
      await admin.get(`/api/events/${eventId}/access-controls?filter=${encodeURIComponent('{"conflict":"zone_full"}')}`).expect(200)
    ).body as ScanDto[];
    expect(full).toHaveLength(2);
    // Online, the zone stays full.
    const late = await person('Tardi');
    await grant(late, 'BOX');
    expect(await scan(await codeOf(late), 'BOX')).toMatchObject({ result: 'DENIED', reason: 'zone_full', inside: 5 });
  });

  it('tells a gate’s next refresh every code superseded since its last one, even after six reissues (item 10)', async () => {
    const list = async (query: string) =>
      (await admin.get(`/api/events/${eventId}/scans/offline-list?${query}`).expect(200)).body as OfflineListDto;
    const lost = await person('Smarrito');
    const gone = await person('Cancellato');
    await grant(lost, 'PADDOCK');
    // The codes the gate holds at its last refresh: version 1 of both.
    const [lostFirst, goneFirst] = [await codeOf(lost), await codeOf(gone)];
    // Past the second the setup was written in (MySQL keeps whole seconds), as a gate asks: a moment before its last list.
    await new Promise((r) => setTimeout(r, 2100));
    const since = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
    const superseded = { lost: [lostFirst], gone: [goneFirst] };
    for (let i = 0; i < 6; i++) {
      await admin.post(`/api/events/${eventId}/attendees/${lost}/pass/reissue`).expect(200);
      await admin.post(`/api/events/${eventId}/attendees/${gone}/pass/reissue`).expect(200);
      if (i < 5) superseded.lost.push(await codeOf(lost));
      superseded.gone.push(await codeOf(gone));
    }
    const current = await codeOf(lost);
    await admin.delete(`/api/events/${eventId}/attendees/${gone}`).expect(200);
    const changed = await list(`since=${since}`);
    expect(changed.refresh_all).toBe(false);
    const ids = async (codes: string[]) => Promise.all(codes.map(offlineEntryId));
    expect(changed.revoked).toEqual(expect.arrayContaining([...(await ids(superseded.lost)), ...(await ids(superseded.gone))]));
    expect(changed.revoked).toHaveLength(superseded.lost.length + superseded.gone.length);
    expect(changed.revoked).not.toContain(await offlineEntryId(current));
    expect(changed.entries.map((e) => e.k)).toContain(await offlineEntryId(current));
    // More superseded codes than one answer names: the gate is asked for the whole list instead.
    await t.db.query('UPDATE pass_versions SET version = ? WHERE event_id = ? AND holder_type = ? AND holder_id = ?', [
      OFFLINE_REVOKED_MAX + 2,
      eventId,
      'ATTENDEE',
      lost,
    ]);
    expect(await list(`since=${since}`)).toMatchObject({ refresh_all: true, entries: [], revoked: [] });
  });
});
