import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';
import { Event } from './event.entity';

/**
 * A record of one event that is written once and then only decided or replaced (a request, a right, a
 * file, a gate change): its id, its event (deleted with it), when it was created.
 * An entity of an event extends it, or EventOwned, and declares only its own columns (named by the naming strategy).
 */
export abstract class EventRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn()
  event: Event;

  @CreatedAt()
  createdAt: Date;
}

/** A record of one event that is edited: an EventRecord that also knows when it was last updated. */
export abstract class EventOwned extends EventRecord {
  @UpdatedAt()
  updatedAt: Date;
}
