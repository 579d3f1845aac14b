import { requireRecord, defineRecordScope } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProductCategoryDto, ProductCategoryInput } from '@eventdesk/shared';
import { Repository } from 'typeorm';

import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { ProductCategory } from './product-category.entity';
import { writeWith } from '../../platform/database/write-transaction';

/** ProductCategorys of an event: the rules put no condition on them, every one of the event is in scope. */
export const PRODUCT_CATEGORY_SCOPE = defineRecordScope({
  subject: 'ProductCategory',
  entity: ProductCategory,
  alias: 'category',
  conditions: {},
});

export const PRODUCT_CATEGORY_LIST: ListSpec = {
  resource: 'product-categories',
  sortable: { id: 'category.id', position: 'category.position', name_it: 'category.nameIt', name_en: 'category.nameEn' },
  filters: {
    q: { kind: 'search', columns: ['category.nameIt', 'category.nameEn'] },
    id: { kind: 'eq', column: 'category.id', type: 'number' },
  },
  defaultSort: ['position', 'ASC'],
  tiebreaker: 'category.id',
};

export const toProductCategoryDto = (c: ProductCategory): ProductCategoryDto => ({
  id: c.id,
  event_id: c.eventId,
  name_it: c.nameIt,
  name_en: c.nameEn,
  position: c.position,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** Product categories of one event (ADMIN only). Deleting one leaves its products without a category. */
@Injectable()
export class ProductCategoriesService {
  constructor(@InjectRepository(ProductCategory) private readonly categories: Repository<ProductCategory>) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { eventId } = ctx;
    const qb = this.categories.createQueryBuilder('category').where('category.eventId = :eventId', { eventId });
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toProductCategoryDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ProductCategoryDto> {
    return toProductCategoryDto(await this.load(ctx, id));
  }

  async create(ctx: EventContext, input: ProductCategoryInput): Promise<ProductCategoryDto> {
    const { eventId } = ctx;
    const category = await writeWith(this.categories, (categories) =>
      categories.save(categories.create({ eventId, nameIt: input.name_it, nameEn: input.name_en, position: input.position })),
    );
    return toProductCategoryDto(category);
  }

  async update(ctx: EventContext, id: number, input: ProductCategoryInput): Promise<ProductCategoryDto> {
    const category = await this.load(ctx, id);
    Object.assign(category, { nameIt: input.name_it, nameEn: input.name_en, position: input.position });
    return toProductCategoryDto(await writeWith(this.categories, (categories) => categories.save(category)));
  }

  async remove(ctx: EventContext, id: number): Promise<ProductCategoryDto> {
    const category = await this.load(ctx, id);
    await writeWith(this.categories, (categories) => categories.delete(id));
    return toProductCategoryDto(category);
  }

  /** The event's category `id`; 404 when it is missing or of another event. */
  private load(ctx: EventContext, id: number): Promise<ProductCategory> {
    return requireRecord(this.categories.manager, ctx, 'read', PRODUCT_CATEGORY_SCOPE, id);
  }
}
