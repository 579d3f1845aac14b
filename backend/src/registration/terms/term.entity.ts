import { Column, Entity, Index } from 'typeorm';
import { EventOwned } from '../../platform/events/event-owned';

/** A text attendees are asked to accept (SPEC §5 "terms (versioned consents)"); `version` counts the changes of its words. */
@Entity('terms')
@Index(['eventId', 'position'])
export class Term extends EventOwned {
  @Column({ type: 'varchar', length: 200 })
  titleIt: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'text' })
  textIt: string;

  @Column({ type: 'text', nullable: true })
  textEn: string | null;

  @Column({ type: 'boolean', default: true })
  required: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'int', default: 1 })
  version: number;
}
