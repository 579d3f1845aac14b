import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SavedFilterDto, SavedFilterInput } from '@eventdesk/shared';
import { Repository } from 'typeorm';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { forbidden } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { SavedFilter } from './saved-filter.entity';
import { writeWith } from '../../platform/database/write-transaction';

export const FILTER_LIST: ListSpec = {
  resource: 'filters',
  sortable: { id: 'f.id', name: 'f.name', created_at: 'f.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['f.name'] },
    id: { kind: 'eq', column: 'f.id', type: 'number' },
    resource: { kind: 'eq', column: 'f.resource', type: 'string' },
    shared: { kind: 'eq', column: 'f.shared', type: 'boolean' },
  },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'f.id',
};

/** Saved filters: private to their owner unless shared; the rules put no condition on them. */
export const FILTER_SCOPE = defineRecordScope({
  subject: 'Filter',
  entity: SavedFilter,
  alias: 'f',
  conditions: {},
  owner: { property: 'userId', shared: 'shared' },
});

const toDto = (f: SavedFilter, userId: number): SavedFilterDto => ({
  id: f.id,
  event_id: f.eventId,
  user_id: f.userId,
  name: f.name,
  resource: f.resource,
  filter: JSON.parse(f.filter) as Record<string, unknown>,
  shared: f.shared,
  owned: f.userId === userId,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

/**
 * Saved list filters of one event. A user sees its own and the shared ones (others' private filters
 * answer 404); it changes or deletes its own, and an ADMIN (who may update and delete any filter)
 * also the shared ones of others; anyone else gets 403 on a shared filter it does not own.
 */
@Injectable()
export class FiltersService {
  constructor(@InjectRepository(SavedFilter) private readonly filters: Repository<SavedFilter>) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(scopeList(this.filters.createQueryBuilder('f'), ctx, 'read', FILTER_SCOPE), list);
    return { rows: rows.map((f) => toDto(f, ctx.user.id)), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<SavedFilterDto> {
    return toDto(await requireRecord(this.filters.manager, ctx, 'read', FILTER_SCOPE, id), ctx.user.id);
  }

  async create(ctx: EventContext, input: SavedFilterInput): Promise<SavedFilterDto> {
    const saved = await writeWith(this.filters, (filters) =>
      filters.save(filters.create({ eventId: ctx.eventId, userId: ctx.user.id, ...this.columns(input) })),
    );
    return this.findOne(ctx, saved.id);
  }

  async update(ctx: EventContext, id: number, input: SavedFilterInput): Promise<SavedFilterDto> {
    this.assertMayChange(await requireRecord(this.filters.manager, ctx, 'read', FILTER_SCOPE, id), ctx, 'update');
    await writeWith(this.filters, (filters) => filters.update(id, this.columns(input)));
    return this.findOne(ctx, id);
  }

  async remove(ctx: EventContext, id: number): Promise<SavedFilterDto> {
    const filter = await requireRecord(this.filters.manager, ctx, 'read', FILTER_SCOPE, id);
    this.assertMayChange(filter, ctx, 'delete');
    await writeWith(this.filters, (filters) => filters.delete(id));
    return toDto(filter, ctx.user.id);
  }

  private columns(input: SavedFilterInput) {
    return { name: input.name, resource: input.resource, filter: JSON.stringify(input.filter), shared: input.shared };
  }

  /** One's own filter is one's own to change; another's shared filter only with the right to change any (ADMIN). */
  private assertMayChange(filter: SavedFilter, ctx: EventContext, action: 'update' | 'delete'): void {
    if (filter.userId !== ctx.user.id && !ctx.ability.can(action, 'Filter')) throw forbidden();
  }
}
