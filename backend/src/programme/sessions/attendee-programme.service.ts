import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MYAREA_PROGRAMME_DAY_MAX,
  venueClock,
  venueMoment,
  type Language,
  type MessageKey,
  type MyAreaProgrammeDto,
  type MyAreaSessionDto,
  type RegistrationStatus,
} from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AppException, invalid, notFound } from '../../platform/common/errors';
import { forUpdate, writeTransaction } from '../../platform/database/write-transaction';
import type { Attendee } from '../../registration/attendees/attendee.entity';
import { RegistrationsService, type Registrar } from './registrations.service';
import { seatsOf, sessionPeople, sessionRooms } from './session-people';
import { SessionRegistration } from './session-registration.entity';
import { ProgrammeSession } from './session.entity';

/** Most days a programme lists (a year of daily sessions); the days after are not offered. */
const DAYS_MAX = 366;

/** The refusals of one registration, worded for the attendee who asked for themselves. */
const OWN_WORDS: Partial<Record<MessageKey, MessageKey>> = {
  session_category_closed: 'myarea_session_category_closed',
  session_already_registered: 'myarea_session_already_registered',
  session_attendee_busy: 'myarea_session_busy',
};

const inLanguage = (lang: Language, it: string, en: string | null) => (lang === 'en' && en) || it;

/**
 * The programme in the attendee site (issue 27): the event's published sessions one venue day at a time,
 * each with its seats, the attendee's own place and what stands in their way (a closed category, a
 * session they hold at the same time); and their own registrations, made and cancelled through
 * RegistrationsService's rules with the session locked, the attendee the actor in their history. A
 * session not published, or of another event, is as missing as none (404).
 */
@Injectable()
export class AttendeeProgrammeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly registrations: RegistrationsService,
  ) {}

  /** The days with published sessions and one day's sessions: the one asked, else today when it has some, else the first. */
  async day(attendee: Attendee, lang: Language, asked?: string): Promise<MyAreaProgrammeDto> {
    const days = await this.days(attendee.eventId);
    const today = venueClock(new Date()).day;
    const day = asked ?? (days.includes(today) ? today : (days[0] ?? null));
    if (day === null) return { days, day, sessions: [] };
    const rows = await this.published(attendee.eventId)
      .andWhere('s.startAt >= :from AND s.startAt < :to', { from: new Date(venueMoment(day, 0)), to: new Date(venueMoment(day, 1440)) })
      .orderBy('s.startAt', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .take(MYAREA_PROGRAMME_DAY_MAX)
      .getMany();
    return { days, day, sessions: await this.toDtos(this.db.manager, attendee, lang, rows) };
  }

  async register(attendee: Attendee, lang: Language, sessionId: number): Promise<MyAreaSessionDto> {
    await this.ownWords(lang, () =>
      this.registrations.write(() =>
        writeTransaction(this.db, async (tx) =>
          this.registrations.registerIn(tx, this.self(attendee), await this.locked(tx, attendee, sessionId), attendee.id),
        ),
      ),
    );
    return this.one(attendee, lang, sessionId);
  }

  /** Gives back the attendee's seat or queue place; a freed seat goes to the first in the queue, who is e-mailed. */
  async cancel(attendee: Attendee, lang: Language, sessionId: number): Promise<MyAreaSessionDto> {
    const promoted = await writeTransaction(this.db, async (tx) => {
      const session = await this.locked(tx, attendee, sessionId);
      const row = await tx.getRepository(SessionRegistration).findOneBy({ sessionId, attendeeId: attendee.id });
      if (!row) throw notFound();
      // The seat moved up to someone else is nobody's doing in their history (the system's), not this attendee's.
      return this.registrations.cancelIn(tx, this.self(attendee), { eventId: attendee.eventId, actor: null }, session, row);
    });
    await this.registrations.tellPromoted(promoted);
    return this.one(attendee, lang, sessionId);
  }

  private self(attendee: Attendee): Registrar {
    return { eventId: attendee.eventId, actor: { attendeeId: attendee.id } };
  }

  private published(eventId: number) {
    return this.db
      .getRepository(ProgrammeSession)
      .createQueryBuilder('s')
      .where('s.eventId = :eventId AND s.published = :published', { eventId, published: true });
  }

  /** The published session of the attendee's event, locked for the registration (404 otherwise). */
  private async locked(tx: EntityManager, attendee: Attendee, sessionId: number): Promise<ProgrammeSession> {
    const session = await forUpdate(
      tx
        .getRepository(ProgrammeSession)
        .createQueryBuilder('s')
        .where('s.id = :sessionId AND s.eventId = :eventId AND s.published = :published', {
          sessionId,
          eventId: attendee.eventId,
          published: true,
        }),
      tx.connection,
    ).getOne();
    if (!session) throw notFound();
    return session;
  }

  private async one(attendee: Attendee, lang: Language, sessionId: number): Promise<MyAreaSessionDto> {
    const row = await this.published(attendee.eventId).andWhere('s.id = :sessionId', { sessionId }).getOne();
    if (!row) throw notFound();
    return (await this.toDtos(this.db.manager, attendee, lang, [row]))[0]!;
  }

  /**
   * The venue days with published sessions: from each day found, the first session after its midnight
   * gives the next (one indexed look-up per day with sessions, not every session read).
   */
  private async days(eventId: number): Promise<string[]> {
    const days: string[] = [];
    let from: Date | null = null;
    while (days.length < DAYS_MAX) {
      const qb = this.published(eventId).select(['s.id', 's.startAt']).orderBy('s.startAt', 'ASC').addOrderBy('s.id', 'ASC');
      if (from) qb.andWhere('s.startAt >= :from', { from });
      const next = await qb.getOne();
      if (!next) break;
      const day = venueClock(next.startAt).day;
      days.push(day);
      from = new Date(venueMoment(day, 1440));
    }
    return days;
  }

  /** The sessions as the attendee sees them: seats counted, their own registrations and clashes read once for the page. */
  private async toDtos(manager: EntityManager, attendee: Attendee, lang: Language, rows: ProgrammeSession[]): Promise<MyAreaSessionDto[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [people, rooms, counts, held] = await Promise.all([
      sessionPeople(manager, rows),
      sessionRooms(manager, rows),
      this.counts(manager, ids),
      this.held(manager, attendee.id, rows),
    ]);
    const mine = new Map(held.filter((h) => ids.includes(h.reg.sessionId)).map((h) => [h.reg.sessionId, h.reg]));
    const positions = await this.registrations.waitingPositions(manager, [...mine.values()]);
    const category = attendee.eventAttendeeCategoryId ?? -1;
    return rows.map((s) => {
      const room = s.roomId ? rooms.get(s.roomId) : null;
      const seats = seatsOf(s, room);
      const taken = counts.get(s.id) ?? { REGISTERED: 0, WAITING: 0 };
      const own = mine.get(s.id) ?? null;
      const clash = held.find((h) => h.session.id !== s.id && h.session.startAt < s.endAt && h.session.endAt > s.startAt)?.session ?? null;
      const open = JSON.parse(s.attendeeCategoryIds) as number[];
      return {
        id: s.id,
        type: s.type as MyAreaSessionDto['type'],
        title: inLanguage(lang, s.titleIt, s.titleEn),
        description: lang === 'en' ? (s.descriptionEn ?? s.descriptionIt) : s.descriptionIt,
        day: venueClock(s.startAt).day,
        start_at: s.startAt.toISOString(),
        end_at: s.endAt.toISOString(),
        room: room ? { id: room.id, name: inLanguage(lang, room.nameIt, room.nameEn) } : null,
        people: people.get(s.id)!.map(({ role, name }) => ({ role, name })),
        registration: s.registration as MyAreaSessionDto['registration'],
        seats,
        seats_left: s.registration === 'OPEN' || seats === null ? null : Math.max(0, seats - taken.REGISTERED),
        waiting: taken.WAITING,
        status: own ? (own.status as RegistrationStatus) : null,
        waiting_position: own ? (positions.get(own.id) ?? null) : null,
        category_closed: open.length > 0 && !open.includes(category),
        clash: clash ? { session_id: clash.id, title: inLanguage(lang, clash.titleIt, clash.titleEn) } : null,
      };
    });
  }

  /** Seats taken and queue places, per session. */
  private async counts(manager: EntityManager, sessionIds: number[]): Promise<Map<number, Record<RegistrationStatus, number>>> {
    const rows = await manager
      .getRepository(SessionRegistration)
      .createQueryBuilder('reg')
      .select('reg.sessionId', 'session_id')
      .addSelect('reg.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where({ sessionId: In(sessionIds) })
      .groupBy('reg.sessionId')
      .addGroupBy('reg.status')
      .getRawMany<{ session_id: number | string; status: RegistrationStatus; n: number | string }>();
    const counts = new Map<number, Record<RegistrationStatus, number>>();
    for (const r of rows) {
      const entry = counts.get(Number(r.session_id)) ?? { REGISTERED: 0, WAITING: 0 };
      entry[r.status] = Number(r.n);
      counts.set(Number(r.session_id), entry);
    }
    return counts;
  }

  /** The attendee's registrations (seat or queue, published or not) whose sessions overlap the page's hours. */
  private async held(manager: EntityManager, attendeeId: number, rows: ProgrammeSession[]) {
    const from = new Date(Math.min(...rows.map((r) => r.startAt.getTime())));
    const to = new Date(Math.max(...rows.map((r) => r.endAt.getTime())));
    const found = await manager
      .getRepository(SessionRegistration)
      .createQueryBuilder('reg')
      .innerJoinAndMapOne('reg.session', ProgrammeSession, 's', 's.id = reg.sessionId')
      .where('reg.attendeeId = :attendeeId AND s.startAt < :to AND s.endAt > :from', { attendeeId, from, to })
      .orderBy('s.startAt', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
    return found.map((reg) => ({ reg, session: (reg as SessionRegistration & { session: ProgrammeSession }).session }));
  }

  /** A refusal of the rules, said to the attendee about themselves (the clashing session's title in their language). */
  private async ownWords<T>(lang: Language, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AppException) || !error.fieldKeys) throw error;
      const keys = Object.values(error.fieldKeys)
        .flat()
        .map((k) => OWN_WORDS[k] ?? k);
      const params = { ...error.params };
      if (typeof params.id === 'number') {
        const other = await this.db.getRepository(ProgrammeSession).findOneBy({ id: params.id });
        if (other) params.title = inLanguage(lang, other.titleIt, other.titleEn);
      }
      throw invalid({ session_id: keys }, params);
    }
  }
}
