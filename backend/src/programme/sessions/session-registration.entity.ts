import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/** An attendee's seat in a session, or place in its queue (issue 27); one per attendee and session. */
@Entity('session_registrations')
@Index(['sessionId', 'attendeeId'], { unique: true })
@Index(['sessionId', 'status'])
@Index(['attendeeId'])
export class SessionRegistration extends EventOwned {
  @Column({ type: 'int' })
  sessionId: number;

  @Column({ type: 'int' })
  attendeeId: number;

  /** REGISTERED or WAITING; the queue's order is the id's. */
  @Column({ type: 'varchar', length: 10 })
  status: string;
}
