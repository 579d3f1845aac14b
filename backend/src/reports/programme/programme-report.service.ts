import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProgrammeReportDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import type { ReportSource } from '../report-module';
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
    const { where } = await reportAttendees(this.db, ctx, query);
    const mine = `(SELECT attendee.id FROM attendees attendee WHERE ${where.sql})`;
    const title = ctx.lang === 'en' ? 'COALESCE(s.title_en, s.title_it)' : 's.title_it';
    const registrations = (status: string) =>
      `(SELECT COUNT(*) FROM session_registrations sr WHERE sr.session_id = s.id AND sr.status = '${status}' AND sr.attendee_id IN ${mine})`;
    // Attended: an admitted entry at the room's door during the session, or time entered by hand for it.
    const attended = `(SELECT COUNT(*) FROM attendees attendee WHERE ${where.sql} AND (EXISTS (SELECT 1 FROM scans scan
      WHERE scan.event_id = s.event_id AND scan.zone_id = room.zone_id AND scan.holder_type = 'ATTENDEE' AND scan.holder_id = attendee.id
      AND scan.result = 'ADMITTED' AND scan.direction = 'IN' AND scan.scanned_at >= s.start_at AND scan.scanned_at < s.end_at)
      OR EXISTS (SELECT 1 FROM attendance_corrections c WHERE c.session_id = s.id AND c.attendee_id = attendee.id)))`;
    const results = ofReportAttendees('cr', 'cr.attendee_id', ctx.eventId, where);
    const [sessions, credited, rules] = await Promise.all([
      aggregateOver<Row>(
        this.db,
        'programme_sessions s',
        // The select's three subqueries name the report's attendees before the WHERE does the event.
        { sql: 's.event_id = ?', params: [...where.params, ...where.params, ...where.params, ctx.eventId] },
        `s.id AS k, ${title} AS label, ${registrations('REGISTERED')} AS n, ${registrations('WAITING')} AS waiting, ${attended} AS attended`,
        'ORDER BY s.start_at, s.id',
        'LEFT JOIN rooms room ON room.id = s.room_id',
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
    const bySession = sessions.map((r) => ({
      key: num(r.k),
      label: String(r.label),
      count: num(r.n),
      waiting: num(r.waiting),
      attended: num(r.attended),
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
