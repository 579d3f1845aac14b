import type { ScanDenial, ScanDirection, ScanResult } from '@eventdesk/shared';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EventRecord, EventRow } from '../../platform/events/event-owned';

/**
 * One scan at a gate (issue 14), kept whatever the answer: the log of `access-controls`. The device's
 * nonce is unique per device and event: a retried request finds its first answer here.
 */
@Entity('scans')
@Index(['eventId', 'deviceId', 'nonce'], { unique: true })
@Index(['eventId', 'zoneId', 'id'])
@Index(['eventId', 'conflict'])
// The reports' covering indexes (migrations ReportScanIndexes, ScanMovesIndexes, ScanHolderCovering); the first
// columns of the holder's are the gate's own lookups.
@Index(['eventId', 'holderType', 'holderId', 'result', 'direction', 'zoneId', 'scannedAt', 'delta', 'reason', 'deviceId', 'userId'])
@Index(['eventId', 'holderType', 'zoneId', 'scannedAt', 'delta'])
@Index(['eventId', 'holderType', 'result', 'direction', 'zoneId', 'scannedAt', 'holderId'])
@Index(['eventId', 'holderType', 'result', 'reason', 'deviceId', 'userId', 'holderId'])
export class Scan extends EventRecord {
  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'varchar', length: 8 })
  direction: ScanDirection;

  @Column({ type: 'varchar', length: 10 })
  result: ScanResult;

  @Column({ type: 'varchar', length: 24, nullable: true })
  reason: ScanDenial | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  holderType: 'ATTENDEE' | 'VEHICLE' | null;

  @Column({ type: 'int', nullable: true })
  holderId: number | null;

  /** The holder's company when scanned (a COMPANY user's rules would name it). */
  @Column({ type: 'int', nullable: true })
  eventCompanyId: number | null;

  @Column({ type: 'varchar', length: 64 })
  deviceId: string;

  @Column({ type: 'varchar', length: 64 })
  nonce: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'datetime' })
  scannedAt: Date;

  /** The zone's occupancy right after this scan. */
  @Column({ type: 'int', default: 0 })
  inside: number;

  /** What this scan did to the zone's occupancy: +1, −1 or 0 — their sum over the log is the occupancy. */
  @Column({ type: 'int', default: 0 })
  delta: number;

  /** Decided by a device without network and synced later. */
  @Column({ type: 'boolean', default: false })
  offline: boolean;

  /**
   * An offline admission the server would have refused (another device admitted the same holder first:
   * `already_inside`; or any other denial reason): the person went in all the same, counted once.
   */
  @Column({ type: 'varchar', length: 24, nullable: true })
  conflict: ScanDenial | null;

  /** Admitted anyway by a supervisor (issue 29 item 6): the refusal overridden, and why. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  overridden: ScanDenial | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  overrideNote: string | null;
}

/** A holder inside a zone now (one row each: a second IN finds it taken — anti-passback, exactly once). */
@Entity('zone_presence')
@Index(['zoneId', 'holderType', 'holderId'], { unique: true })
@Index(['eventId', 'holderType', 'holderId'])
export class ZonePresence extends EventRow {
  @Column({ type: 'int' })
  zoneId: number;

  @Column({ type: 'varchar', length: 8 })
  holderType: 'ATTENDEE' | 'VEHICLE';

  @Column({ type: 'int' })
  holderId: number;

  @Column({ type: 'datetime' })
  enteredAt: Date;
}

/** A zone's occupancy, kept by the scan writers (admitted INs minus OUTs), and its peak. */
@Entity('zone_occupancy')
export class ZoneOccupancy {
  @PrimaryColumn({ type: 'int' })
  zoneId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'int', default: 0 })
  inside: number;

  @Column({ type: 'int', default: 0 })
  peak: number;
}

/** A badge printed for a pass version: once (unique), whichever desk or totem asks first. */
@Entity('pass_prints')
@Index(['eventId', 'holderType', 'holderId', 'version'], { unique: true })
export class PassPrint extends EventRow {
  @Column({ type: 'varchar', length: 8 })
  holderType: 'ATTENDEE' | 'VEHICLE';

  @Column({ type: 'int' })
  holderId: number;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'int' })
  scanId: number;

  @Column({ type: 'datetime' })
  printedAt: Date;
}
