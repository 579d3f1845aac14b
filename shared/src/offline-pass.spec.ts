import { generateKeyPairSync, sign } from 'node:crypto';
import {
  offlineDecision,
  offlineEntryId,
  openOfflineHolder,
  sealOfflineHolder,
  verifyPassSignature,
  type OfflineHolder,
} from './offline-pass';
import type { OfflineZone } from './gate/responses';
import { decodePassCode, encodePassPayload, passCode } from './pass-code';

const pair = generateKeyPairSync('ed25519');
const publicKey = pair.publicKey.export({ format: 'jwk' }).x!;
const codeOf = (holderId: number, version = 1) => {
  const payload = encodePassPayload({ eventId: 7, holderType: 'ATTENDEE', holderId, version });
  return passCode(payload, sign(null, payload, pair.privateKey));
};
const holder: OfflineHolder = {
  card: { type: 'ATTENDEE', id: 1, label: 'Rossi Anna', company: 'Scuderia', category: 'Team' },
  version: 1,
  pending: false,
  papers_missing: false,
  tickets: [],
  zones: [
    [10, null, null],
    [11, '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'],
  ],
};
const zone = (id: number, extra: Partial<OfflineZone> = {}): OfflineZone => ({
  id,
  code: `Z${id}`,
  name_it: `Z${id}`,
  name_en: null,
  parent_id: null,
  active: true,
  anti_passback: true,
  ticket_required: false,
  windows: [],
  ...extra,
});

describe('offline allow-list entries', () => {
  it('open only with the code they were sealed for, and are filed under an id only that code gives', async () => {
    const code = codeOf(1);
    const sealed = await sealOfflineHolder(code, holder);
    expect(sealed.k).toBe(await offlineEntryId(code.toLowerCase()));
    expect(JSON.stringify(sealed)).not.toContain('Rossi');
    expect(await openOfflineHolder(code, sealed)).toEqual(holder);
    expect(await openOfflineHolder(codeOf(2), sealed)).toBeNull();
    expect(await offlineEntryId(codeOf(1, 2))).not.toBe(sealed.k);
    // A changed character in the middle (every bit of it is data: the last ones may be padding a decoder ignores).
    const at = Math.floor(sealed.d.length / 2);
    const tampered = sealed.d.slice(0, at) + (sealed.d[at] === 'A' ? 'B' : 'A') + sealed.d.slice(at + 1);
    expect(await openOfflineHolder(code, { ...sealed, d: tampered })).toBeNull();
  });

  it('verifies a pass signature with the event public key alone', async () => {
    const decoded = decodePassCode(codeOf(3))!;
    expect(await verifyPassSignature(publicKey, decoded.payload, decoded.signature)).toBe(true);
    const forged = Uint8Array.from(decoded.payload);
    forged[9] ^= 1;
    expect(await verifyPassSignature(publicKey, forged, decoded.signature)).toBe(false);
    expect(await verifyPassSignature('not-a-key', decoded.payload, decoded.signature)).toBe(false);
  });

  it('decides as the API does: closed zone, right, window, papers, payment, anti-passback', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const opts = { inside: false };
    expect(offlineDecision(holder, zone(10), 'IN', now, opts)).toBeNull();
    expect(offlineDecision(holder, zone(10), 'IN', now, { ...opts, inside: true })).toBe('already_inside');
    expect(offlineDecision(holder, zone(10, { anti_passback: false }), 'IN', now, { ...opts, inside: true })).toBeNull();
    expect(offlineDecision(holder, zone(11), 'IN', now, opts)).toBe('outside_window');
    expect(offlineDecision(holder, zone(12), 'IN', now, opts)).toBe('no_right');
    expect(offlineDecision(holder, zone(10, { active: false }), 'IN', now, opts)).toBe('zone_closed');
    expect(
      offlineDecision(holder, zone(10, { windows: [{ from: '2026-06-01T11:00:00Z', to: '2026-06-01T12:00:00Z' }] }), 'IN', now, opts),
    ).toBe('zone_closed');
    expect(offlineDecision({ ...holder, pending: true }, zone(10), 'IN', now, opts)).toBe('pending');
    expect(offlineDecision({ ...holder, papers_missing: true }, zone(10), 'IN', now, opts)).toBe('documents');
    expect(offlineDecision({ ...holder, tickets: [] }, zone(10, { ticket_required: true }), 'IN', now, opts)).toBe('not_paid');
    expect(offlineDecision({ ...holder, tickets: [10] }, zone(10, { ticket_required: true }), 'IN', now, opts)).toBeNull();
    expect(offlineDecision({ ...holder, tickets: [] }, zone(10), 'IN', now, opts)).toBeNull();
    expect(offlineDecision({ ...holder, pending: true }, zone(12), 'OUT', now, opts)).toBeNull();
    expect(offlineDecision(holder, zone(12), 'PRINT', now, opts)).toBeNull();
  });
});
