import { defineRecordScope, requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ProductDto, ProductInput } from '@eventdesk/shared';
import { DataSource, In, Repository } from 'typeorm';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import { fieldError, invalid } from '../../platform/common/errors';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { ProductCategory } from './product-category.entity';
import { Product } from './product.entity';
import { writeWith } from '../../platform/database/write-transaction';
import { constraintViolation } from '../../platform/common/db-errors';
import { CommerceError } from '../commerce-errors';

/** Products of an event: the rules put no condition on them, every one of the event is in scope. */
export const PRODUCT_SCOPE = defineRecordScope({ subject: 'Product', entity: Product, alias: 'product', conditions: {} });

export const PRODUCT_LIST: ListSpec = {
  resource: 'products',
  sortable: {
    id: 'product.id',
    name_it: 'product.nameIt',
    name_en: 'product.nameEn',
    price_cents: 'product.priceCents',
    category_id: 'product.categoryId',
    stock: 'product.stock',
    sold: 'product.sold',
    sale_starts_at: 'product.saleStartsAt',
    active: 'product.active',
    created_at: 'product.createdAt',
  },
  filters: {
    q: { kind: 'search', columns: ['product.nameIt', 'product.nameEn'] },
    id: { kind: 'eq', column: 'product.id', type: 'number' },
    category_id: { kind: 'eq', column: 'product.categoryId', type: 'number' },
    active: { kind: 'eq', column: 'product.active', type: 'boolean' },
  },
  defaultSort: ['name_it', 'ASC'],
  tiebreaker: 'product.id',
};

export function toProductDto(p: Product): ProductDto {
  return {
    id: p.id,
    event_id: p.eventId,
    category_id: p.categoryId,
    name_it: p.nameIt,
    name_en: p.nameEn,
    description_it: p.descriptionIt,
    description_en: p.descriptionEn,
    price_cents: p.priceCents,
    vat_rate: p.vatRate,
    currency: p.currency,
    stock: p.stock,
    sold: p.sold,
    available: p.stock === null ? null : Math.max(0, p.stock - p.sold),
    max_per_attendee: p.maxPerAttendee,
    sale_starts_at: p.saleStartsAt?.toISOString() ?? null,
    sale_ends_at: p.saleEndsAt?.toISOString() ?? null,
    attendee_category_ids: p.attendeeCategoryIds,
    active: p.active,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * Products of one event (ADMIN only). `sold` is never written here: checkouts and cancellations move it
 * (orders.service.ts). A new stock below what is sold is refused in the same UPDATE that sets it, so a
 * checkout running meanwhile cannot slip under it.
 */
@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(ctx: EventContext, list: ListQuery) {
    const { eventId } = ctx;
    const qb = this.products.createQueryBuilder('product').where('product.eventId = :eventId', { eventId });
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toProductDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<ProductDto> {
    return toProductDto(await this.load(ctx, id));
  }

  async create(ctx: EventContext, input: ProductInput): Promise<ProductDto> {
    const { eventId } = ctx;
    await this.assertReferences(eventId, input);
    const product = await writeWith(this.products, (products) =>
      products.save(products.create({ eventId, ...this.columns(input), sold: 0 })),
    );
    return toProductDto(product);
  }

  async update(ctx: EventContext, id: number, input: ProductInput): Promise<ProductDto> {
    const { eventId } = ctx;
    await this.load(ctx, id);
    await this.assertReferences(eventId, input);
    const result = await writeWith(this.products, (products) => {
      const qb = products
        .createQueryBuilder()
        .update(Product)
        .set(this.columns(input))
        .where('id = :id AND event_id = :eventId', { id, eventId });
      if (input.stock !== null) qb.andWhere('sold <= :stock', { stock: input.stock });
      return qb.execute();
    });
    const product = await this.load(ctx, id);
    // No row changed: the stock is below what is sold by now (MySQL also reports 0 for a row left as it was).
    if (result.affected === 0 && input.stock !== null && product.sold > input.stock) throw fieldError('stock', 'stock_below_sold');
    return toProductDto(product);
  }

  /** A product that appears in orders stays (their lines point at it): deactivate it instead. */
  async remove(ctx: EventContext, id: number): Promise<ProductDto> {
    const product = await this.load(ctx, id);
    // Order lines hold their product with a RESTRICT foreign key: the database refuses, atomically.
    await writeWith(this.products, (products) => products.delete(id)).catch((error: unknown) => {
      if (constraintViolation(error)?.key === 'record_in_use') throw CommerceError('product_has_orders');
      throw error;
    });
    return toProductDto(product);
  }

  private columns(input: ProductInput): Partial<Product> {
    return {
      categoryId: input.category_id,
      nameIt: input.name_it,
      nameEn: input.name_en,
      descriptionIt: input.description_it,
      descriptionEn: input.description_en,
      priceCents: input.price_cents,
      vatRate: input.vat_rate,
      currency: input.currency,
      stock: input.stock,
      maxPerAttendee: input.max_per_attendee,
      saleStartsAt: input.sale_starts_at ? new Date(input.sale_starts_at) : null,
      saleEndsAt: input.sale_ends_at ? new Date(input.sale_ends_at) : null,
      attendeeCategoryIds: input.attendee_category_ids,
      active: input.active,
    };
  }

  /** The category and the attendee categories must be the event's own. */
  private async assertReferences(eventId: number, input: ProductInput): Promise<void> {
    const errors: Record<string, ['product_category_not_in_event'] | ['attendee_category_not_in_event']> = {};
    if (input.category_id !== null && !(await this.db.getRepository(ProductCategory).existsBy({ id: input.category_id, eventId }))) {
      errors.category_id = ['product_category_not_in_event'];
    }
    const ids = input.attendee_category_ids ?? [];
    if (ids.length) {
      const found = await this.db.getRepository(AttendeeCategory).countBy({ id: In(ids), eventId });
      if (found !== ids.length) errors.attendee_category_ids = ['attendee_category_not_in_event'];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /** The event's product `id`; 404 when it is missing or of another event. */
  private load(ctx: EventContext, id: number): Promise<Product> {
    return requireRecord(this.products.manager, ctx, 'read', PRODUCT_SCOPE, id);
  }
}
