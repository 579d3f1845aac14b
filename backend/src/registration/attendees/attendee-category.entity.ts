import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A category of attendees of one event (speaker, delegate, staff…). */
@Entity('attendee_categories')
@Index(['eventId', 'name'])
export class AttendeeCategory extends EventOwned {
  @Column({ type: 'varchar', length: 255 })
  name: string;

}
