import type { GateFacts, PassHolderType, PassPayload, ScanHolderDto } from '@eventdesk/shared';
import type { EntityManager } from 'typeorm';
import { KEEPS_OUT } from '../../accreditation/documentation/documentation-status';
import { driverSql, sqlTrue } from '../../platform/database/driver-sql';
import { PassesService } from '../passes/passes.service';
import { HOLDER_SQL, holderParams, VERSION_SQL, type GateHolderRow } from './gate-sql';
import { attendeeLabel } from './holder-cards';

/** The holder of a verified pass: what the gate decides on (`row`) and shows (`card`). */
export interface GateHolder {
  type: PassHolderType;
  id: number;
  companyId: number | null;
  row: GateHolderRow;
  card: ScanHolderDto;
}

/**
 * The holder of a verified pass with everything the gate decides on (one read: HOLDER_SQL, for the
 * zone `zoneId` — 0 for none, whose payment rule is then none), or why there is none: `revoked` (a
 * version that is not the holder's current one) or `unknown_holder`. The gate's scan and a service
 * point (issue 29 item 11) read the holder here, so they refuse a code for the same reasons.
 */
export async function readGateHolder(
  manager: EntityManager,
  eventId: number,
  zoneId: number,
  pass: PassPayload,
  at: Date,
): Promise<GateHolder | 'revoked' | 'unknown_holder'> {
  const sql = await driverSql(manager);
  const [row] = await sql.rows<GateHolderRow>(HOLDER_SQL[pass.holderType], holderParams(pass.holderType, zoneId, at, pass.holderId, eventId));
  if (!row) {
    const [stored] = await sql.rows<{ version: number }>(VERSION_SQL, [eventId, pass.holderType, pass.holderId]);
    return PassesService.isCurrent(pass, stored ? Number(stored.version) : null) ? 'unknown_holder' : 'revoked';
  }
  if (!PassesService.isCurrent(pass, row.version === null ? null : Number(row.version))) return 'revoked';
  const companyId = row.company_id === null ? null : Number(row.company_id);
  const label = pass.holderType === 'ATTENDEE' ? attendeeLabel(row.last_name, row.first_name, row.code ?? '') : row.code;
  return {
    type: pass.holderType,
    id: Number(row.id),
    companyId,
    row,
    card: { type: pass.holderType, id: Number(row.id), label: label ?? '', company: row.company, category: row.category },
  };
}

/**
 * The gate's facts about the holder itself, whatever the zone's rights and count (shared
 * gate-decision.ts): pending, papers, the payment rule of the zone the row was read for. The gate adds
 * the zone's (gateFacts); a service point decides on these alone (issue 29 item 11).
 */
export function holderFacts(type: PassHolderType, row: GateHolderRow): Pick<GateFacts, 'holderType' | 'pending' | 'papersKeepOut' | 'ticket'> {
  return {
    holderType: type,
    pending: sqlTrue(row.pending),
    papersKeepOut: row.papers !== null && KEEPS_OUT.has(row.papers),
    ticket: type === 'ATTENDEE' && sqlTrue(row.ticket_rule) ? sqlTrue(row.ticket_exempt) || sqlTrue(row.ticket_paid) : null,
  };
}
