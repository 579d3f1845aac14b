import { Column, Entity, Index } from 'typeorm';
import { EventRecord } from '../../platform/events/event-owned';

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
export class GateChange extends EventRecord {
  @Column({ type: 'varchar', length: 8 })
  kind: GateChangeKind;

  @Column({ type: 'varchar', length: 8, nullable: true })
  holderType: 'ATTENDEE' | 'VEHICLE' | null;

  @Column({ type: 'int', nullable: true })
  holderId: number | null;

  @Column({ type: 'int', nullable: true })
  version: number | null;
}
