import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/** Who talks, chairs or moderates in the event's programme. */
@Entity('speakers')
@Index(['eventId', 'lastName'])
export class Speaker extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  affiliation: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  bioIt: string | null;

  @Column({ type: 'text', nullable: true })
  bioEn: string | null;
}
