import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { driverSql, storedDate, type DriverSql, type SqlStatement, type SqlValue } from '../../platform/database/driver-sql';
import { driverTransaction } from '../../platform/database/write-transaction';
import { presenceIntervals, type DoorScan, type Presence } from '../attendance/attendance';
import { coveredMs, decide, measure, type MeasuredSession, type RuleTerms } from './credit-decision';

/*
 * Every attendee's credits, computed from the rules, the sessions, the gate's scans at the rooms' doors,
 * the corrections entered by hand and the learning surveys (issue 27). Attendees are taken a page at a
 * time in id order, and each page is read and written in one transaction: its old results are replaced
 * by the new ones, so a job stopped half-way leaves every page either as it was or recomputed, and goes
 * on from the page after the last one written. Nothing holds more than a page of attendees.
 */

export const CREDIT_PAGE = 500;
/** Rows of one multi-row INSERT (a fixed size, so SQLite's prepared statements stay few). */
const INSERT_ROWS = 100;

interface Programme {
  rules: (RuleTerms & { id: number; sessionId: number | null })[];
  /** Every session with a room: its door and its time. */
  sessions: (MeasuredSession & { door: number; breakTime: boolean })[];
  /** The room sessions' times, by door: an open presence closes at the end of the session it fell in. */
  windows: Map<number, { start: Date; end: Date }[]>;
  /** The programme's own time: every session but the breaks, parallel ones once. */
  programmeMs: number;
}

interface AttendeeRow {
  id: number;
  event_attendee_category_id: number | null;
  job_title: string | null;
  discipline: string | null;
}

const lowerSet = (json: string) => new Set((JSON.parse(json) as string[]).map((s) => s.trim().toLowerCase()));

const INSERT_COLUMNS =
  'INSERT INTO credit_results (event_id, rule_id, session_id, attendee_id, seconds_present, seconds_total, share_basis_points,' +
  ' survey_basis_points, earned, credit_hundredths, reason, computed_at) VALUES ';
const insertSql = (rows: number) => INSERT_COLUMNS + Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');

@Injectable()
export class CreditCalculator {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The number of attendees a whole recomputation goes through (the job's total). */
  async attendeeCount(eventId: number): Promise<number> {
    const sql = await driverSql(this.db.manager);
    const [row] = await sql.rows<{ n: number | string }>('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [eventId]);
    return Number(row?.n ?? 0);
  }

  /**
   * Recomputes the attendees after `afterId`, a page per transaction; `onPage` hears each page written
   * (the last attendee's id and how many), to keep the job's progress with it.
   */
  async recompute(
    eventId: number,
    afterId: number,
    onPage: (sql: DriverSql, lastId: number, count: number) => Promise<void>,
  ): Promise<void> {
    for (;;) {
      const done = await driverTransaction(this.db, async (sql) => {
        const programme = await this.programme(sql, eventId);
        const attendees = await sql.rows<AttendeeRow>(
          'SELECT id, event_attendee_category_id, job_title, discipline FROM attendees WHERE event_id = ? AND id > ? ORDER BY id LIMIT ' +
            CREDIT_PAGE,
          [eventId, afterId],
        );
        if (attendees.length === 0) return null;
        const lastId = Number(attendees[attendees.length - 1]!.id);
        await this.page(sql, eventId, programme, attendees, afterId + 1, lastId);
        await onPage(sql, lastId, attendees.length);
        return lastId;
      });
      if (done === null) return;
      afterId = done;
    }
  }

  /** One attendee's results again, in the caller's transaction (their attendance was corrected). */
  async recomputeAttendee(sql: DriverSql, eventId: number, attendeeId: number): Promise<void> {
    const programme = await this.programme(sql, eventId);
    const attendees = await sql.rows<AttendeeRow>(
      'SELECT id, event_attendee_category_id, job_title, discipline FROM attendees WHERE event_id = ? AND id = ?',
      [eventId, attendeeId],
    );
    await this.page(sql, eventId, programme, attendees, attendeeId, attendeeId);
  }

  /** The rules and the sessions they measure, read once per page (a page is its own transaction). */
  private async programme(sql: DriverSql, eventId: number): Promise<Programme> {
    const rules = (
      await sql.rows<{
        id: number;
        session_id: number | null;
        credit_hundredths: number;
        min_presence: number;
        survey_required: unknown;
        survey_min_correct: number;
        attendee_category_ids: string;
        professions: string;
        disciplines: string;
      }>(
        'SELECT id, session_id, credit_hundredths, min_presence, survey_required, survey_min_correct, attendee_category_ids, professions, disciplines' +
          ' FROM credit_rules WHERE event_id = ? ORDER BY id',
        [eventId],
      )
    ).map((r) => ({
      id: Number(r.id),
      sessionId: r.session_id === null ? null : Number(r.session_id),
      creditHundredths: Number(r.credit_hundredths),
      minPresence: Number(r.min_presence),
      surveyRequired: Number(r.survey_required) === 1 || r.survey_required === true,
      surveyMinCorrect: Number(r.survey_min_correct),
      categoryIds: new Set(JSON.parse(r.attendee_category_ids) as number[]),
      professions: lowerSet(r.professions),
      disciplines: lowerSet(r.disciplines),
    }));
    const sessions = (
      await sql.rows<{ id: number; type: string; start_at: unknown; end_at: unknown; door: number }>(
        'SELECT s.id, s.type, s.start_at, s.end_at, r.zone_id AS door FROM programme_sessions s INNER JOIN rooms r ON r.id = s.room_id' +
          ' WHERE s.event_id = ? ORDER BY s.start_at, s.id',
        [eventId],
      )
    ).map((s) => ({
      id: Number(s.id),
      start: storedDate(s.start_at),
      end: storedDate(s.end_at),
      door: Number(s.door),
      breakTime: s.type === 'BREAK',
    }));
    const windows = new Map<number, { start: Date; end: Date }[]>();
    for (const s of sessions) windows.set(s.door, [...(windows.get(s.door) ?? []), { start: s.start, end: s.end }]);
    const programmeMs = coveredMs(sessions.filter((s) => !s.breakTime).map((s) => ({ from: s.start.getTime(), to: s.end.getTime() })));
    return { rules, sessions, windows, programmeMs };
  }

  /** Replaces the results of the attendees with ids from `lo` to `hi` (those of `attendees`, in the event). */
  private async page(
    sql: DriverSql,
    eventId: number,
    programme: Programme,
    attendees: AttendeeRow[],
    lo: number,
    hi: number,
  ): Promise<void> {
    await sql.run('DELETE FROM credit_results WHERE event_id = ? AND attendee_id BETWEEN ? AND ?', [eventId, lo, hi]);
    if (programme.rules.length === 0 || attendees.length === 0) return;
    const range = [eventId, lo, hi];
    const scans = new Map<number, DoorScan[]>();
    for (const s of await sql.rows<{ holder_id: number; zone_id: number; direction: 'IN' | 'OUT'; scanned_at: unknown }>(
      "SELECT holder_id, zone_id, direction, scanned_at FROM scans WHERE event_id = ? AND holder_type = 'ATTENDEE' AND holder_id BETWEEN ? AND ?" +
        " AND result = 'ADMITTED' AND direction IN ('IN', 'OUT') ORDER BY holder_id, scanned_at, id",
      range,
    )) {
      const id = Number(s.holder_id);
      const list = scans.get(id) ?? [];
      list.push({ zoneId: Number(s.zone_id), direction: s.direction, at: storedDate(s.scanned_at) });
      scans.set(id, list);
    }
    const manual = new Map<string, Presence[]>();
    for (const c of await sql.rows<{ attendee_id: number; session_id: number; from_at: unknown; to_at: unknown }>(
      'SELECT attendee_id, session_id, from_at, to_at FROM attendance_corrections WHERE event_id = ? AND attendee_id BETWEEN ? AND ?',
      range,
    )) {
      const key = `${Number(c.attendee_id)}:${Number(c.session_id)}`;
      manual.set(key, [...(manual.get(key) ?? []), { from: storedDate(c.from_at), to: storedDate(c.to_at), closedBy: 'MANUAL' }]);
    }
    const registered = new Set(
      (
        await sql.rows<{ attendee_id: number; session_id: number }>(
          "SELECT attendee_id, session_id FROM session_registrations WHERE event_id = ? AND status = 'REGISTERED' AND attendee_id BETWEEN ? AND ?",
          range,
        )
      ).map((r) => `${Number(r.attendee_id)}:${Number(r.session_id)}`),
    );
    const surveys = new Map(
      (
        await sql.rows<{ attendee_id: number; session_key: number; correct_basis_points: number }>(
          'SELECT attendee_id, session_key, correct_basis_points FROM learning_survey_results WHERE event_id = ? AND attendee_id BETWEEN ? AND ?',
          range,
        )
      ).map((r) => [`${Number(r.attendee_id)}:${Number(r.session_key)}`, Number(r.correct_basis_points)]),
    );
    const programmeSessions = programme.sessions.filter((s) => !s.breakTime);
    const now = new Date();
    const rows: SqlValue[][] = [];
    for (const a of attendees) {
      const id = Number(a.id);
      const own = scans.get(id) ?? [];
      const byDoor = new Map<number, Presence[]>();
      const presenceIn = (s: (typeof programme.sessions)[number]): Presence[] => {
        let fromScans = byDoor.get(s.door);
        if (!fromScans)
          byDoor.set(s.door, (fromScans = own.length ? presenceIntervals(own, s.door, programme.windows.get(s.door) ?? []) : []));
        return [...fromScans, ...(manual.get(`${id}:${s.id}`) ?? [])];
      };
      const { bySession, programmeMs: presentInProgramme } = measure(programme.sessions, presenceIn, (s) => !s.breakTime);
      const terms = {
        categoryId: a.event_attendee_category_id === null ? null : Number(a.event_attendee_category_id),
        profession: a.job_title,
        discipline: a.discipline,
      };
      for (const rule of programme.rules) {
        const session = rule.sessionId === null ? null : programme.sessions.find((s) => s.id === rule.sessionId);
        if (rule.sessionId !== null && !session) continue; // a session without a room measures nothing
        const present = session ? (bySession.get(session.id) ?? 0) : presentInProgramme;
        const total = session ? session.end.getTime() - session.start.getTime() : programme.programmeMs;
        // Who is measured: the registered and whoever was present.
        const concerned = session
          ? present > 0 || registered.has(`${id}:${session.id}`)
          : present > 0 || programmeSessions.some((s) => registered.has(`${id}:${s.id}`));
        if (!concerned) continue;
        const survey = surveys.get(`${id}:${rule.sessionId ?? 0}`) ?? null;
        const decision = decide(rule, terms, present, total, survey);
        rows.push([
          eventId,
          rule.id,
          rule.sessionId,
          id,
          Math.floor(present / 1000),
          Math.round(total / 1000),
          total > 0 ? Math.floor((present / total) * 10_000) : 0,
          survey,
          decision.reason === null,
          decision.creditHundredths,
          decision.reason,
          now,
        ]);
      }
    }
    const statements: SqlStatement[] = [];
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      const chunk = rows.slice(i, i + INSERT_ROWS);
      statements.push([insertSql(chunk.length), chunk.flat()]);
    }
    if (statements.length) await sql.batch(statements);
  }
}
