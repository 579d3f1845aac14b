import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProgrammeReportDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import type { ReportSource } from '../report-module';
import type { SqlCondition } from '../../registration/attendees/attendee-list';
import { aggregateOver, num, ofReportAttendees, reportAttendees, type ReportQuery } from '../registrations/report-query';

type Row = Record<string, unknown>;

/**
 * The programme report (issue 28): per session, the registrations and the attendance of the report's attendees
 * (report-query.ts: the caller's row scope and the filters), and the credits they earned; each figure counted
 * by the database (COUNT/SUM, per session in one statement, per rule GROUP BY).
 */
@Injectable()
export class ProgrammeReportService implements ReportSource<ProgrammeReportDto> {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async report(ctx: EventContext, query: ReportQuery): Promise<ProgrammeReportDto> {
    const { where, everyone } = await reportAttendees(this.db, ctx, query);
    const mine = `(SELECT attendee.id FROM attendees attendee WHERE ${where.sql})`;
    const title = ctx.lang === 'en' ? 'COALESCE(s.title_en, s.title_it)' : 's.title_it';
    const registrations = (status: string) =>
      `(SELECT COUNT(*) FROM session_registrations sr WHERE sr.session_id = s.id AND sr.status = '${status}' AND sr.attendee_id IN ${mine})`;
    // Attended: an admitted entry at the room's door during the session, or time entered by hand for it. Per
    // session, the attendees with such an entry (one pass over the door's entries in the session's window, on
    // the covering IDX_scans_entries) plus those with a correction and no such entry. Every attendee of the
    // event (no scope, no filter): the entries are counted without a look-up of their holders.
    const entry = `scan.event_id = s.event_id AND scan.holder_type = 'ATTENDEE' AND scan.result = 'ADMITTED' AND scan.direction = 'IN'
      AND scan.zone_id = room.zone_id AND scan.scanned_at >= s.start_at AND scan.scanned_at < s.end_at`;
    const holders = everyone ? '' : 'JOIN attendees attendee ON attendee.id = scan.holder_id';
    const holderWhere: SqlCondition = everyone
      ? { sql: 's.event_id = ?', params: [ctx.eventId] }
      : { sql: `s.event_id = ? AND ${where.sql}`, params: [ctx.eventId, ...where.params] };
    const results = ofReportAttendees('cr', 'cr.attendee_id', ctx.eventId, where);
    const [sessions, scanned, corrected, credited, rules] = await Promise.all([
      aggregateOver<Row>(
        this.db,
        'programme_sessions s',
        // The select's two subqueries name the report's attendees before the WHERE does the event.
        { sql: 's.event_id = ?', params: [...where.params, ...where.params, ctx.eventId] },
        `s.id AS k, ${title} AS label, ${registrations('REGISTERED')} AS n, ${registrations('WAITING')} AS waiting`,
        'ORDER BY s.start_at, s.id',
      ),
      aggregateOver<Row>(
        this.db,
        'programme_sessions s',
        holderWhere,
        's.id AS k, COUNT(DISTINCT scan.holder_id) AS n',
        'GROUP BY s.id',
        `JOIN rooms room ON room.id = s.room_id JOIN scans scan ON ${entry} ${holders}`,
      ),
      aggregateOver<Row>(
        this.db,
        'attendance_corrections c',
        {
          sql: `s.event_id = ? AND ${where.sql} AND NOT EXISTS (SELECT 1 FROM rooms room JOIN scans scan ON ${entry} AND scan.holder_id = c.attendee_id WHERE room.id = s.room_id)`,
          params: [ctx.eventId, ...where.params],
        },
        'c.session_id AS k, COUNT(*) AS n',
        'GROUP BY c.session_id',
        'JOIN programme_sessions s ON s.id = c.session_id JOIN attendees attendee ON attendee.id = c.attendee_id',
      ),
      aggregateOver<Row>(
        this.db,
        'credit_results cr',
        { sql: `cr.earned = ? AND ${results.sql}`, params: [1, ...results.params] },
        'COUNT(DISTINCT cr.attendee_id) AS n, SUM(cr.credit_hundredths) AS credits',
      ),
      aggregateOver<Row>(
        this.db,
        'credit_results cr',
        results,
        `cr.rule_id AS k, MAX(${title}) AS label, MAX(cr.session_id) AS session_id,
         SUM(CASE WHEN cr.earned = 1 THEN 1 ELSE 0 END) AS n, SUM(CASE WHEN cr.earned = 1 THEN 0 ELSE 1 END) AS not_earned,
         SUM(CASE WHEN cr.earned = 1 THEN cr.credit_hundredths ELSE 0 END) AS credits`,
        'GROUP BY cr.rule_id ORDER BY cr.rule_id',
        'LEFT JOIN programme_sessions s ON s.id = cr.session_id',
      ),
    ]);
    const attended = new Map<number, number>();
    for (const r of [...scanned, ...corrected]) attended.set(num(r.k), (attended.get(num(r.k)) ?? 0) + num(r.n));
    const bySession = sessions.map((r) => ({
      key: num(r.k),
      label: String(r.label),
      count: num(r.n),
      waiting: num(r.waiting),
      attended: attended.get(num(r.k)) ?? 0,
    }));
    return {
      sessions: bySession.length,
      registered: bySession.reduce((sum, s) => sum + s.count, 0),
      attended: bySession.reduce((sum, s) => sum + s.attended, 0),
      by_session: bySession,
      credited_attendees: num(credited[0]?.n),
      credit_hundredths: num(credited[0]?.credits),
      credits_by_rule: rules.map((r) => ({
        key: num(r.k),
        label: r.session_id === null ? null : String(r.label),
        count: num(r.n),
        not_earned: num(r.not_earned),
        credit_hundredths: num(r.credits),
      })),
    };
  }
}
