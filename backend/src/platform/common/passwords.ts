import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';

let rounds = 12;
let dummyHash: string | undefined;

/** The cost of new hashes, from the checked configuration (BCRYPT_ROUNDS), set once at start. */
export function setPasswordCost(cost: number): void {
  rounds = cost;
  dummyHash = undefined;
}
const PREHASHED = 'sha256+';
const BCRYPT_MAX_BYTES = 72;

/**
 * bcrypt reads only the first 72 bytes of a password; our passwords go up to 128 characters and must
 * be compared in full, so new hashes are bcrypt(base64(sha256(password))), marked with a prefix.
 */
const prehash = (plain: string) => createHash('sha256').update(plain, 'utf8').digest('base64');

export const hashPassword = async (plain: string) => PREHASHED + (await bcrypt.hash(prehash(plain), rounds));

// A real hash to compare against when the e-mail is unknown, so both cases take the same time.
const timingHash = () => (dummyHash ??= PREHASHED + bcrypt.hashSync(prehash('eventdesk-timing-equaliser'), rounds));

/** Verifies our hashes and the plain bcrypt hashes of the old PHP system (`$2y$`). */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const stored = hash ?? timingHash();
  let ok: boolean;
  if (stored.startsWith(PREHASHED)) ok = await bcrypt.compare(prehash(plain), stored.slice(PREHASHED.length));
  else ok = Buffer.byteLength(plain, 'utf8') <= BCRYPT_MAX_BYTES && (await bcrypt.compare(plain, stored));
  return ok && !!hash;
}

/** Old-system hashes are upgraded at the next successful sign-in. */
export const needsRehash = (hash: string) => !hash.startsWith(PREHASHED);
