import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';
import { EventCategory } from './event-category.entity';
import { EventOption } from './event-option.entity';

@Entity('events')
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 5 })
  sku: string;

  @Column({ type: 'date', nullable: true })
  startAt: string | null;

  @Column({ type: 'date', nullable: true })
  endAt: string | null;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  zipCode: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'int', nullable: true })
  eventCategoryId: number | null;

  @ManyToOne(() => EventCategory, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'event_category_id' })
  eventCategory: EventCategory | null;

  /** Public token of the event's my-area links (`/myarea/#/{token}/login`). */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  /** Path under DATA_DIR/uploads. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  imageBackground: string | null;

  @OneToMany(() => EventOption, (option) => option.event)
  options: EventOption[];

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
