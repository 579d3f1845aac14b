import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../platform/database/columns';

/** One holder (attendee or vehicle) may enter one zone of the event, within an optional window (issue 13). */
@Entity('access_rights')
@Index(['eventId', 'attendeeId'])
@Index(['eventId', 'vehicleId'])
@Index(['zoneId', 'attendeeId'])
@Index(['zoneId', 'vehicleId'])
export class AccessRight {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ name: 'attendee_id', type: 'int', nullable: true })
  attendeeId: number | null;

  @Column({ name: 'vehicle_id', type: 'int', nullable: true })
  vehicleId: number | null;

  @Column({ name: 'zone_id', type: 'int' })
  zoneId: number;

  @Column({ name: 'valid_from', type: 'datetime', nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_to', type: 'datetime', nullable: true })
  validTo: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'STAFF' })
  source: 'STAFF' | 'REQUEST' | 'DEFAULT';

  @CreatedAt()
  createdAt: Date;
}
