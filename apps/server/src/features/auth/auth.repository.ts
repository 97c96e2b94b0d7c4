import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, companies, loginAttempts, passwordResets, sessions, users } from '../../db/schema/index.ts';

/** Sign-in lookups. These run before a tenant is known, so they search by e-mail across agencies. */
export async function findStaffByEmail(db: TDb, email: string) {
  const [row] = await db
    .select({ user: users, company: { id: companies.id, name: companies.name } })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.clientId)))
    .limit(1);
  return row ?? null;
}

export async function findContactsByEmail(db: TDb, email: string) {
  return db
    .select({
      user: users,
      client: { id: clients.id, name: clients.name },
      company: { id: companies.id, name: companies.name },
    })
    .from(users)
    .innerJoin(clients, and(eq(clients.id, users.clientId), eq(clients.companyId, users.companyId), isNull(clients.deletedAt)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email}`)
    .orderBy(companies.name, clients.name);
}

export async function findLoginUser(db: TDb, loginAs: 'company' | 'client', id: number, email: string) {
  const where =
    loginAs === 'company'
      ? and(eq(users.companyId, id), isNull(users.clientId), sql`lower(${users.email}) = ${email}`)
      : // a contact of an archived client no longer signs in
        and(eq(users.clientId, id), sql`lower(${users.email}) = ${email}`, sql`exists (select 1 from ${clients} where ${clients.id} = ${users.clientId} and ${clients.deletedAt} is null)`);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

/** Failed sign-ins in the last `minutes`: for this e-mail, for this e-mail from this address, from this address. */
export async function recentFailures(db: TDb, email: string, ip: string, minutes: number) {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const [byEmail] = await db
    .select({ n: count(), fromIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return { byEmail: byEmail.n, byEmailIp: byEmail.fromIp, byIp: byIp.n };
}

/** Whether this e-mail signed in successfully from this address in the last `days`. */
export async function signedInFrom(db: TDb, email: string, ip: string, days: number) {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, sql`now() - make_interval(days => ${days})`)))
    .limit(1);
  return Boolean(row);
}

export async function recordAttempt(db: TDb, email: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ email, ip, succeeded });
}

/**
 * Starts a session; false when none was made. A contact's session is made only while its
 * client stands, in one statement that waits for a deletion under way (the client's row read
 * FOR SHARE): a client deleted between the password check and here signs no one in, and one
 * deleted just after finds the session to end (clients.repository.archiveClient).
 */
export async function createSession(db: TDb, companyId: number, userId: number, tokenHash: string, days: number, clientId: number | null = null): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(days => ${days})`;
  if (clientId === null) {
    await db.insert(sessions).values({ companyId, userId, tokenHash, expiresAt });
    return true;
  }
  const made = await db.execute(sql`
    insert into ${sessions} (company_id, user_id, token_hash, expires_at)
    select ${companyId}, ${userId}, ${tokenHash}, ${expiresAt}
    where exists (select 1 from ${clients} where ${clients.id} = ${clientId} and ${clients.companyId} = ${companyId} and ${clients.deletedAt} is null for share)
    returning 1`);
  return made.rows.length > 0;
}

export async function revokeSession(db: TDb, companyId: number, sessionId: number) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.companyId, companyId), eq(sessions.id, sessionId)));
}

export async function revokeUserSessions(db: TDb, companyId: number, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function createPasswordReset(db: TDb, companyId: number, userId: number, tokenHash: string, hours = 1) {
  await db.insert(passwordResets).values({ companyId, userId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${hours})` });
}

/** Marks a live reset token used and returns its user, in one statement so it works once. */
export async function consumePasswordReset(db: TDb, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ companyId: passwordResets.companyId, userId: passwordResets.userId });
  return row ?? null;
}

export async function setPassword(db: TDb, companyId: number, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** The agency's name (the inviter and sender of its system mail). */
export async function agencyName(db: TDb, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? 'Jobflow';
}
