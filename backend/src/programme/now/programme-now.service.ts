import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROGRAMME_NOW_LATE_NAMES, type ProgrammeNowDto } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { driverSql, storedDate } from '../../platform/database/driver-sql';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * "Programme now" (issue 27): each room of the event with the count of people inside its door (the gate's
 * occupancy), the session running and the next one, and the registered attendees of the running session
 * who are not inside yet. A handful of statements per read, whatever the event's size: the live stream
 * reads it once per burst of scans for all its listeners.
 */
@Injectable()
export class ProgrammeNowService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async read(eventId: number, now = new Date()): Promise<ProgrammeNowDto> {
    const sql = await driverSql(this.db.manager);
    const rooms = await sql.rows<Row>(
      'SELECT r.id, r.name_it, r.name_en, r.capacity, r.zone_id, COALESCE(o.inside, 0) AS inside FROM rooms r' +
        ' LEFT JOIN zone_occupancy o ON o.zone_id = r.zone_id WHERE r.event_id = ? ORDER BY r.name_it, r.id',
      [eventId],
    );
    // Running now, or the next of each room (the first that ends after now).
    const sessions = await sql.rows<Row>(
      'SELECT s.id, s.room_id, s.title_it, s.title_en, s.start_at, s.end_at, s.capacity,' +
        " (SELECT COUNT(*) FROM session_registrations g WHERE g.session_id = s.id AND g.status = 'REGISTERED') AS registered" +
        ' FROM programme_sessions s WHERE s.event_id = ? AND s.end_at > ? AND s.room_id IS NOT NULL ORDER BY s.start_at, s.id',
      [eventId, now],
    );
    const byRoom = new Map<number, Row[]>();
    for (const s of sessions) byRoom.set(num(s.room_id), [...(byRoom.get(num(s.room_id)) ?? []), s]);
    const result: ProgrammeNowDto['rooms'] = [];
    for (const r of rooms) {
      const list = byRoom.get(num(r.id)) ?? [];
      const running = list.find((s) => storedDate(s.start_at) <= now) ?? null;
      const next = list.find((s) => storedDate(s.start_at) > now) ?? null;
      const seats = (s: Row) => nullableNum(s.capacity) ?? nullableNum(r.capacity);
      const card = (s: Row) => ({
        id: num(s.id),
        title_it: String(s.title_it),
        title_en: (s.title_en as string | null) ?? null,
        start_at: storedDate(s.start_at).toISOString(),
        end_at: storedDate(s.end_at).toISOString(),
        seats: seats(s),
      });
      result.push({
        room_id: num(r.id),
        name_it: String(r.name_it),
        name_en: (r.name_en as string | null) ?? null,
        capacity: nullableNum(r.capacity),
        zone_id: num(r.zone_id),
        inside: num(r.inside),
        session: running ? { ...card(running), registered: num(running.registered) } : null,
        next: next ? card(next) : null,
        late: running ? await this.late(num(running.id), num(r.zone_id)) : { count: 0, attendees: [] },
      });
    }
    return { at: now.toISOString(), rooms: result };
  }

  /** Registered for the running session and not inside its room's door. */
  private async late(sessionId: number, door: number): Promise<ProgrammeNowDto['rooms'][number]['late']> {
    const sql = await driverSql(this.db.manager);
    const from =
      ' FROM session_registrations g INNER JOIN attendees a ON a.id = g.attendee_id' +
      " LEFT JOIN zone_presence p ON p.zone_id = ? AND p.holder_type = 'ATTENDEE' AND p.holder_id = g.attendee_id" +
      " WHERE g.session_id = ? AND g.status = 'REGISTERED' AND p.id IS NULL";
    const [{ n }] = await sql.rows<{ n: number | string }>(`SELECT COUNT(*) AS n${from}`, [door, sessionId]);
    const names = await sql.rows<Row>(
      `SELECT a.id, a.last_name, a.first_name${from} ORDER BY a.last_name, a.first_name, a.id LIMIT ${PROGRAMME_NOW_LATE_NAMES}`,
      [door, sessionId],
    );
    return {
      count: num(n),
      attendees: names.map((a) => ({ id: num(a.id), name: [a.last_name, a.first_name].filter(Boolean).join(' ') })),
    };
  }
}
