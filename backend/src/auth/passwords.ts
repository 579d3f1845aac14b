import bcrypt from 'bcryptjs';

// BCRYPT_ROUNDS lowers the cost in tests only; production keeps 12.
const ROUNDS = Number(process.env.BCRYPT_ROUNDS) >= 4 ? Number(process.env.BCRYPT_ROUNDS) : 12;
// A real hash to compare against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = bcrypt.hashSync('eventdesk-timing-equaliser', ROUNDS);

export const hashPassword = (plain: string) => bcrypt.hash(plain, ROUNDS);

/** Verifies a bcrypt hash, including the `$2y$` hashes of the old PHP system. */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
