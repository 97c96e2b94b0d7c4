import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19 MiB, t=2, p=1 (OWASP minimum). */
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum in the types) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
/** A hash to verify against when no user matches, so timing does not reveal accounts. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
