import {
  gateDecision,
  type ScanDenial,
  type ScanDirection,
  type ScanDto,
  type ScanInput,
  type ScanResult,
  type ZoneDto,
} from '@eventdesk/shared';
import { actingUserId, type EventContext } from '../../platform/access/request-context';
import { isDuplicateKey } from '../../platform/common/db-errors';
import type { DriverSql, SqlStatement } from '../../platform/database/driver-sql';
import { tallyStatements } from './scan-tallies';
import {
  ENTER_SQL,
  GIVE_BACK_SQL,
  holderLockSql,
  INSERT_SCAN_SQL,
  INSIDE_SQL,
  LEAVE_SQL,
  occupancyLockSql,
  PARENTS_SQL,
  PRINT_REFUSED_SQL,
  PRINT_SQL,
  BADGE_DELIVERED_SQL,
  TAKE_SQL,
} from './gate-sql';
import type { GateHolder } from './gate-holder';

/*
 * The write transaction of a scan (out of scans.service.ts, issue 25 item 4): the places taken or given
 * back, the log row, the exits an entry implies and the badge print. What to write was decided before,
 * outside the transaction (ScansService.record, with shared gate-decision.ts).
 */

/** A zone as the gate decides on it (gate-sql.ts ZONE_SQL); `counted`: its occupancy row exists. */
export interface GateZone {
  id: number;
  eventId: number;
  capacity: number | null;
  antiPassback: boolean;
  active: boolean;
  windows: ZoneDto['windows'];
  counted: boolean;
}

interface OccupancyRow {
  zone_id: number;
  inside: number;
}

/** A scan as recorded: online (with a supervisor's override note) or from an offline queue (without). */
export type GateScanInput = Omit<ScanInput, 'override_note'> & { override_note?: string | null };

/** What the reads before the write transaction decided. */
export interface Decided {
  zone: GateZone;
  input: GateScanInput;
  at: Date;
  holder: GateHolder | null;
  reason: ScanDenial | null;
  forced: boolean;
  conflict: ScanDenial | null;
  offline: boolean;
  version: number;
  /** A supervisor's reason to admit anyway: the refusal is logged as overridden, not as a conflict. */
  override: string | null;
}

/**
 * A holder's place taken or given back: the zone's count after it, the other zones an entry leaves
 * (with their counts), and the writes that do it (sent with the log row: their results decide nothing).
 */
interface Place {
  reason: ScanDenial | null;
  /** An offline entry let in past the zone's capacity: `zone_full`, the scan's conflict (issue 26). */
  conflict: ScanDenial | null;
  delta: number;
  inside: number | null;
  leaving: { zoneId: number; inside: number }[];
  writes: SqlStatement[];
}

const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * The write transaction of a scan: an admitted IN or OUT takes or gives back the holder's place in
 * the zone (`zone_presence`) and in its occupancy; then the log row, whose nonce is unique (a retry
 * fails there and is rolled back whole, so nothing is counted twice); then the exits that an entry
 * implies elsewhere, and a badge print once per pass version.
 */
export async function writeScan(sql: DriverSql, ctx: EventContext, d: Decided): Promise<{ scan: ScanDto; delta: number }> {
  const { zone, input, holder } = d;
  let { reason } = d;
  let result: ScanResult = d.forced ? 'ADMITTED' : 'DENIED';
  let clash = d.conflict;
  let place: Place = { reason: null, conflict: null, delta: 0, inside: null, leaving: [], writes: [] };
  const printing = !reason && holder !== null && input.direction === 'PRINT';
  if (printing) result = 'ADMITTED';
  else if (!reason && holder) {
    place = await takePlace(sql, zone, holder, input.direction === 'OUT' ? 'OUT' : 'IN', d.at, d.forced);
    reason = place.reason;
    // A scan has one conflict: the first reason the server would have given, in the order it checks.
    if (d.forced && reason) [clash, reason] = [clash ?? reason, null];
    clash ??= place.conflict;
    result = reason ? 'DENIED' : 'ADMITTED';
  }
  // Admitted anyway: what the server refused is the override's, not a conflict.
  const overridden = d.override ? clash : null;
  if (d.override) clash = null;
  const note = overridden ? d.override : null;
  // The count after the scan; a scan that moved nobody logs it as it stands (read with the holder).
  const inside =
    place.inside ??
    (holder ? Number(holder.row.inside ?? 0) : Number((await sql.rows<{ inside: number }>(INSIDE_SQL, [zone.id]))[0]?.inside ?? 0));
  // Stored to the second on MySQL (DATETIME): the answer says what the log will say.
  const scannedAt = sql.mysql ? toSecond(d.at) : d.at;
  const createdAt = toSecond(new Date());
  const row = (
    zoneId: number,
    direction: ScanDirection,
    nonce: string,
    values: {
      result: ScanResult;
      reason: ScanDenial | null;
      inside: number;
      delta: number;
      conflict: ScanDenial | null;
      overridden?: ScanDenial | null;
      note?: string | null;
    },
  ) => [
    ctx.eventId,
    zoneId,
    direction,
    values.result,
    values.reason,
    holder?.type ?? null,
    holder?.id ?? null,
    holder?.companyId ?? null,
    input.device_id,
    nonce,
    actingUserId(ctx),
    scannedAt,
    values.inside,
    values.delta,
    d.offline,
    values.conflict,
    values.overridden ?? null,
    values.note ?? null,
    createdAt,
  ];
  // An attendee's scan in the report's tallies (scan-tallies.ts), with its final result: a print's after the print.
  const tally = (zoneId: number, direction: ScanDirection, r: ScanResult, why: string | null, delta: number): SqlStatement[] =>
    holder?.type === 'ATTENDEE'
      ? tallyStatements(sql.mysql, {
          eventId: ctx.eventId,
          zoneId,
          at: scannedAt,
          direction,
          result: r,
          reason: why,
          deviceId: input.device_id,
          userId: actingUserId(ctx),
          delta,
        })
      : [];
  // The place taken or given back, the tallies and the log row: one round trip on MySQL, with the commit when nothing follows.
  const changes = await sql.batch(
    [
      ...place.writes,
      ...(printing ? [] : tally(zone.id, input.direction, result, reason, place.delta)),
      [
        INSERT_SCAN_SQL,
        row(zone.id, input.direction, input.nonce, { result, reason, inside, delta: place.delta, conflict: clash, overridden, note }),
      ],
    ],
    !printing && !(place.delta > 0 && place.leaving.length),
  );
  const id = changes[changes.length - 1].insertId;
  if (printing) {
    const refused = await print(sql, ctx.eventId, id, holder, d.version, scannedAt);
    if (refused) {
      if (d.forced) clash ??= refused;
      else [result, reason] = ['DENIED', refused];
      await sql.run(PRINT_REFUSED_SQL, [result, reason, clash, id]);
    }
    await sql.batch(tally(zone.id, input.direction, result, reason, 0));
  }
  // Entering a zone is leaving the sibling zones the holder was in (anti-passback): logged as exits of the same device.
  if (place.delta > 0)
    for (const other of place.leaving) {
      if (!(await sql.run(LEAVE_SQL, [other.zoneId, holder!.type, holder!.id])).affected) continue;
      await sql.run(GIVE_BACK_SQL, [other.zoneId]);
      const left = { result: 'ADMITTED' as const, reason: null, inside: Math.max(0, other.inside - 1), delta: -1, conflict: null };
      await sql.batch([
        ...tally(other.zoneId, 'OUT', 'ADMITTED', null, -1),
        [INSERT_SCAN_SQL, row(other.zoneId, 'OUT', `move-${id}-${other.zoneId}`, left)],
      ]);
    }
  return {
    delta: place.delta,
    scan: {
      id,
      event_id: ctx.eventId,
      zone_id: zone.id,
      direction: input.direction,
      result,
      reason,
      holder: holder?.card ?? null,
      device_id: input.device_id,
      nonce: input.nonce,
      user_id: actingUserId(ctx),
      operator: ctx.device ? ctx.device.name : ctx.user.name || ctx.user.email,
      scanned_at: scannedAt.toISOString(),
      inside,
      offline: d.offline,
      conflict: clash,
      overridden,
      override_note: note,
      created_at: createdAt.toISOString(),
    },
  };
}

/**
 * Takes or gives back the holder's place in the zone and in its occupancy: the holder's row first
 * (its scans wait for each other), then the occupancy rows in zone order, so no two scans deadlock.
 * An entry refused says why; forced (offline): past the capacity, which is its conflict.
 */
async function takePlace(
  sql: DriverSql,
  zone: GateZone,
  holder: GateHolder,
  direction: 'IN' | 'OUT',
  at: Date,
  forced: boolean,
): Promise<Place> {
  const inZones = (await sql.rows<{ zone_id: number | null }>(holderLockSql(holder.type, sql.mysql), [holder.id])).flatMap((r) =>
    r.zone_id === null ? [] : [Number(r.zone_id)],
  );
  const here = inZones.includes(zone.id);
  const nothing: Place = { reason: null, conflict: null, delta: 0, inside: null, leaving: [], writes: [] };
  if (direction === 'OUT') {
    // An OUT of someone not inside is admitted and changes nothing.
    if (!here) return nothing;
    const [count] = await sql.rows<OccupancyRow>(occupancyLockSql(1, sql.mysql), [zone.id]);
    return {
      ...nothing,
      delta: -1,
      inside: Math.max(0, Number(count?.inside ?? 1) - 1),
      writes: [
        [LEAVE_SQL, [zone.id, holder.type, holder.id]],
        [GIVE_BACK_SQL, [zone.id]],
      ],
    };
  }
  // The gate's decision on what only the lock tells: presence and capacity (the other facts were decided before).
  const decide = (inside: boolean, full: boolean) =>
    gateDecision({ direction: 'IN', holderType: holder.type, pending: false, inside, full, antiPassback: zone.antiPassback });
  // Inside already: with anti-passback a second entry is refused; without, it is let in and not counted twice.
  if (here) return { ...nothing, reason: decide(true, false) };
  const leaving = zone.antiPassback ? await zonesLeft(sql, zone, inZones) : [];
  const ids = [zone.id, ...leaving].sort((a, b) => a - b);
  const counts = new Map(
    (await sql.rows<OccupancyRow>(occupancyLockSql(ids.length, sql.mysql), ids)).map((r) => [Number(r.zone_id), Number(r.inside)]),
  );
  const before = counts.get(zone.id) ?? 0;
  const full = zone.capacity !== null && before >= zone.capacity;
  if (full && !forced) return { ...nothing, reason: decide(false, true), inside: before };
  // The holder's row is locked and its zones read: the presence cannot be there already.
  return {
    reason: null,
    conflict: full ? 'zone_full' : null,
    delta: 1,
    inside: before + 1,
    leaving: leaving.map((id) => ({ zoneId: id, inside: counts.get(id) ?? 0 })),
    writes: [
      [ENTER_SQL, [zone.eventId, zone.id, holder.type, holder.id, at]],
      [TAKE_SQL, [zone.id]],
    ],
  };
}

/**
 * The zones an entry into `zone` takes the holder out of: where it is inside now, except the zone
 * itself and the zones around it (entering the pit lane is not leaving the paddock it lies in).
 */
async function zonesLeft(sql: DriverSql, zone: GateZone, inZones: number[]): Promise<number[]> {
  const others = inZones.filter((id) => id !== zone.id);
  if (!others.length) return [];
  const parents = new Map(
    (await sql.rows<{ id: number; parent_id: number | null }>(PARENTS_SQL, [zone.eventId])).map((z) => [
      Number(z.id),
      z.parent_id === null ? null : Number(z.parent_id),
    ]),
  );
  const around = new Set<number>();
  for (let p = parents.get(zone.id) ?? null; p !== null && !around.has(p); p = parents.get(p) ?? null) around.add(p);
  return others.filter((id) => !around.has(id));
}

/** Prints the pass version's badge once: the reason it was printed already, else null. */
async function print(
  sql: DriverSql,
  eventId: number,
  scanId: number,
  holder: GateHolder,
  version: number,
  at: Date,
): Promise<ScanDenial | null> {
  try {
    await sql.run(PRINT_SQL, [eventId, holder.type, holder.id, version, scanId, at]);
    if (holder.type === 'ATTENDEE') await sql.run(BADGE_DELIVERED_SQL, [at, holder.id]);
    return null;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return 'already_printed';
  }
}
