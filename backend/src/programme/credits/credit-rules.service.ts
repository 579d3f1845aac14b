import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CreditRuleDto, CreditRuleInput } from '@eventdesk/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { ProgrammeSession } from '../sessions/session.entity';
import { CreditRule } from './credit.entities';

/** Credit rules of an event: the rules put no condition on them (ADMIN manages them). */
export const CREDIT_SCOPE = defineRecordScope({ subject: 'Credit', entity: CreditRule, alias: 'rule', conditions: {} });

export const CREDIT_RULE_LIST: ListSpec = {
  resource: 'credits',
  sortable: { id: 'rule.id', session_id: 'rule.sessionKey', credits: 'rule.creditHundredths', created_at: 'rule.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['rule.accreditationCode'] },
    id: { kind: 'eq', column: 'rule.id', type: 'number' },
    session_id: { kind: 'eq', column: 'rule.sessionId', type: 'number' },
  },
  defaultSort: ['session_id', 'ASC'],
  tiebreaker: 'rule.id',
};

const columns = (input: CreditRuleInput): Partial<CreditRule> => ({
  sessionId: input.session_id,
  sessionKey: input.session_id ?? 0,
  creditHundredths: Math.round(input.credits * 100),
  minPresence: input.min_presence,
  surveyRequired: input.survey_required,
  surveyMinCorrect: input.survey_min_correct,
  attendeeCategoryIds: JSON.stringify(input.attendee_category_ids),
  professions: JSON.stringify(input.professions),
  disciplines: JSON.stringify(input.disciplines),
  accreditationCode: input.accreditation_code,
});

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, session_title: _t, ...rest }: CreditRuleDto) => rest;

/**
 * The credit rules of an event (issue 27): one per session at most, and one for the whole programme.
 * Every change is followed by a recomputation of the event's credits (CreditsService).
 */
@Injectable()
export class CreditRulesService {
  private readonly writes: RecordWrites<CreditRule, CreditRuleDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: CREDIT_SCOPE,
      subject: 'credit',
      dto: async (tx, row) => (await this.toDtos(tx, [row]))[0]!,
      values: historyValues,
    });
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(scopeList(this.db.getRepository(CreditRule).createQueryBuilder('rule'), ctx, 'read', CREDIT_SCOPE), list);
    return { rows: await this.toDtos(this.db.manager, rows), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<CreditRuleDto> {
    return (await this.toDtos(this.db.manager, [await requireRecord(this.db.manager, ctx, 'read', CREDIT_SCOPE, id)]))[0]!;
  }

  async create(ctx: EventContext, input: CreditRuleInput): Promise<CreditRuleDto> {
    const id = await this.taken(input, () =>
      this.writes.create(ctx, async (tx) => {
        await this.check(tx, ctx.eventId, input);
        const repo = tx.getRepository(CreditRule);
        return (await repo.save(repo.create({ ...columns(input), eventId: ctx.eventId }))).id;
      }),
    );
    return this.findOne(ctx, id);
  }

  update(ctx: EventContext, id: number, input: CreditRuleInput): Promise<CreditRuleDto> {
    return this.taken(input, () =>
      this.writes.update(ctx, id, async (tx) => {
        await this.check(tx, ctx.eventId, input);
        await tx.getRepository(CreditRule).update(id, columns(input));
      }),
    );
  }

  remove(ctx: EventContext, id: number): Promise<CreditRuleDto> {
    return this.writes.remove(ctx, id);
  }

  /** A second rule for the same session (or the event) meets the unique index, also when two are written at once. */
  private async taken<T>(input: CreditRuleInput, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw input.session_id === null ? fieldError('session_id', 'credit_rule_event_taken') : fieldError('session_id', 'credit_rule_taken');
    }
  }

  private async check(tx: EntityManager, eventId: number, input: CreditRuleInput): Promise<void> {
    if (input.session_id !== null && !(await tx.getRepository(ProgrammeSession).existsBy({ id: input.session_id, eventId })))
      throw fieldError('session_id', 'session_not_in_event');
    const categories = input.attendee_category_ids;
    if (categories.length && (await tx.getRepository(AttendeeCategory).countBy({ eventId, id: In(categories) })) !== categories.length)
      throw fieldError('attendee_category_ids', 'attendee_category_not_in_event');
  }

  private async toDtos(manager: EntityManager, rows: CreditRule[]): Promise<CreditRuleDto[]> {
    const sessionIds = [...new Set(rows.flatMap((r) => (r.sessionId ? [r.sessionId] : [])))];
    const titles = new Map(
      sessionIds.length
        ? (await manager.getRepository(ProgrammeSession).find({ select: { id: true, titleIt: true }, where: { id: In(sessionIds) } })).map((s) => [s.id, s.titleIt])
        : [],
    );
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      session_id: r.sessionId,
      session_title: r.sessionId ? (titles.get(r.sessionId) ?? null) : null,
      credits: r.creditHundredths / 100,
      min_presence: r.minPresence,
      survey_required: r.surveyRequired,
      survey_min_correct: r.surveyMinCorrect,
      attendee_category_ids: JSON.parse(r.attendeeCategoryIds) as number[],
      professions: JSON.parse(r.professions) as string[],
      disciplines: JSON.parse(r.disciplines) as string[],
      accreditation_code: r.accreditationCode,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
