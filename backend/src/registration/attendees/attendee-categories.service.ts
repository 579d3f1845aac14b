import { defineRecordScope, requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttendeeCategoryDto, AttendeeCategoryInput } from '@eventdesk/shared';
import { DataSource, Not } from 'typeorm';
import { AppException, fieldError } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { diff, HistoryService } from '../../platform/history/history.service';
import { AttendeeCategory } from './attendee-category.entity';
import { Attendee } from './attendee.entity';
import { attendeeCounts } from './attendee-counts';
import { writeTransaction } from '../../platform/database/write-transaction';

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

const historyValues = (c: AttendeeCategory) => ({ name: c.name });

/** Attendee categories of one event: read by every role that reads attendees, written by ADMIN. Names are unique per event. */
@Injectable()
export class AttendeeCategoriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly history: HistoryService,
  ) {}

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
    const category = await this.load(ctx, id);
    const counts = await attendeeCounts(this.db.manager, ctx.eventId, 'eventAttendeeCategoryId', [id]);
    return toDto(category, counts.get(id) ?? 0);
  }

  async create(ctx: EventContext, input: AttendeeCategoryInput): Promise<AttendeeCategoryDto> {
    const { actor } = ctx;
    const { eventId } = ctx;
    await this.assertNameFree(eventId, input.name);
    const category = await writeTransaction(this.db, async (tx) => {
      const saved = await tx.getRepository(AttendeeCategory).save(tx.getRepository(AttendeeCategory).create({ eventId, name: input.name }));
      await this.history.record(tx, {
        eventId,
        subjectType: 'attendee_category',
        subjectId: saved.id,
        action: 'create',
        actor,
        changes: diff({}, historyValues(saved)),
      });
      return saved;
    });
    return this.findOne(ctx, category.id);
  }

  async update(ctx: EventContext, id: number, input: AttendeeCategoryInput): Promise<AttendeeCategoryDto> {
    const { actor } = ctx;
    const { eventId } = ctx;
    const category = await this.load(ctx, id);
    await this.assertNameFree(eventId, input.name, id);
    const before = historyValues(category);
    await writeTransaction(this.db, async (tx) => {
      await tx.getRepository(AttendeeCategory).update(id, { name: input.name });
      await this.history.record(tx, {
        eventId,
        subjectType: 'attendee_category',
        subjectId: id,
        action: 'update',
        actor,
        changes: diff(before, { name: input.name }),
      });
    });
    return this.findOne(ctx, id);
  }

  /** A category still given to attendees is not deleted (409): they would lose a field SPEC §5 requires. */
  async remove(ctx: EventContext, id: number): Promise<AttendeeCategoryDto> {
    const { actor } = ctx;
    const { eventId } = ctx;
    const category = await this.load(ctx, id);
    if (await this.db.getRepository(Attendee).existsBy({ eventId, eventAttendeeCategoryId: id })) {
      throw new AppException(HttpStatus.CONFLICT, 'category_in_use');
    }
    await writeTransaction(this.db, async (tx) => {
      await this.history.record(tx, {
        eventId,
        subjectType: 'attendee_category',
        subjectId: id,
        action: 'delete',
        actor,
        changes: diff(historyValues(category), {}),
      });
      await tx.getRepository(AttendeeCategory).delete(id);
    });
    return toDto(category, 0);
  }

  /** The event's category `id`; 404 when it is missing or of another event. */
  private load(ctx: EventContext, id: number): Promise<AttendeeCategory> {
    return requireRecord(this.categories.manager, ctx, 'read', ATTENDEE_CATEGORY_SCOPE, id);
  }

  private async assertNameFree(eventId: number, name: string, exceptId?: number): Promise<void> {
    const taken = await this.categories.existsBy({ eventId, name, ...(exceptId && { id: Not(exceptId) }) });
    if (taken) throw fieldError('name', 'name_taken');
  }
}
