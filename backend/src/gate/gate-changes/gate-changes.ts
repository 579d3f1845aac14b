import type { PassHolderType } from '@eventdesk/shared';
import type { EntityManager } from 'typeorm';
import { GateChange } from './gate-change.entity';

/**
 * The holder's pass version (the pass_versions table of passes/, read by name: passes/ depends on the
 * holders' folders, which note their changes here). No row: the first version.
 */
const PASS_VERSION_SQL = 'SELECT version FROM pass_versions WHERE event_id = ? AND holder_type = ? AND holder_id = ?';

/** A change an offline gate must hear of (GateChange): of one holder, or of the event's zone defaults. */
export type GateChangeNote = { kind: 'RIGHTS' | 'DELETED'; holderType: PassHolderType; holderId: number } | { kind: 'DEFAULTS' };

/**
 * Notes the change for the gates' next incremental refresh (offline-list.service.ts), in the
 * transaction `tx` that makes it: a holder deleted keeps the version of its pass, whose codes' entries
 * the gates then delete.
 */
export async function noteGateChange(tx: EntityManager, eventId: number, change: GateChangeNote): Promise<void> {
  if (change.kind === 'DEFAULTS') {
    await tx.getRepository(GateChange).insert({ eventId, kind: 'DEFAULTS', holderType: null, holderId: null, version: null });
    return;
  }
  const { kind, holderType, holderId } = change;
  const version = kind === 'DELETED' ? Number((await tx.query(PASS_VERSION_SQL, [eventId, holderType, holderId]))[0]?.version ?? 1) : null;
  await tx.getRepository(GateChange).insert({ eventId, kind, holderType, holderId, version });
}
