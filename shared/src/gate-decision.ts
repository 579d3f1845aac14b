/*
 * The gate's decision (issue 29 item 2): one pure function over the facts already loaded about a
 * holder, a zone and a moment. The API's scan (online), the attendee's and vehicle's access tab, the
 * access-request queue and the offline gate (from its sealed list) all answer with it, so they can only
 * disagree on the facts, never on the rule. A fact left undefined is not checked (a badge print asks
 * only for a confirmed holder; a service point has no zone rights).
 */
import type { DocumentationStatus, ScanDenial, ScanDirection } from './enums';
import type { PassHolderType } from './pass-code';

/** The documentation statuses that keep a holder out at the gate (online and offline, issue 26 item 2). */
export const DOCUMENTATION_KEEPS_OUT: ReadonlySet<DocumentationStatus> = new Set<DocumentationStatus>([
  'MISSING',
  'EXPIRED',
  'REJECTED',
  'TO_VALIDATE',
]);

export interface GateFacts {
  direction: ScanDirection;
  holderType: PassHolderType;
  /** The holder waits for staff confirmation. */
  pending: boolean;
  /** The zone is active and open at the moment. */
  zoneOpen?: boolean;
  /** A right (explicit or by default) valid at the moment; `other_time`: only at other times; `none`. */
  right?: 'now' | 'other_time' | 'none';
  /** Required documents missing, expired, rejected or waiting for staff. */
  papersKeepOut?: boolean;
  /**
   * The zone's payment rule (issue 29 item 1): null when the zone has none (or the holder is not an
   * attendee); true when the holder has a paid order of one of its products or an exempt category.
   */
  ticket?: boolean | null;
  /** The holder is inside the zone now (with anti-passback a second entry is refused). */
  inside?: boolean;
  antiPassback?: boolean;
  /** The zone's count has reached its capacity. */
  full?: boolean;
}

/** Why the holder may not pass now; null: it may. The order is the order of the refusals' precedence. */
export function gateDecision(f: GateFacts): ScanDenial | null {
  if (f.direction === 'OUT') return null;
  if (f.pending) return 'pending';
  if (f.direction === 'PRINT') return null;
  if (f.zoneOpen === false) return 'zone_closed';
  if (f.right === 'other_time') return 'outside_window';
  if (f.right === 'none') return 'no_right';
  if (f.papersKeepOut) return 'documents';
  if (f.holderType === 'ATTENDEE' && f.ticket === false) return 'not_paid';
  if (f.inside && f.antiPassback) return 'already_inside';
  if (f.full && !f.inside) return 'zone_full';
  return null;
}
