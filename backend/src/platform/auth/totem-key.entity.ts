import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** PAIRING: a one-time code an ADMIN shows; DEVICE: the credential a paired kiosk holds. */
export type TotemKeyKind = 'PAIRING' | 'DEVICE';

/**
 * The keys of a self check-in kiosk (issue 26 item 4), stored as keyed hashes: a pairing code (short-lived,
 * single use) and the device credentials it was exchanged for. Deleted with the totem, or when revoked.
 */
@Entity('totem_keys')
export class TotemKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  totemId: number;

  @Column({ type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 8 })
  kind: TotemKeyKind;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 128 })
  keyHash: string;

  /** A pairing code's end; null for a device credential (it lasts until revoked). */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
