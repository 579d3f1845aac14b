import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/** Time an attendee was present in a session that the door did not see, entered by staff (issue 27). */
@Entity('attendance_corrections')
@Index(['sessionId', 'attendeeId'])
export class AttendanceCorrection extends EventOwned {
  @Column({ type: 'int' })
  sessionId: number;

  @Column({ type: 'int' })
  attendeeId: number;

  @Column({ type: 'datetime', name: 'from_at' })
  from: Date;

  @Column({ type: 'datetime', name: 'to_at' })
  to: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;
}
