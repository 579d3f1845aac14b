import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/**
 * A session of the programme (issue 27). The table is `programme_sessions`: `sessions` holds the sign-in
 * sessions. `people`, `tags` and `attendee_category_ids` are JSON text (a session has a few of each).
 */
@Entity('programme_sessions')
@Index(['eventId', 'startAt'])
@Index(['roomId', 'startAt'])
export class ProgrammeSession extends EventOwned {
  @Column({ type: 'varchar', length: 200 })
  titleIt: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionIt: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'int', nullable: true })
  roomId: number | null;

  @Column({ type: 'datetime' })
  startAt: Date;

  @Column({ type: 'datetime' })
  endAt: Date;

  /** `[{role, attendee_id, name}]`. */
  @Column({ type: 'text' })
  people: string;

  @Column({ type: 'text' })
  tags: string;

  @Column({ type: 'text' })
  attendeeCategoryIds: string;

  @Column({ type: 'varchar', length: 10 })
  registration: string;

  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ type: 'boolean', default: true })
  published: boolean;
}
