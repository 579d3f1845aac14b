import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  programmeTime,
  type AttendeeSessionDto,
  type RegistrationDto,
  type RegistrationInput,
  type RegistrationStatus,
} from '@eventdesk/shared';
import { DataSource, In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError, invalid, notFound } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { forUpdate, writeTransaction } from '../../platform/database/write-transaction';
import { Event } from '../../platform/events/event.entity';
import { recordNote, type HistoryActor } from '../../platform/history/history.service';
import { MailService } from '../../platform/mail/mail.service';
import { SESSION_SEAT_MAIL } from '../../platform/mail/mail-templates';
import { ATTENDEE_SCOPE, type AttendeeAccess } from '../../registration/attendees/attendee-access';
import { attendeeLanguage } from '../../registration/attendees/attendee-language';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { Room } from '../rooms/room.entity';
import { SessionRegistration } from './session-registration.entity';
import { ProgrammeSession } from './session.entity';
import { SESSION_SCOPE } from './sessions.service';

export const REGISTRATION_LIST: ListSpec = {
  resource: 'registrations',
  sortable: { id: 'reg.id', status: 'reg.status', created_at: 'reg.createdAt' },
  filters: {
    id: { kind: 'eq', column: 'reg.id', type: 'number' },
    status: { kind: 'eq', column: 'reg.status', type: 'string' },
    attendee_id: { kind: 'eq', column: 'reg.attendeeId', type: 'number' },
  },
  // Seats first (REGISTERED < WAITING), each in the order they were taken: the queue's order.
  defaultSort: ['status', 'ASC'],
  tiebreaker: 'reg.id',
};

const nameOf = (a: Pick<Attendee, 'firstName' | 'lastName'>) => [a.firstName, a.lastName].filter(Boolean).join(' ');

/** Who registers or cancels, for the attendee's history: a staff user, the attendee themselves (my-area), or nobody. */
export interface Registrar {
  eventId: number;
  actor: HistoryActor;
}

/**
 * Registrations for the sessions of the programme (issue 27). A session that asks for registration
 * gives seats while it has any (its capacity, else its room's), then places in a queue; a seat freed
 * (a cancellation, a larger capacity) goes to the first in the queue, who is told by e-mail. An attendee
 * holds one session at a time (a seat or a queue place), only of the sessions open to their category.
 * The session row is locked while seats are counted, so parallel registrations for the last seat give
 * it to one of them, and the attendee's row while their other sessions are read, so two sessions at one
 * time cannot both be taken at once. Staff come through the routes of a session (this file), a
 * selection or saved filter through RegistrationBulkService, the attendee through AttendeeProgrammeService:
 * each locks the session and calls `registerIn` / `cancelIn`, the same rules.
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger(RegistrationsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  async list(ctx: EventContext, sessionId: number, list: ListQuery) {
    await requireRecord(this.db.manager, ctx, 'read', SESSION_SCOPE, sessionId);
    const qb = this.db.getRepository(SessionRegistration).createQueryBuilder('reg').where('reg.sessionId = :sessionId', { sessionId });
    const { rows, total } = await findPage(qb, list);
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async create(ctx: EventContext, sessionId: number, input: RegistrationInput): Promise<RegistrationDto> {
    const id = await this.write(() =>
      writeTransaction(this.db, async (tx) => {
        const session = await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId, { lock: true });
        return (await this.registerIn(tx, ctx, session, input.attendee_id)).id;
      }),
    );
    return this.findOne(sessionId, id);
  }

  /** Cancels a registration; a seat it held goes to the first in the queue (e-mailed once committed). Answers it as it was. */
  async cancel(ctx: EventContext, sessionId: number, id: number): Promise<RegistrationDto> {
    const before = await this.findOne(sessionId, id, ctx);
    const promoted = await writeTransaction(this.db, async (tx) => {
      const session = await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId, { lock: true });
      const row = await tx.getRepository(SessionRegistration).findOneBy({ id, sessionId });
      if (!row) throw notFound();
      return this.cancelIn(tx, ctx, ctx, session, row);
    });
    await this.tellPromoted(promoted);
    return before;
  }

  /** After a session's change (more seats, open registration): the free seats go to the queue, who are told. */
  async afterSessionChange(ctx: EventContext, sessionId: number): Promise<void> {
    const promoted = await writeTransaction(this.db, async (tx) =>
      this.promote(tx, ctx, await requireRecord(tx, ctx, 'update', SESSION_SCOPE, sessionId, { lock: true })),
    );
    await this.tellPromoted(promoted);
  }

  /**
   * Deletes `row` of `session` (locked by the caller) in the caller's transaction and gives a seat it
   * freed to the first in the queue (noted as `promoter`'s doing); answers the registrations promoted.
   */
  async cancelIn(
    tx: EntityManager,
    who: Registrar,
    promoter: Registrar,
    session: ProgrammeSession,
    row: SessionRegistration,
  ): Promise<number[]> {
    await tx.getRepository(SessionRegistration).delete(row.id);
    await this.history(tx, who, session, row.attendeeId, row.status as RegistrationStatus, null);
    return this.promote(tx, promoter, session);
  }

  /**
   * Gives the free seats of `session` to the first in its queue (after a cancellation or a larger
   * capacity), inside the caller's transaction with the session locked; answers the registrations promoted.
   */
  async promote(tx: EntityManager, who: Registrar, session: ProgrammeSession): Promise<number[]> {
    const repo = tx.getRepository(SessionRegistration);
    let free: number;
    if (session.registration === 'OPEN') free = Number.MAX_SAFE_INTEGER;
    else {
      const seats = await this.seats(tx, session);
      if (seats === null) free = Number.MAX_SAFE_INTEGER;
      else free = seats - (await repo.countBy({ sessionId: session.id, status: 'REGISTERED' }));
    }
    if (free <= 0) return [];
    const next = await repo.find({ where: { sessionId: session.id, status: 'WAITING' }, order: { id: 'ASC' }, take: Math.min(free, 1000) });
    for (const row of next) {
      await repo.update(row.id, { status: 'REGISTERED' });
      await this.history(tx, who, session, row.attendeeId, 'WAITING', 'REGISTERED');
    }
    return next.map((r) => r.id);
  }

  /** E-mails each attendee who took a freed seat; a failure is logged and changes nothing. */
  async tellPromoted(ids: number[]): Promise<void> {
    for (const id of ids) {
      try {
        const reg = await this.db.getRepository(SessionRegistration).findOneByOrFail({ id });
        const attendee = await this.db.getRepository(Attendee).findOneByOrFail({ id: reg.attendeeId });
        if (!attendee.email) continue;
        const session = await this.db.getRepository(ProgrammeSession).findOneByOrFail({ id: reg.sessionId });
        const event = await this.db.getRepository(Event).findOneByOrFail({ id: reg.eventId });
        const room = session.roomId ? await this.db.getRepository(Room).findOneBy({ id: session.roomId }) : null;
        const lang = attendeeLanguage(attendee);
        const title = (lang === 'en' && session.titleEn) || session.titleIt;
        const text = SESSION_SEAT_MAIL[lang](
          event.name,
          title,
          programmeTime(session.startAt, lang),
          room ? (lang === 'en' && room.nameEn) || room.nameIt : null,
        );
        await this.mail.send({ to: attendee.email, ...text });
      } catch (error) {
        this.logger.error(`Registration ${id}: the freed seat's e-mail was not sent: ${(error as Error).message}`);
      }
    }
  }

  /** `GET …/attendees/{id}/sessions`: the attendee's registrations with their sessions, earliest first. */
  async attendeeSessions(access: AttendeeAccess, attendeeId: number): Promise<AttendeeSessionDto[]> {
    await requireRecord(this.db.manager, access, 'read', ATTENDEE_SCOPE, attendeeId);
    const rows = await this.db
      .getRepository(SessionRegistration)
      .createQueryBuilder('reg')
      .innerJoinAndMapOne('reg.session', ProgrammeSession, 's', 's.id = reg.sessionId')
      .leftJoinAndMapOne('reg.room', Room, 'room', 'room.id = s.roomId')
      .where('reg.attendeeId = :attendeeId', { attendeeId })
      .orderBy('s.startAt', 'ASC')
      .addOrderBy('reg.id', 'ASC')
      .getMany();
    const positions = await this.waitingPositions(this.db.manager, rows);
    return rows.map((r) => {
      const { session: s, room } = r as SessionRegistration & { session: ProgrammeSession; room: Room | null };
      return {
        id: r.id,
        attendee_id: r.attendeeId,
        session_id: s.id,
        title: s.titleIt,
        starts_at: s.startAt.toISOString(),
        ends_at: s.endAt.toISOString(),
        room: room?.nameIt ?? null,
        registration: s.registration as AttendeeSessionDto['registration'],
        status: r.status as RegistrationStatus,
        waiting_position: positions.get(r.id) ?? null,
      };
    });
  }

  /**
   * One registration in the caller's transaction, `session` locked by it: the checks (each refusal a
   * field error on `attendee_id`, thrown before anything is written), then a seat or a queue place.
   */
  async registerIn(
    tx: EntityManager,
    who: Registrar,
    session: ProgrammeSession,
    attendeeId: number,
  ): Promise<{ id: number; status: RegistrationStatus }> {
    const attendee = await forUpdate(
      tx
        .getRepository(Attendee)
        .createQueryBuilder('attendee')
        .where('attendee.id = :attendeeId AND attendee.eventId = :eventId', { attendeeId, eventId: who.eventId }),
      tx.connection,
    ).getOne();
    if (!attendee) throw fieldError('attendee_id', 'session_attendee_not_in_event');
    const open = JSON.parse(session.attendeeCategoryIds) as number[];
    if (open.length && !open.includes(attendee.eventAttendeeCategoryId ?? -1)) throw fieldError('attendee_id', 'session_category_closed');
    const repo = tx.getRepository(SessionRegistration);
    if (await repo.existsBy({ sessionId: session.id, attendeeId })) throw fieldError('attendee_id', 'session_already_registered');
    const clash = await repo
      .createQueryBuilder('reg')
      .innerJoinAndMapOne('reg.session', ProgrammeSession, 's', 's.id = reg.sessionId')
      .where('reg.attendeeId = :attendeeId AND s.startAt < :end AND s.endAt > :start', {
        attendeeId,
        start: session.startAt,
        end: session.endAt,
      })
      .orderBy('s.startAt', 'ASC')
      .getOne();
    if (clash) {
      const other = (clash as SessionRegistration & { session: ProgrammeSession }).session;
      throw invalid({ attendee_id: ['session_attendee_busy'] }, { title: other.titleIt, id: other.id });
    }
    let status: RegistrationStatus = 'REGISTERED';
    if (session.registration === 'REQUIRED') {
      const seats = await this.seats(tx, session);
      if (seats !== null && (await repo.countBy({ sessionId: session.id, status: 'REGISTERED' })) >= seats) status = 'WAITING';
    }
    const saved = await repo.save(repo.create({ eventId: who.eventId, sessionId: session.id, attendeeId, status }));
    await this.history(tx, who, session, attendeeId, null, status);
    return { id: saved.id, status };
  }

  /** The session's seats: its own capacity, else its room's; null: no limit. */
  async seats(tx: EntityManager, session: ProgrammeSession): Promise<number | null> {
    if (session.capacity !== null) return session.capacity;
    if (session.roomId === null) return null;
    return (await tx.getRepository(Room).findOneBy({ id: session.roomId }))?.capacity ?? null;
  }

  /** The attendee's history keeps each seat and queue place taken, moved and given back. */
  private history(
    tx: EntityManager,
    who: Registrar,
    session: ProgrammeSession,
    attendeeId: number,
    from: string | null,
    to: string | null,
  ) {
    return recordNote(tx, who, { type: 'attendee', id: attendeeId }, `session: ${session.titleIt} (#${session.id})`, from, to);
  }

  /** Two writers registering the same attendee at once: the second is told as if it came later. */
  async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isDuplicateKey(error)) throw fieldError('attendee_id', 'session_already_registered');
      throw error;
    }
  }

  private async findOne(sessionId: number, id: number, ctx?: EventContext): Promise<RegistrationDto> {
    if (ctx) await requireRecord(this.db.manager, ctx, 'read', SESSION_SCOPE, sessionId);
    const row = await this.db.getRepository(SessionRegistration).findOneBy({ id, sessionId });
    if (!row) throw notFound();
    return (await this.toDtos(this.db.manager, [row]))[0]!;
  }

  /** Each queue place's position (1 for the first), for the rows given: one read of the queues' heads up to them. */
  async waitingPositions(manager: EntityManager, rows: SessionRegistration[]): Promise<Map<number, number>> {
    const waiting = rows.filter((r) => r.status === 'WAITING');
    if (!waiting.length) return new Map();
    const ahead = await manager.getRepository(SessionRegistration).find({
      select: { id: true, sessionId: true },
      where: {
        sessionId: In([...new Set(waiting.map((r) => r.sessionId))]),
        status: 'WAITING',
        id: LessThanOrEqual(Math.max(...waiting.map((r) => r.id))),
      },
      order: { id: 'ASC' },
    });
    const place = new Map<number, number>();
    const count = new Map<number, number>();
    for (const r of ahead) {
      count.set(r.sessionId, (count.get(r.sessionId) ?? 0) + 1);
      place.set(r.id, count.get(r.sessionId)!);
    }
    return new Map(waiting.map((r) => [r.id, place.get(r.id)!]));
  }

  private async toDtos(manager: EntityManager, rows: SessionRegistration[]): Promise<RegistrationDto[]> {
    const ids = [...new Set(rows.map((r) => r.attendeeId))];
    const names = new Map(
      ids.length
        ? (
            await manager.getRepository(Attendee).find({ select: { id: true, firstName: true, lastName: true }, where: { id: In(ids) } })
          ).map((a) => [a.id, nameOf(a)])
        : [],
    );
    const positions = await this.waitingPositions(manager, rows);
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      session_id: r.sessionId,
      attendee_id: r.attendeeId,
      attendee_name: names.get(r.attendeeId) ?? '',
      status: r.status as RegistrationStatus,
      waiting_position: positions.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
