import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';
import { Event } from './event.entity';

/**
 * A row of one event: its id and its event (deleted with it). An entity of an event extends it, EventRecord
 * or EventOwned, and declares only its own columns (named by the naming strategy).
 */
export abstract class EventRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn()
  event: Event;
}

/**
 * A record of one event that is written once and then only decided or replaced (a request, a right, a
 * file, a gate change): an EventRow that knows when it was created.
 */
export abstract class EventRecord extends EventRow {
  @CreatedAt()
  createdAt: Date;
}

/** A record of one event that is edited: an EventRecord that also knows when it was last updated. */
export abstract class EventOwned extends EventRecord {
  @UpdatedAt()
  updatedAt: Date;
}
