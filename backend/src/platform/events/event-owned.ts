import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';
import { Event } from './event.entity';

/**
 * A record of one event: its id, its event (deleted with it), when it was created and last updated.
 * An entity of an event extends it and declares only its own columns (named by the naming strategy).
 */
export abstract class EventOwned {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn()
  event: Event;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
