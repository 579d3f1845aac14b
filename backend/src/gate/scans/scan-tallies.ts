import type { ScanDirection, ScanResult } from '@eventdesk/shared';
import type { DriverSql, SqlStatement } from '../../platform/database/driver-sql';

/*
 * The attendees' scans counted as the gate writes them (issue 28: the whole event's gate report reads these, not
 * half a million log rows). In the scan's own transaction, for an attendee's scan:
 * - `scan_minutes` (event, zone, minute): the admitted entries, the sum of the deltas (scan-writer.ts: +1 someone
 *   came in, −1 someone left) and the entries that added someone (`ups`) — the entries per 15 minutes, and the
 *   bounds of each minute's count that let the report find the occupancy peaks in a few minutes of the log;
 * - `scan_kinds` (event, result, reason, device, operator): the scans (no reason is '', no operator 0).
 * Upserts on the row's key: two scans of the same minute or kind add up, on either engine. The log stays the
 * truth: the report compares the tallies' total with the log's and rebuilds an event's rows from the log when they
 * differ (a scan written around the application, a restored backup).
 */

/** A scan as the tallies count it. */
export interface TalliedScan {
  eventId: number;
  zoneId: number;
  at: Date;
  direction: ScanDirection;
  result: ScanResult;
  reason: string | null;
  deviceId: string;
  userId: number | null;
  delta: number;
}

/** The minute a time falls in (the tallies' key, as the log's `scanned_at` is cut by the rebuild below). */
export const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

const upsert = (mysql: boolean, table: string, columns: string[], key: string[], added: string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ` +
  (mysql
    ? `ON DUPLICATE KEY UPDATE ${added.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`
    : `ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${added.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`);

const MINUTE_KEY = ['event_id', 'zone_id', 'minute'];
const KIND_KEY = ['event_id', 'result', 'reason', 'device_id', 'user_id'];
const TALLY_SQL = (mysql: boolean) => ({
  minute: upsert(mysql, 'scan_minutes', [...MINUTE_KEY, 'entries', 'net', 'ups'], MINUTE_KEY, ['entries', 'net', 'ups']),
  kind: upsert(mysql, 'scan_kinds', [...KIND_KEY, 'n'], KIND_KEY, ['n']),
});
const SQL = { mysql: TALLY_SQL(true), sqlite: TALLY_SQL(false) };

/** The two upserts that count an attendee's scan; in the writer's transaction, before the log row (lock order). */
export function tallyStatements(mysql: boolean, s: TalliedScan): SqlStatement[] {
  const sql = mysql ? SQL.mysql : SQL.sqlite;
  const entry = s.result === 'ADMITTED' && s.direction === 'IN' ? 1 : 0;
  return [
    [sql.minute, [s.eventId, s.zoneId, minuteOf(s.at), entry, s.delta, s.delta > 0 ? 1 : 0]],
    [sql.kind, [s.eventId, s.result, s.reason ?? '', s.deviceId, s.userId ?? 0, 1]],
  ];
}

/** The event's attendee scans, and the scans its tallies count: equal unless a scan was written around the writer. Parameters: event, event. */
export const TALLY_CHECK_SQL =
  "SELECT (SELECT COUNT(*) FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE') AS logged," +
  ' (SELECT COALESCE(SUM(n), 0) FROM scan_kinds WHERE event_id = ?) AS tallied';

/** The event's tallies counted again from its log, in the caller's write transaction. */
export async function rebuildScanTallies(sql: DriverSql, eventId: number): Promise<void> {
  const minute = sql.mysql ? "DATE_FORMAT(scanned_at, '%Y-%m-%d %H:%i:00')" : "substr(scanned_at, 1, 16) || ':00.000'";
  await sql.run('DELETE FROM scan_minutes WHERE event_id = ?', [eventId]);
  await sql.run('DELETE FROM scan_kinds WHERE event_id = ?', [eventId]);
  await sql.run(
    `INSERT INTO scan_minutes (event_id, zone_id, minute, entries, net, ups)
     SELECT event_id, zone_id, ${minute} AS m, SUM(CASE WHEN result = 'ADMITTED' AND direction = 'IN' THEN 1 ELSE 0 END),
       SUM(delta), SUM(CASE WHEN delta > 0 THEN 1 ELSE 0 END)
     FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' GROUP BY event_id, zone_id, m`,
    [eventId],
  );
  await sql.run(
    `INSERT INTO scan_kinds (event_id, result, reason, device_id, user_id, n)
     SELECT event_id, result, COALESCE(reason, '') AS r, device_id, COALESCE(user_id, 0) AS u, COUNT(*)
     FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' GROUP BY event_id, result, r, device_id, u`,
    [eventId],
  );
}
