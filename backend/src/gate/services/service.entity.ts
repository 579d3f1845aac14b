import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../platform/database/columns';

/** A consumable on site (issue 14): lunch, shuttle, gadget; units per attendee, where and when. */
@Entity('services')
@Index(['eventId', 'nameIt'])
export class Service {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ name: 'name_it', type: 'varchar', length: 100 })
  nameIt: string;

  @Column({ name: 'name_en', type: 'varchar', length: 100, nullable: true })
  nameEn: string | null;

  @Column({ name: 'zone_id', type: 'int', nullable: true })
  zoneId: number | null;

  @Column({ name: 'starts_at', type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'datetime', nullable: true })
  endsAt: Date | null;

  /** The attendee categories that may use it, comma-separated ids; empty: every category. */
  @Column({
    name: 'attendee_category_ids',
    type: 'varchar',
    length: 2000,
    default: '',
    // After an insert TypeORM hands `from` the value it wrote (an array) as well as the stored text.
    transformer: {
      to: (v?: number[]) => (v ?? []).join(','),
      from: (v: unknown): number[] => (Array.isArray(v) ? (v as number[]) : typeof v === 'string' && v ? v.split(',').map(Number) : []),
    },
  })
  attendeeCategoryIds: number[];

  @Column({ name: 'limit_per_attendee', type: 'int', default: 1 })
  limitPerAttendee: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
