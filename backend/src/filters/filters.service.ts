import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AppAbility, SavedFilterDto, SavedFilterInput } from '@eventdesk/shared';
import { Brackets, Repository } from 'typeorm';
import { forbidden, notFound } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { SavedFilter } from './saved-filter.entity';
import { writeWith } from '../database/write-transaction';

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

  async list(eventId: number, userId: number, list: ListQuery) {
    const qb = this.filters
      .createQueryBuilder('f')
      .where('f.eventId = :eventId', { eventId })
      .andWhere(new Brackets((or) => or.where('f.userId = :userId', { userId }).orWhere('f.shared = :shared', { shared: true })));
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map((f) => toDto(f, userId)), total };
  }

  async findOne(eventId: number, id: number, userId: number): Promise<SavedFilterDto> {
    return toDto(await this.load(eventId, id, userId), userId);
  }

  async create(eventId: number, input: SavedFilterInput, userId: number): Promise<SavedFilterDto> {
    const saved = await writeWith(this.filters, (filters) => filters.save(filters.create({ eventId, userId, ...this.columns(input) })));
    return this.findOne(eventId, saved.id, userId);
  }

  async update(eventId: number, id: number, input: SavedFilterInput, userId: number, ability: AppAbility): Promise<SavedFilterDto> {
    this.assertMayChange(await this.load(eventId, id, userId), userId, ability, 'update');
    await writeWith(this.filters, (filters) => filters.update(id, this.columns(input)));
    return this.findOne(eventId, id, userId);
  }

  async remove(eventId: number, id: number, userId: number, ability: AppAbility): Promise<SavedFilterDto> {
    const filter = await this.load(eventId, id, userId);
    this.assertMayChange(filter, userId, ability, 'delete');
    await writeWith(this.filters, (filters) => filters.delete(id));
    return toDto(filter, userId);
  }

  private columns(input: SavedFilterInput) {
    return { name: input.name, resource: input.resource, filter: JSON.stringify(input.filter), shared: input.shared };
  }

  private async load(eventId: number, id: number, userId: number): Promise<SavedFilter> {
    const filter = await this.filters.findOneBy({ id, eventId });
    if (!filter || (filter.userId !== userId && !filter.shared)) throw notFound();
    return filter;
  }

  private assertMayChange(filter: SavedFilter, userId: number, ability: AppAbility, action: 'update' | 'delete'): void {
    if (filter.userId !== userId && !ability.can(action, 'Filter')) throw forbidden();
  }
}
