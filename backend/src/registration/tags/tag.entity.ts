import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A label of an event's attendees; its name is unique within the event. */
@Entity('tags')
@Index(['eventId', 'name'], { unique: true })
export class Tag extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** `#rrggbb`. */
  @Column({ type: 'varchar', length: 7, nullable: true })
  color: string | null;

}
