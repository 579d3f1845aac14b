import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { programmeDay, type SessionDto, type SessionInput } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { fieldError, invalid } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { Room } from '../rooms/room.entity';
import { seatsOf, sessionPeople, sessionRooms, type StoredPerson } from './session-people';
import { ProgrammeSession } from './session.entity';

/** Sessions of an event: the rules put no condition on them (ADMIN manages them). */
export const SESSION_SCOPE = defineRecordScope({ subject: 'Session', entity: ProgrammeSession, alias: 'session', conditions: {} });

export const SESSION_LIST: ListSpec = {
  resource: 'sessions',
  sortable: {
    id: 'session.id',
    title_it: 'session.titleIt',
    start_at: 'session.startAt',
    end_at: 'session.endAt',
    type: 'session.type',
    room_id: 'session.roomId',
  },
  filters: {
    q: { kind: 'search', columns: ['session.titleIt', 'session.titleEn', 'session.tags'] },
    id: { kind: 'eq', column: 'session.id', type: 'number' },
    room_id: { kind: 'eq', column: 'session.roomId', type: 'number' },
    type: { kind: 'eq', column: 'session.type', type: 'string' },
    published: { kind: 'eq', column: 'session.published', type: 'boolean' },
    /** The sessions that end after this moment (the grid's first day). */
    end_at_gte: { kind: 'gte', column: 'session.endAt', type: 'datetime' },
    /** The sessions that start before this moment (the grid's last day). */
    start_at_lte: { kind: 'lte', column: 'session.startAt', type: 'datetime' },
  },
  defaultSort: ['start_at', 'ASC'],
  tiebreaker: 'session.id',
};

const columns = (input: SessionInput): Partial<ProgrammeSession> => ({
  titleIt: input.title_it,
  titleEn: input.title_en,
  descriptionIt: input.description_it,
  descriptionEn: input.description_en,
  type: input.type,
  roomId: input.room_id,
  startAt: new Date(input.start_at),
  endAt: new Date(input.end_at),
  people: JSON.stringify(input.people satisfies StoredPerson[]),
  tags: JSON.stringify(input.tags),
  attendeeCategoryIds: JSON.stringify(input.attendee_category_ids),
  registration: input.registration,
  capacity: input.capacity,
  published: input.published,
});

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, day: _d, seats: _s, ...rest }: SessionDto) => rest;

/**
 * The sessions of one event's programme (issue 27). A room holds one session at a time: a session that
 * would overlap another in its room is refused naming that session (the room is locked while the check
 * and the write run, so two writers cannot both take the same hour). Speakers and moderators are
 * attendees of the event or names only; an attendee's name is read as it stands when the session is.
 */
@Injectable()
export class SessionsService {
  private readonly writes: RecordWrites<ProgrammeSession, SessionDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: SESSION_SCOPE,
      subject: 'session',
      dto: async (tx, row) => (await this.toDtos(tx, [row]))[0]!,
      values: historyValues,
    });
  }

  async list(ctx: EventContext, list: ListQuery) {
    const qb = scopeList(this.db.getRepository(ProgrammeSession).createQueryBuilder('session'), ctx, 'read', SESSION_SCOPE);
    const { rows, total } = await findPage(qb, list);
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<SessionDto> {
    return (await this.toDtos(this.db.manager, [await requireRecord(this.db.manager, ctx, 'read', SESSION_SCOPE, id)]))[0]!;
  }

  async create(ctx: EventContext, input: SessionInput): Promise<SessionDto> {
    const id = await this.writes.create(ctx, async (tx) => {
      await this.check(tx, ctx.eventId, input);
      const repo = tx.getRepository(ProgrammeSession);
      return (await repo.save(repo.create({ ...columns(input), eventId: ctx.eventId }))).id;
    });
    return this.findOne(ctx, id);
  }

  update(ctx: EventContext, id: number, input: SessionInput): Promise<SessionDto> {
    return this.writes.update(ctx, id, async (tx) => {
      await this.check(tx, ctx.eventId, input, id);
      await tx.getRepository(ProgrammeSession).update(id, columns(input));
    });
  }

  remove(ctx: EventContext, id: number): Promise<SessionDto> {
    return this.writes.remove(ctx, id);
  }

  /** The answers for a page of sessions: attendees' names and rooms' seats read once for the page. */
  private async toDtos(manager: EntityManager, rows: ProgrammeSession[]): Promise<SessionDto[]> {
    const [people, rooms] = await Promise.all([sessionPeople(manager, rows), sessionRooms(manager, rows)]);
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      title_it: r.titleIt,
      title_en: r.titleEn,
      description_it: r.descriptionIt,
      description_en: r.descriptionEn,
      type: r.type as SessionDto['type'],
      room_id: r.roomId,
      start_at: r.startAt.toISOString(),
      end_at: r.endAt.toISOString(),
      day: programmeDay(r.startAt),
      people: people.get(r.id)!,
      tags: JSON.parse(r.tags) as string[],
      attendee_category_ids: JSON.parse(r.attendeeCategoryIds) as number[],
      registration: r.registration as SessionDto['registration'],
      capacity: r.capacity,
      seats: seatsOf(r, r.roomId ? rooms.get(r.roomId) : null),
      published: r.published,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  /**
   * The room, people and categories of the event; the room free from start to end. The room is locked
   * first (MySQL; SQLite's writers queue on the database), so a second writer waits for this one's answer.
   */
  private async check(tx: EntityManager, eventId: number, input: SessionInput, id?: number): Promise<void> {
    if (input.room_id !== null) {
      const qb = tx
        .getRepository(Room)
        .createQueryBuilder('room')
        .where('room.id = :id AND room.eventId = :eventId', { id: input.room_id, eventId });
      if (['mysql', 'mariadb'].includes(tx.connection.options.type)) qb.setLock('pessimistic_write');
      if (!(await qb.getOne())) throw fieldError('room_id', 'room_not_in_event');
      const clash = await tx
        .getRepository(ProgrammeSession)
        .createQueryBuilder('s')
        .select(['s.id', 's.titleIt'])
        .where('s.roomId = :room AND s.startAt < :end AND s.endAt > :start', {
          room: input.room_id,
          start: new Date(input.start_at),
          end: new Date(input.end_at),
        })
        .andWhere(id ? 's.id <> :id' : '1 = 1', { id })
        .orderBy('s.startAt', 'ASC')
        .getOne();
      if (clash)
        throw invalid(
          {
            start_at: ['session_room_busy'],
          },
          { title: clash.titleIt, id: clash.id },
        );
    }
    const attendees = [...new Set(input.people.flatMap((p) => (p.attendee_id ? [p.attendee_id] : [])))];
    if (attendees.length && (await tx.getRepository(Attendee).countBy({ eventId, id: In(attendees) })) !== attendees.length)
      throw fieldError('people', 'session_attendee_not_in_event');
    const categories = input.attendee_category_ids;
    if (categories.length && (await tx.getRepository(AttendeeCategory).countBy({ eventId, id: In(categories) })) !== categories.length)
      throw fieldError('attendee_category_ids', 'attendee_category_not_in_event');
  }
}
