import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../platform/database/columns';

/** A session (talk, workshop) an attendee takes part in. Minimal until the sessions area exists. */
@Entity('attendee_sessions')
@Index(['attendeeId', 'startsAt'])
export class AttendeeSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  room: string | null;

  @CreatedAt()
  createdAt: Date;
}
