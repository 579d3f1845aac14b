import { DataSource } from 'typeorm';
import { rebuildScanTallies, TALLY_CHECK_SQL } from '../../gate/scans/scan-tallies';
import { isMysql, readStatement, storedDate } from '../../platform/database/driver-sql';
import { driverTransaction } from '../../platform/database/write-transaction';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import { aggregateOver, num } from '../registrations/report-query';

type Row = Record<string, unknown>;

/** The gate report's scan figures, from the log or from the tallies: the same numbers either way. */
export interface ScanFigures {
  /** Attendees with an admitted entry. */
  entered: number;
  /** Admitted entries per zone and 15-minute slot (`YYYY-MM-DDTHH:MM`). */
  checkIns: { zone_id: number; slot: string; n: number }[];
  /** Scans per result, reason, device and operator (null: none). */
  kinds: { result: string; reason: string | null; device: string; user_id: number | null; n: number }[];
  /** Each zone's most attendees inside at once, and the first moment (ISO) it was reached. */
  peaks: { zone_id: number; inside: number; moment: string }[];
}

/** An admitted entry. */
const ENTRY = "scan.result = 'ADMITTED' AND scan.direction = 'IN'";

/** MariaDB's `TO_SECONDS` of 1970-01-01 00:00:00. */
const EPOCH_TO_SECONDS = 62_167_219_200;

/** A stored time as ISO 8601 UTC. */
export const isoTime = (value: unknown): string => storedDate(value).toISOString();

/** The 15-minute slot, `YYYY-MM-DDTHH:MM`, of an ISO time. */
const slotOfIso = (iso: string) => `${iso.slice(0, 14)}${String(Math.floor(Number(iso.slice(14, 16)) / 15) * 15).padStart(2, '0')}`;

/** A 15-minute slot's start, `YYYY-MM-DDTHH:MM`, from its hour (`YYYY-MM-DD HH`) and quarter (SQLite's grouping). */
export const slotOf = (h: unknown, q: unknown) => `${String(h).replace(' ', 'T')}:${String(num(q) * 15).padStart(2, '0')}`;

/** A 15-minute slot's start from its number (MariaDB: `TO_SECONDS(time) DIV 900`). */
const slotOfSeconds = (slot: unknown) => new Date((num(slot) * 900 - EPOCH_TO_SECONDS) * 1000).toISOString().slice(0, 16);

const kindOf = (r: Row) => ({
  result: String(r.result),
  reason: r.reason === null || r.reason === undefined || r.reason === '' ? null : String(r.reason),
  device: String(r.device),
  user_id: r.user_id === null || r.user_id === undefined || num(r.user_id) === 0 ? null : num(r.user_id),
  n: num(r.n),
});

/**
 * The figures of some attendees' scans (`scans`: the report's attendees, report-query.ts), each one aggregate
 * statement over the log's covering indexes: who came in; entries per zone and slot; every scan by result, reason,
 * device and operator; the occupancy peaks.
 */
export async function figuresFromLog(db: DataSource, scans: SqlCondition): Promise<ScanFigures> {
  const over = (select: string, rest: string) => aggregateOver<Row>(db, 'scans scan', scans, select, rest);
  const [came, slots, kinds, peaks] = await Promise.all([
    over('COUNT(DISTINCT scan.holder_id) AS n', `AND ${ENTRY}`),
    entriesPerSlot(db, scans),
    over(
      'scan.result AS result, scan.reason AS reason, scan.device_id AS device, scan.user_id AS user_id, COUNT(*) AS n',
      'GROUP BY scan.result, scan.reason, scan.device_id, scan.user_id',
    ),
    peaksFromLog(db, scans),
  ]);
  return {
    entered: num(came[0]?.n),
    checkIns: slots.map((r) => ({
      zone_id: num(r.zone_id),
      slot: isMysql(db) ? slotOfSeconds(r.s) : slotOf(r.h, r.q),
      n: num(r.n),
    })),
    kinds: kinds.map(kindOf),
    peaks,
  };
}

/**
 * The admitted entries per zone and 15-minute slot. Grouping by a date function of every entry is most of the
 * cost (250,000 entries at the bench's event), so each engine groups by its cheapest key: MariaDB by the slot's
 * number (`TO_SECONDS(…) DIV 900`: 185 → 100 ms), SQLite by the minute (a text prefix) and then the minutes by
 * slot (90 → 71 ms).
 */
function entriesPerSlot(db: DataSource, scans: SqlCondition): Promise<Row[]> {
  if (isMysql(db))
    return aggregateOver<Row>(
      db,
      'scans scan',
      scans,
      'scan.zone_id AS zone_id, TO_SECONDS(scan.scanned_at) DIV 900 AS s, COUNT(*) AS n',
      `AND ${ENTRY} GROUP BY scan.zone_id, s`,
    );
  return readStatement(
    db,
    `SELECT zone_id, substr(m, 1, 13) AS h, CAST(substr(m, 15, 2) AS INTEGER) / 15 AS q, SUM(n) AS n FROM (
       SELECT scan.zone_id AS zone_id, substr(scan.scanned_at, 1, 16) AS m, COUNT(*) AS n FROM scans scan
       WHERE ${scans.sql} AND ${ENTRY} GROUP BY scan.zone_id, m
     ) minutes GROUP BY zone_id, h, q`,
  ).rows<Row>(scans.params);
}

/**
 * The most of the report's attendees inside each zone at once, and the first moment it was reached (zones
 * never entered have none). Each scan carries what it did to its zone's count as the gate counted it
 * (`delta`, scan-writer.ts: +1 for an admitted entry of someone outside, −1 for an admitted exit of someone
 * inside, 0 for the rest), and one holder's deltas add up to whether they are inside: so the report's attendees'
 * count after each moment is the running sum of their deltas per zone in time order, and the peak its largest
 * value, ranked among the entries only (a count grows at an entry). A moment's exits are summed before its
 * entries (`ORDER BY moment, d`, row by row): its last entry then carries the count after the whole moment and
 * no row of it counts more (an exit and an entry at the same second are not two people at once), without the
 * peer groups a RANGE frame compares (262 → 248 ms on SQLite). `IDX_scans_moves` gives the scans in that order
 * with their delta (SQLite sums them without a sort); the ranking sorts the entries (docs/decisions.md).
 */
async function peaksFromLog(db: DataSource, scans: SqlCondition): Promise<ScanFigures['peaks']> {
  const rows = await readStatement(
    db,
    `SELECT zone_id, inside, moment FROM (
       SELECT zone_id, inside, moment, ROW_NUMBER() OVER (PARTITION BY zone_id ORDER BY inside DESC, moment) AS r FROM (
         SELECT zone_id, moment, d, SUM(d) OVER (PARTITION BY zone_id ORDER BY moment, d ROWS UNBOUNDED PRECEDING) AS inside FROM (
           SELECT scan.zone_id AS zone_id, scan.scanned_at AS moment, scan.delta AS d FROM scans scan WHERE ${scans.sql} AND scan.delta <> 0
         ) moves
       ) running WHERE d > 0
     ) ranked WHERE r = 1 AND inside > 0`,
  ).rows<Row>(scans.params);
  return rows.map((r) => ({ zone_id: num(r.zone_id), inside: num(r.inside), moment: isoTime(r.moment) }));
}

/**
 * More stretches of the log than this to read for the peaks, or more moves in them: the whole log's statement
 * instead (the moves read stay few whatever the event: a report never loads the log).
 */
export interface PeakLimits {
  stretches: number;
  moves: number;
}
const PEAK_LIMITS: PeakLimits = { stretches: 60, moves: 20_000 };

/**
 * The whole event's figures (every attendee, no filter) from the tallies the gate keeps in each scan's transaction
 * (gate/scans/scan-tallies.ts): entries per slot and scan kinds read from a few thousand rows instead of half a
 * million; who came in still from the log (a count of distinct holders does not add up). The peaks from the
 * minutes' bounds: a zone's count at each minute's start is the sum of the minutes before, it cannot pass that
 * plus the minute's `ups` inside the minute, and it reached each minute's end count; so only the minutes whose
 * bound reaches the highest end count can hold the peak, and only they are read from the log, in time order,
 * from their exact start count — the figure and its first moment are the log's statement's. When the tallies do
 * not add up to the log (scans written around the gate's writer), they are counted again from it first.
 */
export async function figuresFromTallies(
  db: DataSource,
  eventId: number,
  scans: SqlCondition,
  limits: PeakLimits = PEAK_LIMITS,
): Promise<ScanFigures> {
  const tallies = () =>
    Promise.all([
      readStatement(
        db,
        'SELECT zone_id, minute, entries, net, ups FROM scan_minutes WHERE event_id = ? ORDER BY zone_id, minute',
      ).rows<Row>([eventId]),
      readStatement(db, 'SELECT result, reason, device_id AS device, user_id, n FROM scan_kinds WHERE event_id = ?').rows<Row>([eventId]),
    ]);
  // The check beside the reads (MariaDB runs them on the pool's connections at once); read again after a rebuild.
  const [[check], came, read] = await Promise.all([
    readStatement(db, TALLY_CHECK_SQL).rows<Row>([eventId, eventId]),
    aggregateOver<Row>(db, 'scans scan', scans, 'COUNT(DISTINCT scan.holder_id) AS n', `AND ${ENTRY}`),
    tallies(),
  ]);
  let [minutes, kinds] = read;
  if (num(check?.logged) !== num(check?.tallied)) {
    await driverTransaction(db, (sql) => rebuildScanTallies(sql, eventId));
    [minutes, kinds] = await tallies();
  }
  const slots = new Map<string, { zone_id: number; slot: string; n: number }>();
  const zones = new Map<number, { at: Date; start: number; net: number; ups: number }[]>();
  for (const r of minutes) {
    const zone = num(r.zone_id);
    const iso = isoTime(r.minute);
    if (num(r.entries) > 0) {
      const slot = slotOfIso(iso);
      const key = `${zone}|${slot}`;
      const bar = slots.get(key) ?? { zone_id: zone, slot, n: 0 };
      bar.n += num(r.entries);
      slots.set(key, bar);
    }
    const list = zones.get(zone) ?? [];
    list.push({ at: new Date(iso), start: 0, net: num(r.net), ups: num(r.ups) });
    zones.set(zone, list);
  }
  return {
    entered: num(came[0]?.n),
    checkIns: [...slots.values()],
    kinds: kinds.filter((r) => num(r.n) > 0).map(kindOf),
    peaks: (await peaksFromMinutes(db, eventId, zones, limits)) ?? (await peaksFromLog(db, scans)),
  };
}

/** The peaks of figuresFromTallies: the minutes that may hold a zone's peak, read from the log; null past the limits. */
async function peaksFromMinutes(
  db: DataSource,
  eventId: number,
  zones: Map<number, { at: Date; start: number; net: number; ups: number }[]>,
  limits: PeakLimits,
): Promise<ScanFigures['peaks'] | null> {
  // Per zone, the runs of consecutive candidate minutes, each with the count at its start.
  const stretches: { zone: number; from: Date; to: Date; start: number }[] = [];
  // The moves in them: a minute's entries that added someone (`ups`) and its exits that took someone out (ups − net).
  let moves = 0;
  for (const [zone, list] of zones) {
    let count = 0;
    let reached = 1;
    for (const m of list) {
      m.start = count;
      count += m.net;
      reached = Math.max(reached, count);
    }
    for (const m of list) {
      if (m.ups === 0 || m.start + m.ups < reached) continue;
      moves += 2 * m.ups - m.net;
      const last = stretches[stretches.length - 1];
      const to = new Date(m.at.getTime() + 60_000);
      if (last && last.zone === zone && last.to.getTime() === m.at.getTime()) last.to = to;
      else stretches.push({ zone, from: m.at, to, start: m.start });
    }
  }
  if (stretches.length > limits.stretches || moves > limits.moves) return null;
  const read = readStatement(
    db,
    "SELECT scan.scanned_at AS moment, scan.delta AS d FROM scans scan WHERE scan.event_id = ? AND scan.holder_type = 'ATTENDEE'" +
      ' AND scan.zone_id = ? AND scan.scanned_at >= ? AND scan.scanned_at < ? AND scan.delta <> 0 ORDER BY scan.scanned_at, scan.delta',
  );
  const rows = await Promise.all(stretches.map((s) => read.rows<Row>([eventId, s.zone, s.from, s.to])));
  const best = new Map<number, { inside: number; moment: string }>();
  stretches.forEach((s, i) => {
    let count = s.start;
    for (const move of rows[i]!) {
      count += num(move.d);
      const top = best.get(s.zone);
      if (num(move.d) > 0 && count > 0 && (!top || count > top.inside)) best.set(s.zone, { inside: count, moment: isoTime(move.moment) });
    }
  });
  return [...best].map(([zone_id, top]) => ({ zone_id, ...top }));
}
