import { Column, Entity, Index } from 'typeorm';
import { EventRecord } from '../../platform/events/event-owned';

/** One holder (attendee or vehicle) may enter one zone of the event, within an optional window (issue 13). */
@Entity('access_rights')
@Index(['eventId', 'attendeeId'])
@Index(['eventId', 'vehicleId'])
@Index(['zoneId', 'attendeeId'])
@Index(['zoneId', 'vehicleId'])
export class AccessRight extends EventRecord {
  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ type: 'int', nullable: true })
  vehicleId: number | null;

  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'datetime', nullable: true })
  validFrom: Date | null;

  @Column({ type: 'datetime', nullable: true })
  validTo: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'STAFF' })
  source: 'STAFF' | 'REQUEST' | 'DEFAULT';
}
