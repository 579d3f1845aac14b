import type { HistoryAction, HistorySubject } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** Who created, changed or deleted an attendee, company or attendee category of an event, and what changed. */
@Entity('action_history')
@Index(['eventId', 'subjectType', 'subjectId'])
export class ActionHistory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 32 })
  subjectType: HistorySubject;

  @Column({ type: 'int' })
  subjectId: number;

  @Column({ type: 'varchar', length: 16 })
  action: HistoryAction;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userEmail: string | null;

  /** The attendee who acted on their own record (my-area); null when a staff user or the system did. */
  @Column({ type: 'int', nullable: true })
  attendeeId: number | null;

  /** JSON `{field: [old, new]}` (mediumtext on MySQL). */
  @Column({ type: 'text' })
  changes: string;

  @CreatedAt()
  createdAt: Date;
}
