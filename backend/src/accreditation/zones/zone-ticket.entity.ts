import { Column, Entity, Index } from 'typeorm';
import { EventRow } from '../../platform/events/event-owned';

/**
 * The zone's payment rule (issue 29 item 1), one row per product or exempt category: the zone admits an
 * attendee only with a paid order of one of its products (`product_id`), unless their category is
 * exempt (`attendee_category_id`). A zone without product rows has no payment rule.
 */
@Entity('zone_tickets')
@Index(['zoneId'])
@Index(['productId'])
export class ZoneTicket extends EventRow {
  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'int', nullable: true })
  productId: number | null;

  @Column({ type: 'int', nullable: true })
  attendeeCategoryId: number | null;
}
