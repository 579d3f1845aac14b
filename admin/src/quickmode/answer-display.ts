import type { GateAnswer } from './useGate';

/** A gate's yes and no: plain green and red whatever the theme (white text reads on both, AA). */
export const GREEN = '#1b7f3b';
export const RED = '#c62828';
/** A refusal that is no forgery (issue 29 item 6): inside already, the limit reached. */
export const AMBER = '#b45309';
const AMBER_REASONS = new Set(['already_inside', 'limit_reached', 'already_printed']);
/** Refusals of the code itself: nobody to admit, so no "admit anyway" (the API would refuse it too). */
const CODE_REASONS = new Set(['invalid_signature', 'other_event', 'revoked', 'unknown_holder']);

/** A translation key and its arguments, or a text to show as it is. */
export type Said = { key: string; args?: Record<string, unknown> } | { text: string };

/** Whether a supervisor may "admit anyway" (issue 29 item 6): an online gate refusal of a known holder, not of the code. */
export const overridable = (a: GateAnswer) =>
  a.result === 'DENIED' && !a.offline && !a.error && !a.service && !!a.code && !!a.holder && !!a.reason && !CODE_REASONS.has(a.reason);

/** How the answer is painted: admitted (green), a refusal that is no forgery (amber), any other refusal (red). */
export function answerKind(a: GateAnswer): 'admitted' | 'amber' | 'red' {
  if (a.result === 'ADMITTED') return 'admitted';
  return AMBER_REASONS.has(a.service?.reason ?? a.reason ?? '') ? 'amber' : 'red';
}

export const KIND_COLOR = { admitted: GREEN, amber: AMBER, red: RED } as const;

/** The line under the big answer: why (typed offline, the server's error, the service's or the gate's reason); null: none. */
export function answerReason(a: GateAnswer): Said | null {
  if (!(a.reason || a.error || a.needsNetwork || a.service?.reason)) return null;
  if (a.needsNetwork) return { key: 'quickmode.typed_offline' };
  if (a.error !== undefined && a.error !== null) return { text: a.error };
  if (a.service?.reason) return { key: `resources.services.reasons.${a.service.reason}` };
  return { key: `resources.access-controls.reasons.${a.reason}` };
}

/** The holder's category: a vehicle's type is a translation key, an attendee's category a name. */
export function holderCategory(a: GateAnswer): Said | null {
  const holder = a.holder;
  if (!holder?.category) return null;
  return holder.type === 'VEHICLE' ? { key: `resources.vehicles.types.${holder.category}` } : { text: holder.category };
}

/** A recent scan's short outcome: the service's reason or units, else the gate's reason or the direction. */
export function recentOutcome(a: GateAnswer): Said {
  if (a.service)
    return a.service.reason
      ? { key: `resources.services.reasons.${a.service.reason}` }
      : { key: 'quickmode.units', args: { used: a.service.used, limit: a.service.limit } };
  return a.reason
    ? { key: `resources.access-controls.reasons.${a.reason}` }
    : { key: `resources.access-controls.directions.${a.direction}` };
}

/** A `Said` in words. */
export const say = (translate: (key: string, args?: Record<string, unknown>) => string, said: Said) =>
  'text' in said ? said.text : translate(said.key, said.args);
