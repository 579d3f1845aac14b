import { Column, Entity, Index } from 'typeorm';
import { EventRow } from '../../platform/events/event-owned';

/**
 * A numbered hanger of the cloakroom, in a rack (issue 14), and the attendee who holds it. An attendee
 * holds one hanger at most (unique), a hanger one attendee: no hanger is given twice, whatever the desks do.
 */
@Entity('hangers')
@Index(['eventId', 'rack', 'number'], { unique: true })
@Index(['eventId', 'holderAttendeeId'], { unique: true })
export class Hanger extends EventRow {
  @Column({ type: 'varchar', length: 20 })
  rack: string;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'int', nullable: true })
  holderAttendeeId: number | null;

  @Column({ type: 'datetime', nullable: true })
  takenAt: Date | null;
}
