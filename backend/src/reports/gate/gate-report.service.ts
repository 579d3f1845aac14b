import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GateReportDto, ReportBarDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { isMysql, readStatement } from '../../platform/database/driver-sql';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import {
  aggregate,
  aggregateOver,
  byCount,
  num,
  ofReportAttendees,
  reportAttendees,
  type ReportQuery,
} from '../registrations/report-query';

type Row = Record<string, unknown>;

/** An admitted entry. */
const ENTRY = "scan.result = 'ADMITTED' AND scan.direction = 'IN'";

/**
 * The gate report (issue 28): the scans of the report's attendees (report-query.ts: the caller's row scope
 * and the filters), each figure one aggregate statement (COUNT … GROUP BY) on the scans' indexes.
 */
@Injectable()
export class GateReportService {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<GateReportDto> {
    const { where, everyone } = await reportAttendees(this.db, ctx, query);
    // The report's attendees' scans. Every attendee of the event (no row scope, no filter): the event's
    // attendee scans, counted from the covering indexes alone (IDX_scans_entries, IDX_scans_kinds); else
    // those of the report's attendees, each holder tested against their list.
    const ofAttendees = everyone
      ? { sql: 'scan.event_id = ?', params: [ctx.eventId] }
      : ofReportAttendees('scan', 'scan.holder_id', ctx.eventId, where);
    const scans: SqlCondition = { sql: `scan.holder_type = 'ATTENDEE' AND ${ofAttendees.sql}`, params: ofAttendees.params };
    // Three passes over the report's attendees' scans: who came in; entries per zone and 15-minute slot (the
    // slot's hour and quarter as grouped columns: no date function per row); and every scan by result, reason,
    // device and operator, folded below. Zone and operator names are read for the ids found.
    const [people, came, checkIns, kinds] = await Promise.all([
      aggregate<Row>(this.db, where, 'COUNT(*) AS registered'),
      this.scans(scans, 'COUNT(DISTINCT scan.holder_id) AS n', `AND ${ENTRY}`),
      this.scans(
        scans,
        `scan.zone_id AS zone_id, ${this.hour()} AS h, ${this.quarter()} AS q, COUNT(*) AS n`,
        `AND ${ENTRY} GROUP BY scan.zone_id, h, q`,
      ),
      this.scans(
        scans,
        'scan.result AS result, scan.reason AS reason, scan.device_id AS device, scan.user_id AS user_id, COUNT(*) AS n',
        'GROUP BY scan.result, scan.reason, scan.device_id, scan.user_id',
      ),
    ]);
    const registered = num(people[0]?.registered);
    const entered = num(came[0]?.n);
    const zoneIds = [...new Set(checkIns.map((r) => num(r.zone_id)))];
    const userIds = [
      ...new Set(
        kinds
          .map((r) => r.user_id)
          .filter((id) => id !== null && id !== undefined)
          .map(num),
      ),
    ];
    const [zoneRows, userRows] = await Promise.all([
      this.named('zones', zoneIds, ctx.lang === 'en' ? 'COALESCE(name_en, name_it)' : 'name_it'),
      this.named('users', userIds, 'name'),
    ]);
    const check_ins = checkIns
      .map((r) => ({
        zone_id: num(r.zone_id),
        zone: String(zoneRows.get(num(r.zone_id)) ?? ''),
        slot: `${String(r.h).replace(' ', 'T')}:${String(num(r.q) * 15).padStart(2, '0')}`,
        count: num(r.n),
      }))
      .sort((x, y) => x.slot.localeCompare(y.slot) || x.zone_id - y.zone_id);
    // The zones' totals add up the slots' counts (already grouped by the database).
    const zones = new Map<number, ReportBarDto>();
    for (const c of check_ins) {
      const bar = zones.get(c.zone_id) ?? { key: c.zone_id, label: c.zone, count: 0 };
      bar.count += c.count;
      zones.set(c.zone_id, bar);
    }
    const tally = (pick: (r: Row) => unknown, rows: Row[] = kinds): Row[] => {
      const counts = new Map<unknown, number>();
      for (const r of rows) counts.set(pick(r) ?? null, (counts.get(pick(r) ?? null) ?? 0) + num(r.n));
      return [...counts].map(([k, n]) => ({ k, n, label: k === null ? null : (userRows.get(num(k)) ?? null) }));
    };
    const denials = tally(
      (r) => r.reason,
      kinds.filter((r) => r.result === 'DENIED'),
    );
    const devices = tally((r) => r.device);
    const operators = tally((r) => (r.user_id === null || r.user_id === undefined ? null : num(r.user_id)));
    const bars = (rows: Row[], label = false): ReportBarDto[] =>
      rows
        .map((r) => ({
          key: r.k === null ? null : typeof r.k === 'number' ? r.k : String(r.k),
          label: label && r.k !== null ? String(r.label) : null,
          count: num(r.n),
        }))
        .sort(byCount);
    return {
      registered,
      entered,
      no_shows: registered - entered,
      check_ins,
      by_zone: [...zones.values()].sort(byCount),
      denials: bars(denials),
      by_device: bars(devices),
      by_operator: bars(operators, true).map((b) => (b.key === null ? b : { ...b, key: num(b.key) })),
      ...(await this.servicesAndCloakroom(ctx.eventId, where)),
    };
  }

  /**
   * Services consumed (units recorded in `attendee_used_services` by the service points, per service, and the
   * attendees served) and the cloakroom (hangers held now by the report's attendees, and the event's free
   * hangers): one GROUP BY statement each. The hangers keep their holder only, no history: the hangers
   * handed out and returned over time are not recorded, so they are not figures here.
   */
  private async servicesAndCloakroom(eventId: number, where: SqlCondition): Promise<Pick<GateReportDto, 'services' | 'cloakroom'>> {
    const [used, hangers] = await Promise.all([
      aggregateOver<Row>(
        this.db,
        'attendee_used_services used',
        ofReportAttendees('used', 'used.attendee_id', eventId, where),
        'used.service_id AS id, MAX(service.name_it) AS name, COUNT(*) AS n, COUNT(DISTINCT used.attendee_id) AS people',
        'GROUP BY used.service_id',
        'JOIN services service ON service.id = used.service_id',
      ),
      aggregateOver<Row>(
        this.db,
        'hangers hanger',
        // The SELECT's subquery comes before the WHERE: its parameters first.
        { sql: 'hanger.event_id = ?', params: [...where.params, eventId] },
        `COUNT(*) AS total, SUM(CASE WHEN hanger.holder_attendee_id IS NULL THEN 1 ELSE 0 END) AS free,
         SUM(CASE WHEN hanger.holder_attendee_id IN (SELECT attendee.id FROM attendees attendee WHERE ${where.sql}) THEN 1 ELSE 0 END) AS held`,
      ),
    ]);
    return {
      services: used.map((r) => ({ key: num(r.id), label: String(r.name), count: num(r.n), attendees: num(r.people) })).sort(byCount),
      cloakroom: { hangers: num(hangers[0]?.total), held: num(hangers[0]?.held), free: num(hangers[0]?.free) },
    };
  }

  private scans(scope: SqlCondition, select: string, rest: string, join = ''): Promise<Row[]> {
    return aggregateOver<Row>(this.db, 'scans scan', scope, select, rest, join);
  }

  /** `{column}` of the `table` rows with these ids, by id (names of the zones and operators a report shows). */
  private async named(table: 'zones' | 'users', ids: number[], column: string): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await readStatement(
      this.db,
      `SELECT id, ${column} AS name FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ).rows<{
      id: number;
      name: string | null;
    }>(ids);
    return new Map(rows.map((r) => [num(r.id), String(r.name ?? '')]));
  }

  /** The scan's UTC hour, `YYYY-MM-DD HH` (SQLite keeps 'YYYY-MM-DD HH:MM:SS.SSS' text: a prefix, no date function). */
  private hour(): string {
    return isMysql(this.db) ? "DATE_FORMAT(scan.scanned_at, '%Y-%m-%d %H')" : 'substr(scan.scanned_at, 1, 13)';
  }

  /** The scan's quarter of its hour, 0–3. */
  private quarter(): string {
    return isMysql(this.db) ? 'MINUTE(scan.scanned_at) DIV 15' : 'CAST(substr(scan.scanned_at, 15, 2) AS INTEGER) / 15';
  }
}
