import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/** Download links live this long. */
export const LINK_TTL_SECONDS = 15 * 60;

/** The installation's signing secret, created once and shared by every server copy through the database. */
export async function loadSigningSecret(db: TDb): Promise<string> {
  await db.insert(appSettings).values({ key: 'signing_secret', value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'signing_secret'));
  return row.value;
}

export function signPath(secret: string, pathname: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const sig = createHmac('sha256', secret).update(`${pathname}:${expires}`).digest('base64url');
  return `${pathname}?expires=${expires}&sig=${sig}`;
}

export function verifySignature(secret: string, pathname: string, expires: number, sig: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires < Math.floor(now / 1000)) return false;
  // The signature exactly as issued: base64url decoding ignores the last character's spare
  // bits, so comparing decoded bytes would also accept a second spelling of it.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${pathname}:${expires}`).digest('base64url'));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
