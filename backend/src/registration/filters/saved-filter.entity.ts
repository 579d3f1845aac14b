import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A named list filter of one user in one event, private or shared with the event. */
@Entity('saved_filters')
@Index(['eventId', 'userId'])
@Index(['eventId', 'shared'])
export class SavedFilter extends EventOwned {
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  resource: string;

  /** JSON object of the list protocol's `filter`. */
  @Column({ type: 'text' })
  filter: string;

  @Column({ type: 'boolean', default: false })
  shared: boolean;
}
