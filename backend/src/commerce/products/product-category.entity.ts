import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A group of products of one event (dinners, workshops, gadgets), ordered by `position` in the attendee site. */
@Entity('product_categories')
@Index(['eventId', 'position'])
export class ProductCategory extends EventOwned {
  @Column({ type: 'varchar', length: 255 })
  nameIt: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  nameEn: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;

}
