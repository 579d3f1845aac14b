import { EventOwned } from './event-owned';
import { Column, Entity, Index } from 'typeorm';

/** A company (exhibitor, supplier) taking part in one event, with its details and quotas (migration 1764200000000). */
@Entity('event_companies')
@Index(['eventId', 'name'])
export class EventCompany extends EventOwned {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  vatNumber: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  fiscalCode: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  contactName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** Italian province code. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  province: string | null;

  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  /** Most attendees the company may register; null: no limit. */
  @Column({ type: 'int', nullable: true })
  attendeeQuota: number | null;

  /** Most vehicles the company may register; null: no limit. */
  @Column({ type: 'int', nullable: true })
  vehicleQuota: number | null;

}
