import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, Index } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';

/**
 * The event's Ed25519 key pair that signs its pass codes (issue 14). The public key is what an offline
 * gate needs; the private key never leaves the server (the database is the trust boundary, as for the
 * sessions it also holds).
 */
@Entity('event_pass_keys')
export class EventPassKey {
  @PrimaryColumn({ name: 'event_id', type: 'int' })
  eventId: number;

  /** The raw 32-byte public key, base64url. */
  @Column({ name: 'public_key', type: 'varchar', length: 64 })
  publicKey: string;

  /** The private key, PKCS#8 DER, base64. */
  @Column({ name: 'private_key', type: 'text' })
  privateKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

/** A holder's pass version once reissued (none: version 1); codes of an earlier version are revoked. */
@Entity('pass_versions')
@Index(['eventId', 'holderType', 'holderId'], { unique: true })
export class PassVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ name: 'holder_type', type: 'varchar', length: 8 })
  holderType: 'ATTENDEE' | 'VEHICLE';

  @Column({ name: 'holder_id', type: 'int' })
  holderId: number;

  @Column({ type: 'int' })
  version: number;

  /** When the pass was last reissued (an offline gate's list refreshes what changed since it asked). */
  @UpdatedAt()
  updatedAt: Date;
}

/** What a change tells an offline gate: a holder's rights taken away, a holder deleted, the zones' defaults changed. */
export type GateChangeKind = 'RIGHTS' | 'DELETED' | 'DEFAULTS';

/**
 * What an offline gate's incremental refresh must hear of that no holder's own row says (issue 14): a
 * right taken away (the holder is sealed again with what is left), a holder deleted (its codes'
 * entries are deleted: `version` is its pass's then), the zones' defaults changed (every entry may
 * change: the gate downloads the whole list again). Written in the transaction of the change.
 */
@Entity('gate_changes')
@Index(['eventId', 'createdAt'])
export class GateChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @Column({ type: 'varchar', length: 8 })
  kind: GateChangeKind;

  @Column({ name: 'holder_type', type: 'varchar', length: 8, nullable: true })
  holderType: 'ATTENDEE' | 'VEHICLE' | null;

  @Column({ name: 'holder_id', type: 'int', nullable: true })
  holderId: number | null;

  @Column({ type: 'int', nullable: true })
  version: number | null;

  @CreatedAt()
  createdAt: Date;
}
