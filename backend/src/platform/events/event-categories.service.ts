import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EventCategoryDto, EventCategoryInput } from '@eventdesk/shared';
import { Not, Repository } from 'typeorm';
import { fieldError, notFound } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { EventCategory } from './event-category.entity';
import { writeWith } from '../database/write-transaction';

export const EVENT_CATEGORY_LIST: ListSpec = {
  resource: 'event-categories',
  sortable: { id: 'category.id', name: 'category.name' },
  filters: { q: { kind: 'search', columns: ['category.name'] }, id: { kind: 'eq', column: 'category.id', type: 'number' } },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'category.id',
};

const toDto = (c: EventCategory): EventCategoryDto => ({ id: c.id, name: c.name });

@Injectable()
export class EventCategoriesService {
  constructor(@InjectRepository(EventCategory) private readonly categories: Repository<EventCategory>) {}

  async list(list: ListQuery) {
    const { rows, total } = await findPage(this.categories.createQueryBuilder('category'), list);
    return { rows: rows.map(toDto), total };
  }

  async findOne(id: number): Promise<EventCategoryDto> {
    return toDto(await this.load(id));
  }

  async create(input: EventCategoryInput): Promise<EventCategoryDto> {
    await this.assertNameFree(input.name);
    return toDto(await writeWith(this.categories, (categories) => categories.save(categories.create({ name: input.name }))));
  }

  async update(id: number, input: EventCategoryInput): Promise<EventCategoryDto> {
    const category = await this.load(id);
    await this.assertNameFree(input.name, id);
    category.name = input.name;
    return toDto(await writeWith(this.categories, (categories) => categories.save(category)));
  }

  async remove(id: number): Promise<EventCategoryDto> {
    const category = await this.load(id);
    await writeWith(this.categories, (categories) => categories.delete(id));
    return toDto(category);
  }

  private async load(id: number): Promise<EventCategory> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw notFound();
    return category;
  }

  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    if (await this.categories.existsBy({ name, ...(exceptId && { id: Not(exceptId) }) })) throw fieldError('name', 'name_taken');
  }
}
