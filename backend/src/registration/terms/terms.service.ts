import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TermDto, TermInput } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { Term } from './term.entity';

/** Terms of an event: the rules put no condition on them (the ADMIN manages them). */
export const TERM_SCOPE = defineRecordScope({ subject: 'Term', entity: Term, alias: 'term', conditions: {} });

export const TERM_LIST: ListSpec = {
  resource: 'terms',
  sortable: {
    id: 'term.id',
    position: 'term.position',
    title_it: 'term.titleIt',
    required: 'term.required',
    active: 'term.active',
    version: 'term.version',
    updated_at: 'term.updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['term.titleIt', 'term.titleEn'] },
    id: { kind: 'eq', column: 'term.id', type: 'number' },
    required: { kind: 'eq', column: 'term.required', type: 'boolean' },
    active: { kind: 'eq', column: 'term.active', type: 'boolean' },
  },
  defaultSort: ['position', 'ASC'],
  tiebreaker: 'term.id',
};

const toDto = (t: Term): TermDto => ({
  id: t.id,
  event_id: t.eventId,
  title_it: t.titleIt,
  title_en: t.titleEn,
  text_it: t.textIt,
  text_en: t.textEn,
  required: !!t.required,
  active: !!t.active,
  position: t.position,
  version: t.version,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest }: TermDto) => rest;

const columns = (input: TermInput): Partial<Term> => ({
  titleIt: input.title_it,
  titleEn: input.title_en,
  textIt: input.text_it,
  textEn: input.text_en,
  required: input.required,
  active: input.active,
  position: input.position,
});

/** The words an attendee accepts: a change of any of them is a new version of the term. */
const WORDS = ['title_it', 'title_en', 'text_it', 'text_en'] as const;

/**
 * The terms of one event (SPEC §5 "terms (versioned consents)"): the privacy notice, the rules, the consents
 * to photos or mail that the attendee site asks for. Each starts at version 1; a change of its title or text
 * in either language is the next version, in the same transaction as the change, so a consent recorded
 * with a version says which words were accepted. Switching it off, making it optional or moving it is not.
 */
@Injectable()
export class TermsService {
  private readonly writes: RecordWrites<Term, TermDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: TERM_SCOPE,
      subject: 'term',
      dto: (_tx, term) => toDto(term),
      values: historyValues,
    });
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(Term).createQueryBuilder('term'), ctx, 'read', TERM_SCOPE),
      list,
    );
    return { rows: rows.map(toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<TermDto> {
    return toDto(await requireRecord(this.db.manager, ctx, 'read', TERM_SCOPE, id));
  }

  async create(ctx: EventContext, input: TermInput): Promise<TermDto> {
    const id = await this.writes.create(ctx, async (tx) => {
      const terms = tx.getRepository(Term);
      return (await terms.save(terms.create({ ...columns(input), version: 1, eventId: ctx.eventId }))).id;
    });
    return this.findOne(ctx, id);
  }

  update(ctx: EventContext, id: number, input: TermInput): Promise<TermDto> {
    return this.writes.update(ctx, id, async (tx, before) => {
      const reworded = WORDS.some((word) => input[word] !== before[word]);
      await tx.getRepository(Term).update(id, { ...columns(input), ...(reworded && { version: before.version + 1 }) });
    });
  }

  remove(ctx: EventContext, id: number): Promise<TermDto> {
    return this.writes.remove(ctx, id);
  }
}
