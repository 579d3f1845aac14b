import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GateReportDto, ReportBarDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { isMysql, readStatement } from '../../platform/database/driver-sql';
import { figuresFromLog, figuresFromTallies, isoTime, slotOf, type ScanFigures } from './gate-figures';
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

/**
 * The gate report (issue 28): the scans of the report's attendees (report-query.ts: the caller's row scope
 * and the filters), each figure one aggregate statement (COUNT … GROUP BY) on the scans' indexes, or for the
 * whole event read mostly from the tallies the gate keeps (gate-figures.ts); services and the cloakroom below.
 */
@Injectable()
export class GateReportService {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<GateReportDto> {
    const { where, everyone } = await reportAttendees(this.db, ctx, query);
    // The report's attendees' scans. Every attendee of the event (no row scope, no filter): the event's
    // attendee scans, mostly from the tallies the gate keeps (gate-figures.ts); else those of the report's
    // attendees, walked in the holder index from their list.
    const ofAttendees = everyone
      ? { sql: 'scan.event_id = ?', params: [ctx.eventId] }
      : ofReportAttendees('scan', 'scan.holder_id', ctx.eventId, where);
    const scans: SqlCondition = { sql: `scan.holder_type = 'ATTENDEE' AND ${ofAttendees.sql}`, params: ofAttendees.params };
    // Who came in, entries per zone and slot, every scan by result, reason, device and operator (folded below),
    // the occupancy peaks. Zone and operator names are read for the ids found.
    const [people, figures] = await Promise.all([
      aggregate<Row>(this.db, where, 'COUNT(*) AS registered'),
      everyone ? figuresFromTallies(this.db, ctx.eventId, scans) : figuresFromLog(this.db, scans),
    ]);
    const { entered, checkIns, kinds, peaks } = figures;
    const registered = num(people[0]?.registered);
    const zoneIds = [...new Set([...checkIns, ...peaks].map((r) => r.zone_id))];
    const userIds = [...new Set(kinds.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))];
    const [zoneRows, userRows] = await Promise.all([
      this.named('zones', zoneIds, ctx.lang === 'en' ? 'COALESCE(name_en, name_it)' : 'name_it'),
      this.named('users', userIds, 'name'),
    ]);
    const check_ins = checkIns
      .map((r) => ({ zone_id: r.zone_id, zone: String(zoneRows.get(r.zone_id) ?? ''), slot: r.slot, count: r.n }))
      .sort((x, y) => x.slot.localeCompare(y.slot) || x.zone_id - y.zone_id);
    // The zones' totals add up the slots' counts (already grouped by the database).
    const zones = new Map<number, ReportBarDto>();
    for (const c of check_ins) {
      const bar = zones.get(c.zone_id) ?? { key: c.zone_id, label: c.zone, count: 0 };
      bar.count += c.count;
      zones.set(c.zone_id, bar);
    }
    type Kind = ScanFigures['kinds'][number];
    const tally = (pick: (r: Kind) => unknown, rows: Kind[] = kinds): Row[] => {
      const counts = new Map<unknown, number>();
      for (const r of rows) counts.set(pick(r) ?? null, (counts.get(pick(r) ?? null) ?? 0) + num(r.n));
      return [...counts].map(([k, n]) => ({ k, n, label: k === null ? null : (userRows.get(num(k)) ?? null) }));
    };
    const denials = tally(
      (r) => r.reason,
      kinds.filter((r) => r.result === 'DENIED'),
    );
    const devices = tally((r) => r.device);
    // An operator deleted since is no one (the log's `user_id` is set to NULL then; the tallies keep the id).
    const operators = tally((r) => (r.user_id !== null && userRows.has(r.user_id) ? r.user_id : null));
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
      peaks: peaks
        .map((r) => ({ zone_id: r.zone_id, zone: String(zoneRows.get(r.zone_id) ?? ''), count: r.inside, at: r.moment }))
        .sort((x, y) => y.count - x.count || x.zone.localeCompare(y.zone) || x.zone_id - y.zone_id),
      denials: bars(denials),
      by_device: bars(devices),
      by_operator: bars(operators, true).map((b) => (b.key === null ? b : { ...b, key: num(b.key) })),
      ...(await this.servicesAndCloakroom(ctx.eventId, where, everyone)),
    };
  }

  /**
   * Services consumed (units recorded in `attendee_used_services` by the service points, per service, and the
   * attendees served) and the cloakroom: the hangers now (the event's, those held by the report's attendees, the
   * free ones), and from its history (`cloakroom_moves`, written by the desk in the hanger's own transaction) the
   * report's attendees' deposits and returns per 15-minute slot with the coats they held at each slot's end, and
   * the most coats they held at once and when first. One statement each.
   */
  private async servicesAndCloakroom(
    eventId: number,
    where: SqlCondition,
    everyone: boolean,
  ): Promise<Pick<GateReportDto, 'services' | 'cloakroom' | 'cloakroom_use'>> {
    const moves: SqlCondition = everyone
      ? { sql: 'move.event_id = ?', params: [eventId] }
      : ofReportAttendees('move', 'move.attendee_id', eventId, where);
    const [used, hangers, slots, peak] = await Promise.all([
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
      // Deposits and returns per slot (the slot's hour and quarter grouped, as the check-ins), and the coats held
      // at the slot's end: the running sum of deposits less returns over the slots.
      readStatement(
        this.db,
        `SELECT h, q, deposits_n, returns_n, SUM(deposits_n - returns_n) OVER (ORDER BY h, q) AS held_n FROM (
           SELECT ${this.hour('move.moved_at')} AS h, ${this.quarter('move.moved_at')} AS q,
             SUM(CASE WHEN move.kind = 'DEPOSIT' THEN 1 ELSE 0 END) AS deposits_n, SUM(CASE WHEN move.kind = 'RETURN' THEN 1 ELSE 0 END) AS returns_n
           FROM cloakroom_moves move WHERE ${moves.sql} GROUP BY h, q
         ) slots ORDER BY h, q`,
      ).rows<Row>(moves.params),
      // The coats held after each moment (a deposit +1, a return −1; the moments' peers summed together), the most first.
      readStatement(
        this.db,
        `SELECT held_n, moment FROM (
           SELECT moved_at AS moment, SUM(d) OVER (ORDER BY moved_at) AS held_n FROM (
             SELECT move.moved_at AS moved_at, CASE WHEN move.kind = 'DEPOSIT' THEN 1 ELSE -1 END AS d FROM cloakroom_moves move WHERE ${moves.sql}
           ) moves
         ) running WHERE held_n > 0 ORDER BY held_n DESC, moment LIMIT 1`,
      ).rows<Row>(moves.params),
    ]);
    return {
      services: used.map((r) => ({ key: num(r.id), label: String(r.name), count: num(r.n), attendees: num(r.people) })).sort(byCount),
      cloakroom: {
        hangers: num(hangers[0]?.total),
        held: num(hangers[0]?.held),
        free: num(hangers[0]?.free),
        peak: num(peak[0]?.held_n),
        peak_at: peak[0] ? isoTime(peak[0].moment) : null,
      },
      cloakroom_use: slots.map((r) => ({
        slot: slotOf(r.h, r.q),
        deposits: num(r.deposits_n),
        returns: num(r.returns_n),
        held: num(r.held_n),
      })),
    };
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

  /** The time's UTC hour, `YYYY-MM-DD HH` (SQLite keeps 'YYYY-MM-DD HH:MM:SS.SSS' text: a prefix, no date function). */
  private hour(column: string): string {
    return isMysql(this.db) ? `DATE_FORMAT(${column}, '%Y-%m-%d %H')` : `substr(${column}, 1, 13)`;
  }

  /** The time's quarter of its hour, 0–3. */
  private quarter(column: string): string {
    return isMysql(this.db) ? `MINUTE(${column}) DIV 15` : `CAST(substr(${column}, 15, 2) AS INTEGER) / 15`;
  }
}
