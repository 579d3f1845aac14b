import type { PassHolderType } from '@eventdesk/shared';
import type { SqlValue } from '../../platform/database/driver-sql';

/**
 * The statements of a scan at a gate (issue 14), fixed text sent straight to the driver
 * (database/driver-sql.ts): the gate is the one path where the query builder and the entities cost
 * more than the database. The tables and columns are the entities' (scan.entities.ts, Zone, Attendee,
 * Vehicle, AccessRight, ZoneDefault, ZoneTicket, Order, OrderLine, PassVersion, EventCompany,
 * AttendeeCategory); the scans API tests run every one of them on SQLite and MariaDB.
 */

/** The holder as a scan needs it, one read: its state, pass version, rights in the zone at that moment, the payment rule, its card. */
export interface GateHolderRow {
  id: number;
  pending: number | boolean;
  papers: string | null;
  payment: string | null;
  company_id: number | null;
  /** The attendee's category (null for a vehicle). */
  category_id: number | null;
  version: number | null;
  right_now: unknown;
  right_any: unknown;
  by_default: unknown;
  /** The zone has a payment rule (ticket products); the holder's category is exempt; the holder has a paid ticket of the zone. */
  ticket_rule: unknown;
  ticket_exempt: unknown;
  ticket_paid: unknown;
  first_name: string | null;
  last_name: string | null;
  code: string | null;
  company: string | null;
  category: string | null;
  /** The zone's count as it stands (the log row of a scan that moves nobody). */
  inside: number | null;
}

/**
 * The holder's rights in the zone, found by zone and holder (index `IDX_access_rights_zone_attendee`,
 * `…_vehicle`). No condition on the event: the zone and the holder are the event's already, and one
 * would let a planner take the event's index and read all its rights.
 */
const rights = (column: string) =>
  `EXISTS (SELECT 1 FROM access_rights r WHERE r.zone_id = ? AND r.${column} = h.id` +
  ` AND (r.valid_from IS NULL OR r.valid_from <= ?) AND (r.valid_to IS NULL OR r.valid_to >= ?)) AS right_now,` +
  ` EXISTS (SELECT 1 FROM access_rights r WHERE r.zone_id = ? AND r.${column} = h.id) AS right_any`;
const version = (type: PassHolderType) =>
  `(SELECT v.version FROM pass_versions v WHERE v.event_id = h.event_id AND v.holder_type = '${type}' AND v.holder_id = h.id) AS version`;

const inside = ' (SELECT o.inside FROM zone_occupancy o WHERE o.zone_id = ?) AS inside,';

/**
 * The zone's payment rule for an attendee (issue 29 item 1): whether the zone has ticket products,
 * whether the attendee's category is exempt, whether a placed, paid order of theirs holds one of them.
 */
const tickets =
  ' EXISTS (SELECT 1 FROM zone_tickets t WHERE t.zone_id = ? AND t.product_id IS NOT NULL) AS ticket_rule,' +
  ' EXISTS (SELECT 1 FROM zone_tickets t WHERE t.zone_id = ? AND t.attendee_category_id = h.event_attendee_category_id) AS ticket_exempt,' +
  " EXISTS (SELECT 1 FROM orders o INNER JOIN order_lines l ON l.order_id = o.id INNER JOIN zone_tickets t ON t.product_id = l.product_id" +
  " WHERE t.zone_id = ? AND o.event_id = h.event_id AND o.attendee_id = h.id AND o.payment_status = 'PAID' AND o.status = 'PLACED') AS ticket_paid";

/** The parameters of HOLDER_SQL[type], in order. */
export function holderParams(type: PassHolderType, zoneId: number, at: Date | string, holderId: number, eventId: number): SqlValue[] {
  return [zoneId, at, at, zoneId, zoneId, zoneId, ...(type === 'ATTENDEE' ? [zoneId, zoneId, zoneId] : []), holderId, eventId];
}

/** Parameters: holderParams. */
export const HOLDER_SQL: Record<PassHolderType, string> = {
  ATTENDEE:
    'SELECT h.id, h.pending, h.documentation_status AS papers, h.payment_status AS payment, h.event_company_id AS company_id,' +
    ' h.event_attendee_category_id AS category_id,' +
    ' h.first_name, h.last_name, h.attendee_code AS code, c.name AS company, k.name AS category, ' +
    `${version('ATTENDEE')}, ${rights('attendee_id')},` +
    ' EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = ? AND d.attendee_category_id = h.event_attendee_category_id) AS by_default,' +
    inside +
    tickets +
    ' FROM attendees h LEFT JOIN event_companies c ON c.id = h.event_company_id' +
    ' LEFT JOIN attendee_categories k ON k.id = h.event_attendee_category_id WHERE h.id = ? AND h.event_id = ?',
  VEHICLE:
    'SELECT h.id, h.pending, h.documentation_status AS papers, NULL AS payment, h.event_company_id AS company_id, NULL AS category_id,' +
    ' NULL AS first_name, NULL AS last_name, h.plate AS code, c.name AS company, h.type AS category, ' +
    `${version('VEHICLE')}, ${rights('vehicle_id')},` +
    ' EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = ? AND d.vehicle_type = h.type) AS by_default,' +
    inside +
    ' 0 AS ticket_rule, 0 AS ticket_exempt, 0 AS ticket_paid' +
    ' FROM vehicles h LEFT JOIN event_companies c ON c.id = h.event_company_id WHERE h.id = ? AND h.event_id = ?',
};

/** A holder's pass version when the holder itself is gone (revoked or unknown). Parameters: event, type, id. */
export const VERSION_SQL = 'SELECT version FROM pass_versions WHERE event_id = ? AND holder_type = ? AND holder_id = ?';

/** A zone as the gate needs it, and whether its occupancy row exists. Parameter: zone. */
export const ZONE_SQL =
  'SELECT z.id, z.event_id, z.capacity, z.anti_passback, z.active, z.windows, o.zone_id AS counted' +
  ' FROM zones z LEFT JOIN zone_occupancy o ON o.zone_id = z.id WHERE z.id = ?';

/** Whether the holder is inside the zone now. Parameters: zone, type, holder. */
export const PRESENT_SQL = 'SELECT COUNT(*) AS n FROM zone_presence WHERE zone_id = ? AND holder_type = ? AND holder_id = ?';

export const PARENTS_SQL = 'SELECT id, parent_id FROM zones WHERE event_id = ?';

/** The answer already given to a device's nonce. Parameters: event, device, nonce. */
export const NONCE_SQL = 'SELECT id FROM scans WHERE event_id = ? AND device_id = ? AND nonce = ?';

/**
 * The holder's row locked, with the zones it is inside (their rows locked too): a holder's scans wait
 * for each other here, before any occupancy row, so every scan takes its locks in the same order
 * (holder, then the zones' occupancy in id order) and none deadlocks. Parameter: holder id.
 */
export function holderLockSql(type: PassHolderType, mysql: boolean): string {
  const table = type === 'ATTENDEE' ? 'attendees' : 'vehicles';
  return (
    `SELECT p.zone_id FROM ${table} h LEFT JOIN zone_presence p ON p.event_id = h.event_id AND p.holder_type = '${type}'` +
    ` AND p.holder_id = h.id WHERE h.id = ?${mysql ? ' FOR UPDATE' : ''}`
  );
}

/** The zones' occupancy rows locked in id order, with their counts. Parameters: the zone ids. */
export function occupancyLockSql(count: number, mysql: boolean): string {
  const ids = count === 1 ? 'zone_id = ?' : `zone_id IN (${Array.from({ length: count }, () => '?').join(', ')})`;
  return `SELECT zone_id, inside FROM zone_occupancy WHERE ${ids} ORDER BY zone_id${mysql ? ' FOR UPDATE' : ''}`;
}

/** Parameters: zone, event (a second writer's insert of the same row is ignored). */
export const occupancyRowSql = (mysql: boolean) =>
  mysql
    ? 'INSERT IGNORE INTO zone_occupancy (zone_id, event_id, inside, peak) VALUES (?, ?, 0, 0)'
    : 'INSERT OR IGNORE INTO zone_occupancy (zone_id, event_id, inside, peak) VALUES (?, ?, 0, 0)';

/** Parameters: event, zone, type, holder, at. */
export const ENTER_SQL = 'INSERT INTO zone_presence (event_id, zone_id, holder_type, holder_id, entered_at) VALUES (?, ?, ?, ?, ?)';
/** Parameter: zone. The peak from the count before the entry (both engines read the old values first). */
export const TAKE_SQL =
  'UPDATE zone_occupancy SET peak = CASE WHEN inside + 1 > peak THEN inside + 1 ELSE peak END, inside = inside + 1 WHERE zone_id = ?';
/** Parameters: zone, type, holder. */
export const LEAVE_SQL = 'DELETE FROM zone_presence WHERE zone_id = ? AND holder_type = ? AND holder_id = ?';
/** Parameter: zone. */
export const GIVE_BACK_SQL = 'UPDATE zone_occupancy SET inside = inside - 1 WHERE zone_id = ? AND inside > 0';

/** The zone's count as it stands (a scan that moved nobody logs it). Parameter: zone. */
export const INSIDE_SQL = 'SELECT inside FROM zone_occupancy WHERE zone_id = ?';

/**
 * A scan's log row with its outcome (`inside`: the zone's count after the scan). Parameters: event,
 * zone, direction, result, reason, holder type, holder, company, device, nonce, user, scanned at,
 * inside, delta, offline, conflict, overridden, override note, created at.
 */
export const INSERT_SCAN_SQL =
  'INSERT INTO scans (event_id, zone_id, direction, result, reason, holder_type, holder_id, event_company_id, device_id, nonce,' +
  ' user_id, scanned_at, inside, delta, offline, conflict, overridden, override_note, created_at)' +
  ' VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** The holder's entry into the zone now: when, and the scan that let them in (its device). Parameters: zone, type, holder. */
export const FIRST_ENTRY_SQL =
  'SELECT p.entered_at, (SELECT s.device_id FROM scans s WHERE s.event_id = p.event_id AND s.zone_id = p.zone_id AND s.holder_type = p.holder_type' +
  " AND s.holder_id = p.holder_id AND s.direction = 'IN' AND s.result = 'ADMITTED' AND s.delta > 0 ORDER BY s.id DESC LIMIT 1) AS device_id" +
  ' FROM zone_presence p WHERE p.zone_id = ? AND p.holder_type = ? AND p.holder_id = ?';

/** What the attendee's open orders holding one of the zone's tickets still ask for. Parameters: zone, event, attendee. */
export const AMOUNT_DUE_SQL =
  'SELECT SUM(o.total_gross_cents) AS cents, MIN(o.currency) AS currency FROM orders o' +
  " WHERE o.status = 'PLACED' AND o.payment_status <> 'PAID' AND EXISTS (SELECT 1 FROM order_lines l INNER JOIN zone_tickets t" +
  ' ON t.product_id = l.product_id AND t.zone_id = ? WHERE l.order_id = o.id) AND o.event_id = ? AND o.attendee_id = ?';

/** A badge print once per pass version. Parameters: event, type, holder, version, scan, at. */
export const PRINT_SQL =
  'INSERT INTO pass_prints (event_id, holder_type, holder_id, version, scan_id, printed_at) VALUES (?, ?, ?, ?, ?, ?)';
/** A printed badge is a delivered one (the dashboard's "Badge consegnati", issue 29 item 17). Parameters: at, attendee. */
export const BADGE_DELIVERED_SQL = 'UPDATE attendees SET badge_delivered = 1, badge_delivered_at = ? WHERE id = ? AND badge_delivered = 0';
/** Parameters: result, reason, conflict, scan. */
export const PRINT_REFUSED_SQL = 'UPDATE scans SET result = ?, reason = ?, conflict = ? WHERE id = ?';
