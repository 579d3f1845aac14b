import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or from a badge is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ATTENDEE_CODE_LENGTH = 8;

/** A random attendee code: 8 characters, 40 bits; uniqueness within the event is the database's unique index. */
export function newAttendeeCode(): string {
  let n = randomBytes(5).readUIntBE(0, 5);
  let code = '';
  for (let i = 0; i < ATTENDEE_CODE_LENGTH; i++) {
    code = ALPHABET[n % 32] + code;
    n = Math.floor(n / 32);
  }
  return code;
}
