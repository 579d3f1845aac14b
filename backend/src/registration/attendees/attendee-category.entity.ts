import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../platform/database/columns';

/** A category of attendees of one event (speaker, delegate, staff…). */
@Entity('attendee_categories')
@Index(['eventId', 'name'])
export class AttendeeCategory extends EventOwned {
  @Column({ type: 'varchar', length: 255 })
  name: string;

}
