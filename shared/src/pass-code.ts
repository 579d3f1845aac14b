/*
 * The pass code of a badge or windscreen pass (issue 14): a payload signed with the event's Ed25519
 * key, written in base32 (A–Z, 2–7: a QR's alphanumeric mode, and what a keyboard-wedge scanner types
 * whatever the keyboard's case). The API signs and verifies; an offline gate verifies with the event's
 * public key alone. No zod and no node modules here: the browser's quick mode decodes it too.
 *
 * Payload, 12 bytes: format (1) · event id (uint32) · holder type (1: attendee, 2: vehicle) · holder id
 * (uint32) · pass version (uint16), big-endian; then the 64-byte signature of those 12 bytes.
 */

export const PASS_FORMAT = 1;
export const PASS_PAYLOAD_BYTES = 12;
export const PASS_SIGNATURE_BYTES = 64;
/** 76 bytes in base32: 122 characters, a QR of version 6 at error correction M. */
export const PASS_CODE_LENGTH = Math.ceil(((PASS_PAYLOAD_BYTES + PASS_SIGNATURE_BYTES) * 8) / 5);

export type PassHolderType = 'ATTENDEE' | 'VEHICLE';
const HOLDER_BYTE: Record<PassHolderType, number> = { ATTENDEE: 1, VEHICLE: 2 };

export interface PassPayload {
  eventId: number;
  holderType: PassHolderType;
  holderId: number;
  version: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (case ignored), or null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.trim().toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export function encodePassPayload(p: PassPayload): Uint8Array {
  const bytes = new Uint8Array(PASS_PAYLOAD_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, PASS_FORMAT);
  view.setUint32(1, p.eventId);
  view.setUint8(5, HOLDER_BYTE[p.holderType]);
  view.setUint32(6, p.holderId);
  view.setUint16(10, p.version);
  return bytes;
}

/** The code's payload (read, not yet verified) and signature, or null when it is not a pass code of this format. */
export function decodePassCode(code: string): { payload: Uint8Array; signature: Uint8Array; fields: PassPayload } | null {
  if (typeof code !== 'string' || code.trim().length !== PASS_CODE_LENGTH) return null;
  const bytes = base32Decode(code);
  if (!bytes || bytes.length !== PASS_PAYLOAD_BYTES + PASS_SIGNATURE_BYTES) return null;
  // One spelling per code: the last character's unused bits must be zero (else two codes would open the same pass).
  if (base32Encode(bytes) !== code.trim().toUpperCase()) return null;
  const payload = bytes.slice(0, PASS_PAYLOAD_BYTES);
  const view = new DataView(payload.buffer);
  if (view.getUint8(0) !== PASS_FORMAT) return null;
  const type = view.getUint8(5);
  const holderType = type === 1 ? 'ATTENDEE' : type === 2 ? 'VEHICLE' : null;
  if (!holderType) return null;
  return {
    payload,
    signature: bytes.slice(PASS_PAYLOAD_BYTES),
    fields: { eventId: view.getUint32(1), holderType, holderId: view.getUint32(6), version: view.getUint16(10) },
  };
}

export function passCode(payload: Uint8Array, signature: Uint8Array): string {
  const all = new Uint8Array(payload.length + signature.length);
  all.set(payload);
  all.set(signature, payload.length);
  return base32Encode(all);
}

/** The longest code typed by hand at a gate: an attendee's 8-character code or a plate (foreign ones too). */
export const HAND_CODE_MAX = 16;

/**
 * A code typed by hand at a staff device or the totem (issue 29 item 5): an attendee's code or a
 * vehicle's plate, printed under the QR. It stands for the holder's current pass, looked up by the API:
 * online only (an offline device cannot tell who it is).
 */
export function isHandCode(text: string): boolean {
  const clean = text.trim();
  return clean.length >= 2 && clean.length <= HAND_CODE_MAX && /^[A-Za-z0-9][A-Za-z0-9 .\-·]*$/.test(clean);
}
