import { EventOwned } from '../../platform/events/event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A consumable on site (issue 14): lunch, shuttle, gadget; units per attendee, where and when. */
@Entity('services')
@Index(['eventId', 'nameIt'])
export class Service extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  nameIt: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nameEn: string | null;

  @Column({ type: 'int', nullable: true })
  zoneId: number | null;

  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
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

  @Column({ type: 'int', default: 1 })
  limitPerAttendee: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
