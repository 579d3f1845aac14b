import { EventOwned } from '../../platform/events/event-owned';
import type { TotemMode } from '@eventdesk/shared';
import { Column, Entity, Index } from 'typeorm';

/** A self check-in kiosk of an event (issue 14), and what it last reported. */
@Entity('totems')
@Index(['eventId', 'name'], { unique: true })
export class Totem extends EventOwned {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'varchar', length: 8 })
  mode: TotemMode;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'datetime', nullable: true })
  lastHeartbeatAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastScanAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'int', default: 0 })
  errorCount: number;

  @Column({ type: 'datetime', nullable: true })
  resetAt: Date | null;
}
