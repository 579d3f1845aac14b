/**
 * The tallies the gate keeps for the whole event's gate report (issue 28; gate/scans/scan-tallies.ts): written in
 * each scan's transaction, they equal the log's own aggregates after a random mix of scans sent in parallel
 * (entries, exits, refusals, the exits a move to a sibling zone implies); the report read from them equals the
 * report read from the log, occupancy peaks included (minute bounds, then the log in a few minutes); tallies that
 * do not add up to the log are counted again; an operator deleted since is no one, as in the log.
 */
import type { GateReportDto, PassDto } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { Scan } from '../../src/gate/scans/scan.entities';
import { rebuildScanTallies, TALLY_CHECK_SQL } from '../../src/gate/scans/scan-tallies';
import { driverTransaction } from '../../src/platform/database/write-transaction';
import { figuresFromLog, figuresFromTallies, type ScanFigures } from '../../src/reports/gate/gate-figures';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { User } from '../../src/platform/users/user.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from '../attendees/attendee-fixtures';

describe('gate report tallies', () => {
  let t: TestApp;
  let admin: ApiClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t?.close());

  const everyone = (eventId: number) => ({ sql: "scan.holder_type = 'ATTENDEE' AND scan.event_id = ?", params: [eventId] });
  /** The figures in one order, whichever way they were counted. */
  const sorted = (f: ScanFigures) => ({
    entered: f.entered,
    checkIns: [...f.checkIns].sort((x, y) => x.zone_id - y.zone_id || x.slot.localeCompare(y.slot)),
    kinds: [...f.kinds].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    peaks: [...f.peaks].sort((x, y) => x.zone_id - y.zone_id),
  });
  const tallyRows = async (eventId: number) => ({
    minutes: (
      (await t.db.query('SELECT zone_id, minute, entries, net, ups FROM scan_minutes WHERE event_id = ? ORDER BY zone_id, minute', [
        eventId,
      ])) as Record<string, unknown>[]
    ).map((r) => ({ ...r, minute: String(r.minute instanceof Date ? r.minute.toISOString() : r.minute) })),
    kinds: (await t.db.query(
      'SELECT result, reason, device_id, user_id, n FROM scan_kinds WHERE event_id = ? ORDER BY result, reason, device_id, user_id',
      [eventId],
    )) as unknown[],
  });
  const check = async (eventId: number) => {
    const [row] = (await t.db.query(TALLY_CHECK_SQL, [eventId, eventId])) as { logged: number | string; tallied: number | string }[];
    return { logged: Number(row!.logged), tallied: Number(row!.tallied) };
  };

  it('counts every scan the gate writes as the log counts it, and the report reads the same figures from them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const eventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    const company = await createCompany(admin, eventId, { name: 'Scuderia' });
    const category = await createCategory(admin, eventId, 'Team');
    const zones: number[] = [];
    for (const [code, extra] of [
      ['HALL_A', {}],
      ['HALL_B', {}],
      ['FREE', { anti_passback: false }],
    ] as const)
      zones.push(
        (
          await admin
            .post(`/api/events/${eventId}/zones`)
            .send({ name_it: code, code: `${code}${eventId}`, ...extra })
            .expect(201)
        ).body.id,
      );
    zones.push(
      (
        await admin
          .post(`/api/events/${eventId}/zones`)
          .send({ name_it: 'STAGE', code: `STAGE${eventId}`, parent_id: zones[1] })
          .expect(201)
      ).body.id,
    );
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: `Giro${i}` })),
    );
    // One attendee with no rights: refused at every gate.
    for (const p of people.slice(1))
      for (const zone of zones)
        await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: p, zone_id: zone }).expect(201);
    const codes = await Promise.all(
      people.map(async (p) => ((await admin.get(`/api/events/${eventId}/attendees/${p}/pass`).expect(200)).body as PassDto).code),
    );
    let random = 11;
    const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          admin.post(`/api/events/${eventId}/scans`).send({
            code: codes[Math.floor(next() * codes.length)],
            zone_id: zones[Math.floor(next() * zones.length)],
            direction: next() < 0.65 ? 'IN' : 'OUT',
            device_id: `mix-${Math.floor(next() * 3)}`,
            nonce: `tally-${++seq}`,
          }),
        ),
      );
      expect(answers.filter((res) => res.status !== 201).map((res) => res.body)).toEqual([]);
    }
    const results = (await t.db.query('SELECT result, direction, COUNT(*) AS n FROM scans WHERE event_id = ? GROUP BY result, direction', [
      eventId,
    ])) as { result: string; direction: string; n: number | string }[];
    // The mix holds refusals, admitted entries and exits.
    expect(results.some((r) => r.result === 'DENIED')).toBe(true);
    expect(results.some((r) => r.result === 'ADMITTED' && r.direction === 'OUT')).toBe(true);
    // Written by the gate: the tallies add up to the log and are its aggregates row for row.
    const counts = await check(eventId);
    expect(counts.logged).toBe(
      120 + Number((await t.db.query("SELECT COUNT(*) AS n FROM scans WHERE event_id = ? AND nonce LIKE 'move-%'", [eventId]))[0].n),
    );
    expect(counts.tallied).toBe(counts.logged);
    const written = await tallyRows(eventId);
    await driverTransaction(t.db, (sql) => rebuildScanTallies(sql, eventId));
    expect(await tallyRows(eventId)).toEqual(written);
    expect(written.minutes.length).toBeGreaterThan(0);
    // Read from the tallies or from the log: the same figures.
    const fromLog = sorted(await figuresFromLog(t.db, everyone(eventId)));
    expect(sorted(await figuresFromTallies(t.db, eventId, everyone(eventId)))).toEqual(fromLog);
    expect(fromLog.peaks.length).toBeGreaterThan(0);
    expect(fromLog.entered).toBeGreaterThan(0);
  });

  it('finds the log’s occupancy peaks from the minutes’ bounds, same-second moves and busy minutes included', async () => {
    const eventId = (await createEvent(admin)).id;
    const zones: number[] = [];
    for (let z = 0; z < 3; z++)
      zones.push(
        (
          await admin
            .post(`/api/events/${eventId}/zones`)
            .send({ name_it: `Z${z}`, code: `PK${eventId}-${z}` })
            .expect(201)
        ).body.id,
      );
    const holders = (
      await t.db.getRepository(Attendee).insert(
        Array.from({ length: 40 }, (_, i) => ({
          uuid: randomUUID(),
          eventId,
          attendeeCode: `P${eventId}-${i}`,
          firstName: 'N',
          lastName: `C${i}`,
        })),
      )
    ).identifiers.map((r) => Number(r.id));
    let random = 5;
    const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const inside = new Set<string>();
    const rows: Partial<Scan>[] = [];
    // Three hours of moves on whole seconds (many share a second), in bursts: the counts rise, churn and fall.
    const start = Date.UTC(2026, 4, 4, 8, 0);
    for (let i = 0; i < 1500; i++) {
      const at = start + Math.floor(next() * 3 * 3600) * 1000 * (next() < 0.3 ? 0.2 : 1);
      rows.push({ scannedAt: new Date(Math.floor(at / 1000) * 1000) } as Partial<Scan>);
    }
    rows.sort((x, y) => x.scannedAt!.getTime() - y.scannedAt!.getTime());
    for (const row of rows) {
      const holderId = holders[Math.floor(next() * holders.length)]!;
      const zoneId = zones[Math.floor(next() * zones.length)]!;
      const direction = next() < 0.55 ? 'IN' : 'OUT';
      const denied = next() < 0.1;
      const place = `${zoneId}:${holderId}`;
      let delta = 0;
      if (!denied && direction === 'IN' && !inside.has(place)) {
        delta = 1;
        inside.add(place);
      } else if (!denied && direction === 'OUT' && inside.has(place)) {
        delta = -1;
        inside.delete(place);
      }
      Object.assign(row, {
        eventId,
        zoneId,
        direction,
        result: denied ? 'DENIED' : 'ADMITTED',
        reason: denied ? 'no_right' : null,
        holderType: 'ATTENDEE',
        holderId,
        deviceId: `d${Math.floor(next() * 4)}`,
        nonce: `pk-${++seq}`,
        delta,
      });
    }
    for (let i = 0; i < rows.length; i += 300) await t.db.getRepository(Scan).insert(rows.slice(i, i + 300));
    // Written around the gate: no tallies, so the report counts them from the log first.
    expect(await check(eventId)).toEqual({ logged: 1500, tallied: 0 });
    // No limit on the minutes read: the peaks come from the minutes' bounds, never from the log's own statement.
    const unlimited = { stretches: Infinity, moves: Infinity };
    const fromTallies = sorted(await figuresFromTallies(t.db, eventId, everyone(eventId), unlimited));
    expect(await check(eventId)).toEqual({ logged: 1500, tallied: 1500 });
    const fromLog = sorted(await figuresFromLog(t.db, everyone(eventId)));
    expect(fromTallies).toEqual(fromLog);
    // Past the limits the log's statement answers: the same figures.
    expect(sorted(await figuresFromTallies(t.db, eventId, everyone(eventId), { stretches: 0, moves: 0 }))).toEqual(fromLog);
    expect(fromLog.peaks).toHaveLength(3);
    // A scan written around the gate later is counted too.
    await t.db
      .getRepository(Scan)
      .insert({ ...rows[0], id: undefined, nonce: `pk-${++seq}`, result: 'DENIED', reason: 'no_right', delta: 0 });
    expect(sorted(await figuresFromTallies(t.db, eventId, everyone(eventId)))).toEqual(
      sorted(await figuresFromLog(t.db, everyone(eventId))),
    );
    expect(await check(eventId)).toEqual({ logged: 1501, tallied: 1501 });
  });

  it('shows the scans of an operator deleted since under no one, as the log does', async () => {
    const eventId = (await createEvent(admin)).id;
    const zone = (
      await admin
        .post(`/api/events/${eventId}/zones`)
        .send({ name_it: 'Varco', code: `OP${eventId}` })
        .expect(201)
    ).body.id;
    const [holder] = (
      await t.db
        .getRepository(Attendee)
        .insert([{ uuid: randomUUID(), eventId, attendeeCode: `O${eventId}`, firstName: 'N', lastName: 'C' }])
    ).identifiers.map((r) => Number(r.id));
    const user = await userWithRole(t, admin, eventId, 'USER');
    const scan = (userId: number | null, direction: 'IN' | 'OUT', delta: number, minute: number) => ({
      eventId,
      zoneId: zone,
      direction,
      result: 'ADMITTED' as const,
      holderType: 'ATTENDEE' as const,
      holderId: holder,
      deviceId: 'desk',
      nonce: `op-${++seq}`,
      userId,
      delta,
      scannedAt: new Date(Date.UTC(2026, 4, 4, 9, minute)),
    });
    await t.db.getRepository(Scan).insert([scan(user.id, 'IN', 1, 0), scan(user.id, 'OUT', -1, 5), scan(null, 'IN', 1, 10)]);
    const operators = async () =>
      ((await admin.get(`/api/events/${eventId}/reports/gate`).expect(200)).body as GateReportDto).by_operator.map((b) => [b.key, b.count]);
    expect(await operators()).toEqual([
      [user.id, 2],
      [null, 1],
    ]);
    await t.db.getRepository(User).delete(user.id);
    // The log's user_id is now NULL; the tallies still hold the id, and the count did not change.
    expect(await check(eventId)).toEqual({ logged: 3, tallied: 3 });
    expect(await operators()).toEqual([[null, 3]]);
  });
});
