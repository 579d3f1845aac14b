import { EventOwned } from '../../platform/events/event-owned';
import type { DocumentationStatus, VehicleType } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';

/** A vehicle accredited to an event (issue 13); the plate is unique in the event, as normalised. */
@Entity('vehicles')
@Index(['eventId', 'plate'], { unique: true })
@Index(['eventId', 'eventCompanyId'])
export class Vehicle extends EventOwned {
  @Column({ type: 'varchar', length: 12 })
  plate: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 16 })
  type: VehicleType;

  @Column({ type: 'varchar', length: 100, nullable: true })
  brand: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Column({ type: 'int', nullable: true })
  eventCompanyId: number | null;

  @Column({ type: 'int', nullable: true })
  driverAttendeeId: number | null;

  @Column({ type: 'datetime', nullable: true })
  validFrom: Date | null;

  @Column({ type: 'datetime', nullable: true })
  validTo: Date | null;

  @Column({ type: 'boolean', default: false })
  pending: boolean;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'int', nullable: true })
  lengthCm: number | null;

  @Column({ type: 'int', nullable: true })
  widthCm: number | null;

  @Column({ type: 'int', nullable: true })
  heightCm: number | null;

  @Column({ type: 'int', nullable: true })
  weightKg: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  fuel: string | null;

  @Column({ type: 'boolean', default: false })
  trailer: boolean;

  /** Kept by documentation/documentation-status.ts (issue 13); null until first computed. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  documentationStatus: DocumentationStatus | null;

}
