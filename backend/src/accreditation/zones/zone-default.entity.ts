import { Column, Entity, Index } from 'typeorm';
import { EventRow } from '../../platform/events/event-owned';

/**
 * A zone the holders of one attendee category or one vehicle type may enter by default (issue 13): a
 * right of source DEFAULT, computed when asked (a holder that changes category changes its defaults).
 */
@Entity('zone_defaults')
@Index(['zoneId'])
@Index(['eventId', 'attendeeCategoryId'])
@Index(['eventId', 'vehicleType'])
export class ZoneDefault extends EventRow {
  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'int', nullable: true })
  attendeeCategoryId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  vehicleType: string | null;
}
