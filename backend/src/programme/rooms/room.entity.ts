import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/** A room where sessions take place (issue 27); its door is a zone of the event, one room per zone. */
@Entity('rooms')
@Index(['eventId', 'zoneId'], { unique: true })
export class Room extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  nameIt: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nameEn: string | null;

  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  floor: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'int' })
  zoneId: number;
}
