import { AMBER, answerKind, answerReason, GREEN, holderCategory, KIND_COLOR, overridable, recentOutcome, RED, say } from './answer-display';
import type { GateAnswer } from './useGate';

const holder = { type: 'ATTENDEE', id: 7, label: 'Rossi Anna', company: 'ACME', category: 'Staff' } as unknown as GateAnswer['holder'];
const answer = (over: Partial<GateAnswer> = {}): GateAnswer => ({
  key: 'k1',
  at: '2026-05-01T08:30:00.000Z',
  zoneId: 1,
  direction: 'IN',
  result: 'DENIED',
  reason: 'already_inside',
  holder,
  offline: false,
  code: 'CODE',
  ...over,
});
const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe('the gate answer as shown (quick mode)', () => {
  it('paints an admission green, a refusal that is no forgery amber, any other refusal red', () => {
    expect(answerKind(answer({ result: 'ADMITTED', reason: null }))).toBe('admitted');
    expect(answerKind(answer({ reason: 'already_inside' }))).toBe('amber');
    expect(answerKind(answer({ reason: 'limit_reached' }))).toBe('amber');
    expect(answerKind(answer({ reason: 'invalid_signature' }))).toBe('red');
    // A service point's reason wins over the gate's.
    expect(answerKind(answer({ reason: null, service: { used: 2, limit: 2, reason: 'limit_reached' } as GateAnswer['service'] }))).toBe(
      'amber',
    );
    expect(answerKind(answer({ reason: null }))).toBe('red');
    expect(KIND_COLOR).toEqual({ admitted: GREEN, amber: AMBER, red: RED });
  });

  it('offers "admit anyway" for an online refusal of a known holder only, never of the code itself', () => {
    expect(overridable(answer())).toBe(true);
    expect(overridable(answer({ result: 'ADMITTED', reason: null }))).toBe(false);
    expect(overridable(answer({ offline: true }))).toBe(false);
    expect(overridable(answer({ error: 'zone gone' }))).toBe(false);
    expect(overridable(answer({ code: undefined }))).toBe(false);
    expect(overridable(answer({ holder: null }))).toBe(false);
    expect(overridable(answer({ reason: null }))).toBe(false);
    for (const reason of ['invalid_signature', 'other_event', 'revoked', 'unknown_holder'] as const)
      expect(overridable(answer({ reason }))).toBe(false);
    expect(overridable(answer({ service: { used: 1, limit: 1, reason: 'limit_reached' } as GateAnswer['service'] }))).toBe(false);
  });

  it('says why: typed offline first, then the server error, the service reason, the gate reason; nothing when none', () => {
    expect(answerReason(answer({ result: 'ADMITTED', reason: null }))).toBeNull();
    expect(answerReason(answer({ needsNetwork: true, error: 'x' }))).toEqual({ key: 'quickmode.typed_offline' });
    expect(answerReason(answer({ error: 'Zone not found' }))).toEqual({ text: 'Zone not found' });
    expect(answerReason(answer({ service: { used: 2, limit: 2, reason: 'limit_reached' } as GateAnswer['service'] }))).toEqual({
      key: 'resources.services.reasons.limit_reached',
    });
    expect(answerReason(answer())).toEqual({ key: 'resources.access-controls.reasons.already_inside' });
  });

  it('names a vehicle type through its translation and an attendee category as it is', () => {
    expect(holderCategory(answer())).toEqual({ text: 'Staff' });
    expect(holderCategory(answer({ holder: { ...holder!, type: 'VEHICLE', category: 'CAR' } as GateAnswer['holder'] }))).toEqual({
      key: 'resources.vehicles.types.CAR',
    });
    expect(holderCategory(answer({ holder: { ...holder!, category: null } as GateAnswer['holder'] }))).toBeNull();
    expect(holderCategory(answer({ holder: null }))).toBeNull();
  });

  it('sums up a recent scan: the service reason or units, else the gate reason or the direction', () => {
    expect(recentOutcome(answer({ service: { used: 1, limit: 3, reason: null } as GateAnswer['service'] }))).toEqual({
      key: 'quickmode.units',
      args: { used: 1, limit: 3 },
    });
    expect(recentOutcome(answer({ service: { used: 3, limit: 3, reason: 'limit_reached' } as GateAnswer['service'] }))).toEqual({
      key: 'resources.services.reasons.limit_reached',
    });
    expect(recentOutcome(answer())).toEqual({ key: 'resources.access-controls.reasons.already_inside' });
    expect(recentOutcome(answer({ result: 'ADMITTED', reason: null, direction: 'OUT' }))).toEqual({
      key: 'resources.access-controls.directions.OUT',
    });
    expect(say(translate, { key: 'quickmode.units', args: { used: 1, limit: 3 } })).toBe('quickmode.units {"used":1,"limit":3}');
    expect(say(translate, { text: 'as is' })).toBe('as is');
  });
});
