import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One use of an event service (shuttle, meal…) by an attendee. Minimal until the services area exists. */
@Entity('attendee_used_services')
@Index(['attendeeId', 'serviceId'])
export class AttendeeUsedService {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'attendee_id', type: 'int' })
  attendeeId: number;

  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @Column({ name: 'used_at', type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  usedAt: Date;
}
