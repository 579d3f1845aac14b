import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GateReportDto, ReportBarDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { isMysql } from '../../platform/database/driver-sql';
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
    const { where } = await reportAttendees(this.db, ctx, query);
    // The report's attendees' scans: the (event, holder type, holder) index finds them.
    const ofAttendees = ofReportAttendees('scan', 'scan.holder_id', ctx.eventId, where);
    const scans: SqlCondition = { sql: `scan.holder_type = 'ATTENDEE' AND ${ofAttendees.sql}`, params: ofAttendees.params };
    const zoneName = ctx.lang === 'en' ? 'COALESCE(zone.name_en, zone.name_it)' : 'zone.name_it';
    const [people, checkIns, denials, devices, operators] = await Promise.all([
      aggregate<Row>(
        this.db,
        where,
        `COUNT(*) AS registered, SUM(CASE WHEN EXISTS (SELECT 1 FROM scans scan WHERE scan.event_id = attendee.event_id
           AND scan.holder_type = 'ATTENDEE' AND scan.holder_id = attendee.id AND ${ENTRY}) THEN 1 ELSE 0 END) AS entered`,
      ),
      this.scans(
        scans,
        `scan.zone_id AS zone_id, MAX(${zoneName}) AS zone, ${this.slot()} AS slot, COUNT(*) AS n`,
        `AND ${ENTRY} GROUP BY scan.zone_id, ${this.slot()}`,
        'JOIN zones zone ON zone.id = scan.zone_id',
      ),
      this.scans(scans, 'scan.reason AS k, COUNT(*) AS n', "AND scan.result = 'DENIED' GROUP BY scan.reason"),
      this.scans(scans, 'scan.device_id AS k, COUNT(*) AS n', 'GROUP BY scan.device_id'),
      this.scans(
        scans,
        'scan.user_id AS k, MAX(u.name) AS label, COUNT(*) AS n',
        'GROUP BY scan.user_id',
        'LEFT JOIN users u ON u.id = scan.user_id',
      ),
    ]);
    const registered = num(people[0]?.registered);
    const entered = num(people[0]?.entered);
    const check_ins = checkIns
      .map((r) => ({ zone_id: num(r.zone_id), zone: String(r.zone), slot: String(r.slot), count: num(r.n) }))
      .sort((x, y) => x.slot.localeCompare(y.slot) || x.zone_id - y.zone_id);
    // The zones' totals add up the slots' counts (already grouped by the database).
    const zones = new Map<number, ReportBarDto>();
    for (const c of check_ins) {
      const bar = zones.get(c.zone_id) ?? { key: c.zone_id, label: c.zone, count: 0 };
      bar.count += c.count;
      zones.set(c.zone_id, bar);
    }
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
    };
  }

  private scans(scope: SqlCondition, select: string, rest: string, join = ''): Promise<Row[]> {
    return aggregateOver<Row>(this.db, 'scans scan', scope, select, rest, join);
  }

  /** The start of the scan's 15-minute UTC slot, `YYYY-MM-DDTHH:MM`. */
  private slot(): string {
    return isMysql(this.db)
      ? "CONCAT(DATE_FORMAT(scan.scanned_at, '%Y-%m-%dT%H:'), LPAD(FLOOR(MINUTE(scan.scanned_at) / 15) * 15, 2, '0'))"
      : "strftime('%Y-%m-%dT%H:', scan.scanned_at) || printf('%02d', (CAST(strftime('%M', scan.scanned_at) AS INTEGER) / 15) * 15)";
  }
}
