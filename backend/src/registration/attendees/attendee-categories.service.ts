import { defineRecordScope, requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttendeeCategoryDto, AttendeeCategoryInput } from '@eventdesk/shared';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { HistoryService } from '../../platform/history/history.service';
import { RecordWrites } from '../../platform/history/record-writes';
import { AttendeeCategory } from './attendee-category.entity';
import { Attendee } from './attendee.entity';
import { attendeeCounts } from './attendee-counts';
import { RegistrationError } from '../registration-errors';

/** AttendeeCategorys of an event: the rules put no condition on them, every one of the event is in scope. */
export const ATTENDEE_CATEGORY_SCOPE = defineRecordScope({
  subject: 'AttendeeCategory',
  entity: AttendeeCategory,
  alias: 'category',
  conditions: {},
});

export const CATEGORY_LIST: ListSpec = {
  resource: 'attendee-categories',
  sortable: { id: 'category.id', name: 'category.name', created_at: 'category.createdAt' },
  filters: { q: { kind: 'search', columns: ['category.name'] }, id: { kind: 'eq', column: 'category.id', type: 'number' } },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'category.id',
};

const toDto = (c: AttendeeCategory, attendeeCount: number): AttendeeCategoryDto => ({
  id: c.id,
  event_id: c.eventId,
  name: c.name,
  attendee_count: attendeeCount,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const historyValues = (c: AttendeeCategoryDto) => ({ name: c.name });

/** Attendee categories of one event: read by every role that reads attendees, written by ADMIN. Names are unique per event. */
@Injectable()
export class AttendeeCategoriesService {
  private readonly writes: RecordWrites<AttendeeCategory, AttendeeCategoryDto>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    history: HistoryService,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: ATTENDEE_CATEGORY_SCOPE,
      subject: 'attendee_category',
      dto: (tx, category) => this.dto(tx, category),
      values: historyValues,
    });
  }

  private get categories() {
    return this.db.getRepository(AttendeeCategory);
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { eventId } = ctx;
    const { rows, total } = await findPage(
      this.categories.createQueryBuilder('category').where('category.eventId = :eventId', { eventId }),
      list,
    );
    const counts = await attendeeCounts(
      this.db.manager,
      eventId,
      'eventAttendeeCategoryId',
      rows.map((c) => c.id),
    );
    return { rows: rows.map((c) => toDto(c, counts.get(c.id) ?? 0)), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<AttendeeCategoryDto> {
    return this.dto(this.db.manager, await this.load(ctx, id));
  }

  private async dto(manager: EntityManager, category: AttendeeCategory): Promise<AttendeeCategoryDto> {
    const counts = await attendeeCounts(manager, category.eventId, 'eventAttendeeCategoryId', [category.id]);
    return toDto(category, counts.get(category.id) ?? 0);
  }

  async create(ctx: EventContext, input: AttendeeCategoryInput): Promise<AttendeeCategoryDto> {
    const { eventId } = ctx;
    await this.assertNameFree(this.db.manager, eventId, input.name);
    const id = await this.writes.create(ctx, async (tx) => {
      const repo = tx.getRepository(AttendeeCategory);
      return (await repo.save(repo.create({ eventId, name: input.name }))).id;
    });
    return this.findOne(ctx, id);
  }

  async update(ctx: EventContext, id: number, input: AttendeeCategoryInput): Promise<AttendeeCategoryDto> {
    return this.writes.update(ctx, id, async (tx) => {
      await this.assertNameFree(tx, ctx.eventId, input.name, id);
      await tx.getRepository(AttendeeCategory).update(id, { name: input.name });
    });
  }

  /** A category still given to attendees is not deleted (409): they would lose a field SPEC §5 requires. */
  async remove(ctx: EventContext, id: number): Promise<AttendeeCategoryDto> {
    return this.writes.remove(ctx, id, {
      check: async (tx) => {
        if (await tx.getRepository(Attendee).existsBy({ eventId: ctx.eventId, eventAttendeeCategoryId: id })) {
          throw RegistrationError('category_in_use');
        }
      },
    });
  }

  /** The event's category `id`; 404 when it is missing or of another event. */
  private load(ctx: EventContext, id: number): Promise<AttendeeCategory> {
    return requireRecord(this.categories.manager, ctx, 'read', ATTENDEE_CATEGORY_SCOPE, id);
  }

  private async assertNameFree(manager: EntityManager, eventId: number, name: string, exceptId?: number): Promise<void> {
    const taken = await manager.getRepository(AttendeeCategory).existsBy({ eventId, name, ...(exceptId && { id: Not(exceptId) }) });
    if (taken) throw fieldError('name', 'name_taken');
  }
}
