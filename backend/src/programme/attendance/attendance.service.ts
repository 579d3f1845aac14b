import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttendanceCorrectionDto, AttendanceCorrectionInput, RegistrationStatus, SessionAttendanceDto } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { fieldError, notFound } from '../../platform/common/errors';
import type { ListQuery, ListSpec } from '../../platform/common/ra-query';
import { writeTransaction } from '../../platform/database/write-transaction';
import { recordNote } from '../../platform/history/history.service';
import { defineSignal, Signals } from '../../platform/signals/signals';
import { Scan } from '../../gate/scans/scan.entities';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { Room } from '../rooms/room.entity';
import { SessionRegistration } from '../sessions/session-registration.entity';
import { ProgrammeSession } from '../sessions/session.entity';
import { SESSION_SCOPE } from '../sessions/sessions.service';
import { AttendanceCorrection } from './attendance-correction.entity';
import { presenceIntervals, sessionAttendance, type DoorScan, type Presence } from './attendance';

const correctionDto = (c: AttendanceCorrection): AttendanceCorrectionDto => ({
  id: c.id,
  event_id: c.eventId,
  session_id: c.sessionId,
  attendee_id: c.attendeeId,
  from: c.from.toISOString(),
  to: c.to.toISOString(),
  note: c.note,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** An attendee's attendance was changed by hand (a correction added or taken back), in the transaction that did it. */
export const ATTENDANCE_CHANGED = defineSignal<{ eventId: number; attendeeId: number }>('programme.attendance-changed');

/** How far around a session the scans are read: a presence begun earlier that day counts, an OUT after its end closes it. */
const AROUND_MS = 12 * 3600_000;

export const ATTENDANCE_LIST: ListSpec = {
  resource: 'attendance',
  sortable: { attendee_name: 'attendee_name', share: 'share', attendee_id: 'attendee_id' },
  filters: {},
  defaultSort: ['attendee_name', 'ASC'],
  tiebreaker: 'attendee_id',
};

/**
 * A session's attendance from the gate's scans at its room's door (issue 27): every attendee registered
 * for it or scanned at the door, with the time they were inside during the session. Read from the scans
 * each time, so a late synced offline scan counts at once; one session's attendees at a time.
 */
@Injectable()
export class AttendanceService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly signals: Signals,
  ) {}

  async list(ctx: EventContext, sessionId: number, list: ListQuery): Promise<{ rows: SessionAttendanceDto[]; total: number }> {
    const session = await requireRecord(this.db.manager, ctx, 'read', SESSION_SCOPE, sessionId);
    const room = session.roomId ? await this.db.getRepository(Room).findOneBy({ id: session.roomId }) : null;
    const registrations = await this.db.getRepository(SessionRegistration).find({ select: { attendeeId: true, status: true }, where: { sessionId } });
    const status = new Map(registrations.map((r) => [r.attendeeId, r.status as RegistrationStatus]));
    const from = new Date(session.startAt.getTime() - AROUND_MS);
    const to = new Date(session.endAt.getTime() + AROUND_MS);
    const scans = room ? await this.scans(ctx.eventId, room.zoneId, from, to) : new Map<number, DoorScan[]>();
    const windows = room
      ? (await this.db.getRepository(ProgrammeSession).find({ select: { startAt: true, endAt: true }, where: { roomId: room.id } })).map((s) => ({
          start: s.startAt,
          end: s.endAt,
        }))
      : [];
    const corrections = new Map<number, AttendanceCorrection[]>();
    for (const c of await this.db.getRepository(AttendanceCorrection).find({ where: { sessionId }, order: { id: 'ASC' } }))
      corrections.set(c.attendeeId, [...(corrections.get(c.attendeeId) ?? []), c]);
    const ids = [...new Set([...status.keys(), ...scans.keys(), ...corrections.keys()])];
    const names = new Map(
      ids.length
        ? (await this.db.getRepository(Attendee).find({ select: { id: true, firstName: true, lastName: true }, where: { id: In(ids) } })).map((a) => [
            a.id,
            [a.lastName, a.firstName].filter(Boolean).join(' '),
          ])
        : [],
    );
    const rows = ids.map((attendeeId): SessionAttendanceDto => {
      const manual = (corrections.get(attendeeId) ?? []).map((c): Presence => ({ from: c.from, to: c.to, closedBy: 'MANUAL' }));
      const fromScans = room ? presenceIntervals(scans.get(attendeeId) ?? [], room.zoneId, windows) : [];
      const a = sessionAttendance([...fromScans, ...manual], { start: session.startAt, end: session.endAt });
      return {
        attendee_id: attendeeId,
        attendee_name: names.get(attendeeId) ?? '',
        registration: status.get(attendeeId) ?? null,
        seconds: a.seconds,
        share: a.share,
        missing_out: a.missingOut,
        intervals: a.intervals.map((i) => ({ from: i.from.toISOString(), to: i.to.toISOString(), closed_by: i.closedBy })),
        corrections: (corrections.get(attendeeId) ?? []).map(correctionDto),
      };
    });
    const key = list.sort.column as 'attendee_name' | 'share' | 'attendee_id';
    const sign = list.sort.order === 'ASC' ? 1 : -1;
    rows.sort((x, y) => {
      const [a, b] = [x[key], y[key]];
      const by = typeof a === 'string' ? a.localeCompare(b as string, 'it') : (a as number) - (b as number);
      return sign * by || x.attendee_id - y.attendee_id;
    });
    return { rows: rows.slice(list.offset, list.offset + list.limit), total: rows.length };
  }

  /** Adds time present by hand, with the attendee's history entry. */
  async correct(ctx: EventContext, sessionId: number, input: AttendanceCorrectionInput): Promise<AttendanceCorrectionDto> {
    return writeTransaction(this.db, async (tx) => {
      const session = await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId);
      if (!(await tx.getRepository(Attendee).existsBy({ id: input.attendee_id, eventId: ctx.eventId })))
        throw fieldError('attendee_id', 'session_attendee_not_in_event');
      const repo = tx.getRepository(AttendanceCorrection);
      const saved = await repo.save(
        repo.create({ eventId: ctx.eventId, sessionId, attendeeId: input.attendee_id, from: new Date(input.from), to: new Date(input.to), note: input.note }),
      );
      await this.history(tx, ctx, session, input.attendee_id, null, saved);
      await this.signals.send(tx, ATTENDANCE_CHANGED, { eventId: ctx.eventId, attendeeId: input.attendee_id });
      return correctionDto(saved);
    });
  }

  /** Takes a correction back; answers it as it was. */
  async uncorrect(ctx: EventContext, sessionId: number, id: number): Promise<AttendanceCorrectionDto> {
    return writeTransaction(this.db, async (tx) => {
      const session = await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId);
      const row = await tx.getRepository(AttendanceCorrection).findOneBy({ id, sessionId });
      if (!row) throw notFound();
      await tx.getRepository(AttendanceCorrection).delete(id);
      await this.history(tx, ctx, session, row.attendeeId, row, null);
      await this.signals.send(tx, ATTENDANCE_CHANGED, { eventId: ctx.eventId, attendeeId: row.attendeeId });
      return correctionDto(row);
    });
  }

  private history(tx: EntityManager, ctx: EventContext, session: ProgrammeSession, attendeeId: number, before: AttendanceCorrection | null, after: AttendanceCorrection | null) {
    const text = (c: AttendanceCorrection | null) => (c ? `${hhmm(c.from)}–${hhmm(c.to)} UTC${c.note ? ` (${c.note})` : ''}` : null);
    return recordNote(tx, ctx, { type: 'attendee', id: attendeeId }, `attendance: ${session.titleIt} (#${session.id})`, text(before), text(after));
  }

  /** The admitted IN/OUT scans, in the window, of each attendee who was scanned at the door in it. */
  private async scans(eventId: number, door: number, from: Date, to: Date): Promise<Map<number, DoorScan[]>> {
    const repo = this.db.getRepository(Scan);
    const atDoor = repo
      .createQueryBuilder('d')
      .select('d.holderId')
      .where("d.eventId = :eventId AND d.zoneId = :door AND d.holderType = 'ATTENDEE' AND d.result = 'ADMITTED'")
      .andWhere('d.scannedAt >= :from AND d.scannedAt < :to');
    const rows = await repo
      .createQueryBuilder('s')
      .select(['s.holderId', 's.zoneId', 's.direction', 's.scannedAt'])
      .where("s.eventId = :eventId AND s.holderType = 'ATTENDEE' AND s.result = 'ADMITTED' AND s.direction IN ('IN', 'OUT')")
      .andWhere('s.scannedAt >= :from AND s.scannedAt < :to')
      .andWhere(`s.holderId IN (${atDoor.getQuery()})`)
      .setParameters({ eventId, door, from, to })
      .orderBy('s.scannedAt', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
    const byAttendee = new Map<number, DoorScan[]>();
    for (const r of rows) {
      const list = byAttendee.get(r.holderId!) ?? [];
      list.push({ zoneId: r.zoneId, direction: r.direction as 'IN' | 'OUT', at: r.scannedAt });
      byAttendee.set(r.holderId!, list);
    }
    return byAttendee;
  }
}
