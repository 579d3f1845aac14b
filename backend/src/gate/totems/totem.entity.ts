import type { TotemMode } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../platform/database/columns';

/** A self check-in kiosk of an event (issue 14), and what it last reported. */
@Entity('totems')
@Index(['eventId', 'name'], { unique: true })
export class Totem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'zone_id', type: 'int' })
  zoneId: number;

  @Column({ type: 'varchar', length: 8 })
  mode: TotemMode;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'last_heartbeat_at', type: 'datetime', nullable: true })
  lastHeartbeatAt: Date | null;

  @Column({ name: 'last_scan_at', type: 'datetime', nullable: true })
  lastScanAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'error_count', type: 'int', default: 0 })
  errorCount: number;

  @Column({ name: 'reset_at', type: 'datetime', nullable: true })
  resetAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
