import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** An area of an event's venue (issue 13); `code` unique in the event, `windows` as JSON text. */
@Entity('zones')
@Index(['eventId', 'code'], { unique: true })
export class Zone extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  nameIt: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nameEn: string | null;

  @Column({ type: 'varchar', length: 20 })
  code: string;

  @Column({ type: 'varchar', length: 7, nullable: true })
  color: string | null;

  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  /** Anti-passback (issue 14): who is inside cannot enter again before going out. */
  @Column({ type: 'boolean', default: true })
  antiPassback: boolean;

  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  /** `[{from, to}]`, ISO date-times, as JSON. */
  @Column({ type: 'text' })
  windows: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

}
