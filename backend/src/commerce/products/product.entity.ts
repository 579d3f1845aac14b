import { EventOwned } from '../../platform/events/event-owned';
import type { Currency } from '@eventdesk/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne, type ValueTransformer } from 'typeorm';
import { ProductCategory } from './product-category.entity';

/** A JSON array of ids in a TEXT column (the same on SQLite and MySQL); null stays null. */
const idList: ValueTransformer = {
  to: (value: number[] | null | undefined) => (value === undefined ? undefined : value === null ? null : JSON.stringify(value)),
  from: (value: string | null) => (value === null || value === undefined ? null : (JSON.parse(value) as number[])),
};

/**
 * Something an attendee can buy (SPEC §2, issue 6). The schema is in the migration 1764100000000-Commerce.
 * `price_cents` is VAT-inclusive; `vat_rate` is in basis points. `sold` counts the units held by the
 * orders that are not cancelled and only moves through conditional UPDATEs (orders.service.ts), so
 * `sold <= stock` holds under concurrent checkouts.
 */
@Entity('products')
@Index(['eventId', 'categoryId'])
@Index(['eventId', 'active'])
export class Product extends EventOwned {
  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => ProductCategory, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category: ProductCategory | null;

  @Column({ type: 'varchar', length: 255 })
  nameIt: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  nameEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionIt: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'int' })
  vatRate: number;

  @Column({ type: 'varchar', length: 3, default: 'EUR' })
  currency: Currency;

  /** null: unlimited. */
  @Column({ type: 'int', nullable: true })
  stock: number | null;

  @Column({ type: 'int', default: 0 })
  sold: number;

  @Column({ type: 'int', nullable: true })
  maxPerAttendee: number | null;

  @Column({ type: 'datetime', nullable: true })
  saleStartsAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  saleEndsAt: Date | null;

  /** null: every attendee category may buy. */
  @Column({ type: 'text', nullable: true, transformer: idList })
  attendeeCategoryIds: number[] | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

}
