import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pollMaxChoices, type PollDto, type PollInput, type PollResultsDto, type PollStatus, type PollVoteDto } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Clock } from '../../platform/common/clock';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { ProgrammeSession } from '../sessions/session.entity';
import { Poll, PollOption, PollVote, PollVoteOption } from './poll.entities';
import { PollFeed } from './poll-feed';
import { ProgrammeError } from '../programme-errors';

/** Polls of an event: the rules put no condition on them (ADMIN manages them). */
export const POLL_SCOPE = defineRecordScope({ subject: 'Poll', entity: Poll, alias: 'poll', conditions: {} });

export const POLL_LIST: ListSpec = {
  resource: 'polls',
  sortable: {
    id: 'poll.id',
    question_it: 'poll.questionIt',
    status: 'poll.status',
    created_at: 'poll.createdAt',
    opened_at: 'poll.openedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['poll.questionIt', 'poll.questionEn'] },
    id: { kind: 'eq', column: 'poll.id', type: 'number' },
    status: { kind: 'eq', column: 'poll.status', type: 'string' },
    session_id: { kind: 'eq', column: 'poll.sessionId', type: 'number' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'poll.id',
};

export const POLL_VOTE_LIST: ListSpec = {
  resource: 'poll-votes',
  sortable: { id: 'vote.id', created_at: 'vote.createdAt', updated_at: 'vote.updatedAt' },
  filters: { attendee_id: { kind: 'eq', column: 'vote.attendeeId', type: 'number' } },
  defaultSort: ['id', 'ASC'],
  tiebreaker: 'vote.id',
};

const columns = (input: PollInput): Partial<Poll> => ({
  questionIt: input.question_it,
  questionEn: input.question_en,
  sessionId: input.session_id,
  multiple: input.multiple,
  maxChoices: pollMaxChoices(input),
  anonymous: input.anonymous,
  revote: input.revote,
  publicResults: input.public_results,
});

const historyValues = ({
  id: _i,
  event_id: _e,
  created_at: _c,
  updated_at: _u,
  session_title: _t,
  votes: _v,
  options,
  ...rest
}: PollDto) => ({
  ...rest,
  options: options.map((o) => (o.label_en ? `${o.label_it} / ${o.label_en}` : o.label_it)),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Counts per key of `SELECT key, COUNT(*) n … GROUP BY key` (the drivers answer the count as a number or a string). */
const countsBy = (rows: { k: number; n: number | string }[]) => new Map(rows.map((r) => [Number(r.k), Number(r.n)]));

/**
 * The polls of an event (issue 27): made and changed while they are drafts, opened and closed by the
 * staff's actions, their results (counts per option, votes, turnout) and, for a named poll, who voted what.
 */
@Injectable()
export class PollsService {
  private readonly writes: RecordWrites<Poll, PollDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
    private readonly feed: PollFeed,
    private readonly clock: Clock,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: POLL_SCOPE,
      subject: 'poll',
      dto: async (tx, row) => (await this.toDtos(tx, [row]))[0]!,
      values: historyValues,
    });
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Poll).createQueryBuilder('poll'), ctx, 'read', POLL_SCOPE),
      list,
    );
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<PollDto> {
    return (await this.toDtos(this.db.manager, [await requireRecord(this.db.manager, ctx, 'read', POLL_SCOPE, id)]))[0]!;
  }

  async create(ctx: EventContext, input: PollInput): Promise<PollDto> {
    const id = await this.writes.create(ctx, async (tx) => {
      await this.checkSession(tx, ctx.eventId, input);
      const repo = tx.getRepository(Poll);
      const poll = await repo.save(repo.create({ ...columns(input), eventId: ctx.eventId, status: 'DRAFT' }));
      await this.writeOptions(tx, poll.id, input);
      return poll.id;
    });
    return this.findOne(ctx, id);
  }

  /** A draft changes whole (its options too: nobody voted on them); an opened poll is a record of the vote (409). */
  update(ctx: EventContext, id: number, input: PollInput): Promise<PollDto> {
    return this.writes.update(ctx, id, async (tx, before) => {
      if (before.status !== 'DRAFT') throw ProgrammeError('poll_not_draft');
      await this.checkSession(tx, ctx.eventId, input);
      await tx.getRepository(Poll).update(id, columns(input));
      await this.rewriteOptions(tx, id, input);
    });
  }

  /** Goes with its votes. */
  async remove(ctx: EventContext, id: number): Promise<PollDto> {
    const removed = await this.writes.remove(ctx, id);
    this.feed.changed(id);
    return removed;
  }

  /** DRAFT → OPEN, OPEN → CLOSED; any other step 409 (the lock makes two clicks at once one step). */
  async move(ctx: EventContext, id: number, to: Exclude<PollStatus, 'DRAFT'>): Promise<PollDto> {
    const from = to === 'OPEN' ? 'DRAFT' : 'OPEN';
    const moved = await this.writes.update(ctx, id, async (tx, before) => {
      if (before.status !== from) throw ProgrammeError(to === 'OPEN' ? 'poll_cannot_open' : 'poll_cannot_close');
      const now = new Date(this.clock.now());
      await tx.getRepository(Poll).update(id, to === 'OPEN' ? { status: to, openedAt: now } : { status: to, closedAt: now });
    });
    this.feed.changed(id);
    return moved;
  }

  async results(ctx: EventContext, id: number): Promise<PollResultsDto> {
    await requireRecord(this.db.manager, ctx, 'read', POLL_SCOPE, id);
    return this.resultsOf(id);
  }

  /** The counts of a poll the caller was let read (the live feed reads them again after each change; a deleted poll reads as no votes). */
  async resultsOf(id: number): Promise<PollResultsDto> {
    const m = this.db.manager;
    const [poll, options, counts, votes] = await Promise.all([
      m.getRepository(Poll).findOneBy({ id }),
      m.getRepository(PollOption).find({ where: { pollId: id }, order: { position: 'ASC' } }),
      m
        .getRepository(PollVoteOption)
        .createQueryBuilder('vo')
        .select('vo.optionId', 'k')
        .addSelect('COUNT(*)', 'n')
        .where('vo.pollId = :id', { id })
        .groupBy('vo.optionId')
        .getRawMany<{ k: number; n: number }>()
        .then(countsBy),
      m.getRepository(PollVote).countBy({ pollId: id }),
    ]);
    const eligible = poll
      ? Number(
          ((await m.query('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [poll.eventId])) as { n: number | string }[])[0]?.n ??
            0,
        )
      : 0;
    return {
      poll_id: id,
      status: (poll?.status ?? 'CLOSED') as PollStatus,
      question_it: poll?.questionIt ?? '',
      question_en: poll?.questionEn ?? null,
      options: options.map((o) => ({ id: o.id, label_it: o.labelIt, label_en: o.labelEn, count: counts.get(o.id) ?? 0 })),
      votes,
      eligible,
      turnout: eligible ? Math.round((votes / eligible) * 10_000) / 10_000 : 0,
    };
  }

  /** Who voted what in a named poll; an anonymous one knows no names (409). */
  async votes(ctx: EventContext, id: number, list: ListQuery): Promise<{ rows: PollVoteDto[]; total: number }> {
    const poll = await requireRecord(this.db.manager, ctx, 'read', POLL_SCOPE, id);
    if (poll.anonymous) throw ProgrammeError('poll_anonymous');
    const qb = this.db.getRepository(PollVote).createQueryBuilder('vote').where('vote.pollId = :poll', { poll: id });
    const { rows, total } = await findPage(qb, list);
    const voteIds = rows.map((v) => v.id);
    const attendeeIds = [...new Set(rows.map((v) => v.attendeeId!))];
    const [choices, people] = await Promise.all([
      voteIds.length ? this.db.getRepository(PollVoteOption).find({ where: { voteId: In(voteIds) }, order: { optionId: 'ASC' } }) : [],
      attendeeIds.length
        ? (this.db.query(
            `SELECT id, first_name, last_name FROM attendees WHERE id IN (${attendeeIds.map(() => '?').join(',')})`,
            attendeeIds,
          ) as Promise<{ id: number; first_name: string | null; last_name: string | null }[]>)
        : [],
    ]);
    const names = new Map(people.map((p) => [Number(p.id), [p.first_name, p.last_name].filter(Boolean).join(' ')]));
    return {
      rows: rows.map((v) => ({
        id: v.id,
        attendee_id: v.attendeeId!,
        attendee_name: names.get(v.attendeeId!) ?? '',
        option_ids: choices.filter((c) => c.voteId === v.id).map((c) => c.optionId),
        created_at: v.createdAt.toISOString(),
        updated_at: v.updatedAt.toISOString(),
      })),
      total,
    };
  }

  private async writeOptions(tx: EntityManager, pollId: number, input: PollInput): Promise<void> {
    await tx
      .getRepository(PollOption)
      .insert(input.options.map((o, position) => ({ pollId, position, labelIt: o.label_it, labelEn: o.label_en })));
  }

  /** The options by position: those kept keep their ids (a partial PUT sends them back unchanged), the rest are added or removed. */
  private async rewriteOptions(tx: EntityManager, pollId: number, input: PollInput): Promise<void> {
    const repo = tx.getRepository(PollOption);
    const stored = await repo.find({ where: { pollId }, order: { position: 'ASC' } });
    for (const [position, option] of input.options.entries()) {
      const row = stored[position];
      if (row) {
        if (row.labelIt !== option.label_it || row.labelEn !== option.label_en)
          await repo.update(row.id, { labelIt: option.label_it, labelEn: option.label_en });
      } else await repo.insert({ pollId, position, labelIt: option.label_it, labelEn: option.label_en });
    }
    const surplus = stored.slice(input.options.length).map((o) => o.id);
    if (surplus.length) await repo.delete({ id: In(surplus) });
  }

  private async checkSession(tx: EntityManager, eventId: number, input: PollInput): Promise<void> {
    if (input.session_id !== null && !(await tx.getRepository(ProgrammeSession).existsBy({ id: input.session_id, eventId })))
      throw fieldError('session_id', 'session_not_in_event');
  }

  private async toDtos(manager: EntityManager, rows: Poll[]): Promise<PollDto[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const sessionIds = [...new Set(rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])))];
    const [options, votes, titles] = await Promise.all([
      manager.getRepository(PollOption).find({ where: { pollId: In(ids) }, order: { pollId: 'ASC', position: 'ASC' } }),
      manager
        .getRepository(PollVote)
        .createQueryBuilder('vote')
        .select('vote.pollId', 'k')
        .addSelect('COUNT(*)', 'n')
        .where('vote.pollId IN (:...ids)', { ids })
        .groupBy('vote.pollId')
        .getRawMany<{ k: number; n: number }>()
        .then(countsBy),
      sessionIds.length
        ? manager
            .getRepository(ProgrammeSession)
            .find({ select: { id: true, titleIt: true }, where: { id: In(sessionIds) } })
            .then((list) => new Map(list.map((s) => [s.id, s.titleIt])))
        : new Map<number, string>(),
    ]);
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      question_it: r.questionIt,
      question_en: r.questionEn,
      session_id: r.sessionId,
      session_title: r.sessionId ? (titles.get(r.sessionId) ?? null) : null,
      options: options.filter((o) => o.pollId === r.id).map((o) => ({ id: o.id, label_it: o.labelIt, label_en: o.labelEn })),
      multiple: r.multiple,
      max_choices: r.maxChoices,
      anonymous: r.anonymous,
      revote: r.revote as PollDto['revote'],
      public_results: r.publicResults,
      status: r.status as PollStatus,
      opened_at: iso(r.openedAt),
      closed_at: iso(r.closedAt),
      votes: votes.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
