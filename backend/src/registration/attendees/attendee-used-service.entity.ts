import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One unit of an event service (lunch, shuttle…) taken by an attendee (issue 14). `unit` is its place
 * among the attendee's units of the service (1 … the service's limit), unique: two service points
 * scanning the same pass at once cannot both take the last unit. The device's nonce is unique too: a
 * retried request finds its first answer.
 */
@Entity('attendee_used_services')
@Index(['attendeeId', 'serviceId'])
@Index(['serviceId', 'attendeeId', 'unit'], { unique: true })
@Index(['eventId', 'deviceId', 'nonce'], { unique: true })
export class AttendeeUsedService {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'int' })
  serviceId: number;

  @Column({ type: 'int', nullable: true })
  eventId: number | null;

  @Column({ type: 'int', nullable: true })
  unit: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  nonce: string | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  usedAt: Date;
}
