import { Column, CreateDateColumn, Entity, PrimaryColumn, Index } from 'typeorm';
import { EventRow } from '../../platform/events/event-owned';
import { UpdatedAt } from '../../platform/database/columns';

/**
 * The event's Ed25519 key pair that signs its pass codes (issue 14). The public key is what an offline
 * gate needs; the private key never leaves the server (the database is the trust boundary, as for the
 * sessions it also holds).
 */
@Entity('event_pass_keys')
export class EventPassKey {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  /** The raw 32-byte public key, base64url. */
  @Column({ type: 'varchar', length: 64 })
  publicKey: string;

  /** The private key, PKCS#8 DER, base64. */
  @Column({ type: 'text' })
  privateKey: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

/** A holder's pass version once reissued (none: version 1); codes of an earlier version are revoked. */
@Entity('pass_versions')
@Index(['eventId', 'holderType', 'holderId'], { unique: true })
export class PassVersion extends EventRow {
  @Column({ type: 'varchar', length: 8 })
  holderType: 'ATTENDEE' | 'VEHICLE';

  @Column({ type: 'int' })
  holderId: number;

  @Column({ type: 'int' })
  version: number;

  /** When the pass was last reissued (an offline gate's list refreshes what changed since it asked). */
  @UpdatedAt()
  updatedAt: Date;
}
