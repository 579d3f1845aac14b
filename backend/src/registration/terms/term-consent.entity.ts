import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { Term } from './term.entity';

/**
 * An attendee's consent to a term (SPEC §5 "terms (versioned consents)"): the version of its words they
 * accepted and when. A term reworded since (a higher `terms.version`) is no longer accepted.
 */
@Entity('term_consents')
@Index(['attendeeId', 'termId'], { unique: true })
@Index(['termId'])
export class TermConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @ManyToOne(() => Attendee, { onDelete: 'CASCADE' })
  @JoinColumn()
  attendee: Attendee;

  @Column({ type: 'int' })
  termId: number;

  @ManyToOne(() => Term, { onDelete: 'CASCADE' })
  @JoinColumn()
  term: Term;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'datetime' })
  acceptedAt: Date;
}
