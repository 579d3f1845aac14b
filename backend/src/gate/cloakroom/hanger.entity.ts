import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A numbered hanger of the cloakroom, in a rack (issue 14), and the attendee who holds it. An attendee
 * holds one hanger at most (unique), a hanger one attendee: no hanger is given twice, whatever the desks do.
 */
@Entity('hangers')
@Index(['eventId', 'rack', 'number'], { unique: true })
@Index(['eventId', 'holderAttendeeId'], { unique: true })
export class Hanger {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 20 })
  rack: string;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'int', nullable: true })
  holderAttendeeId: number | null;

  @Column({ type: 'datetime', nullable: true })
  takenAt: Date | null;
}
