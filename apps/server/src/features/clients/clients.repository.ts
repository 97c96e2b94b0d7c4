import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { clients, notifications, sessions, users } from '../../db/schema/index.ts';
import { escapeLike } from '../jobs/jobs.repository.ts';

const manager = alias(users, 'manager');
const columns = { client: clients, manager: { id: manager.id, firstName: manager.firstName, lastName: manager.lastName } };

function withManager(db: TDb) {
  return db.select(columns).from(clients).leftJoin(manager, and(eq(manager.id, clients.managerId), eq(manager.companyId, clients.companyId)));
}

export type TClientRow = Awaited<ReturnType<typeof findClient>> & object;

export function listClients(db: TDb, companyId: number, filter: { isSupplier?: number; kw?: string }) {
  const kw = filter.kw ? `%${escapeLike(filter.kw)}%` : undefined;
  return withManager(db)
    .where(
      and(
        eq(clients.companyId, companyId),
        isNull(clients.deletedAt),
        filter.isSupplier === undefined ? undefined : eq(clients.isSupplier, filter.isSupplier),
        kw ? or(ilike(clients.name, kw), ilike(clients.email, kw), ilike(clients.code, kw), ilike(clients.phone, kw)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${clients.name})`));
}

export async function findClient(db: TDb, companyId: number, id: number) {
  const [row] = await withManager(db)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertClient(db: TDb, companyId: number, values: Omit<typeof clients.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(clients).values({ ...values, companyId }).returning();
  return row;
}

export async function updateClient(db: TDb, companyId: number, id: number, values: Partial<typeof clients.$inferInsert>) {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Clients are archived, not erased: their jobs, quotes and invoices keep pointing at them. Its
 * contacts' sessions end with it (sign-in already passes over an archived client's contacts).
 */
export async function archiveClient(db: TDb, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)))
      .returning();
    if (!row) return null;
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.companyId, companyId),
          isNull(sessions.revokedAt),
          inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.clientId, id)))),
        ),
      );
    return row;
  });
}

export async function codeInUse(db: TDb, companyId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.code, code), isNull(clients.deletedAt), exceptId ? sql`${clients.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

const contactColumns = { user: users, client: { id: clients.id, name: clients.name, isSupplier: clients.isSupplier } };

export function listContacts(db: TDb, companyId: number, f: { clientId?: number; kw?: string }) {
  const kw = f.kw ? `%${escapeLike(f.kw)}%` : undefined;
  return db
    .select(contactColumns)
    .from(users)
    .innerJoin(clients, and(eq(clients.id, users.clientId), eq(clients.companyId, users.companyId), isNull(clients.deletedAt)))
    .where(
      and(
        eq(users.companyId, companyId),
        f.clientId ? eq(users.clientId, f.clientId) : undefined,
        kw ? or(ilike(users.firstName, kw), ilike(users.lastName, kw), ilike(users.email, kw), ilike(clients.name, kw), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${kw}`) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
}

export async function findContact(db: TDb, companyId: number, clientId: number, id: number) {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .innerJoin(clients, and(eq(clients.id, users.clientId), eq(clients.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.clientId, clientId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function contactEmailTaken(db: TDb, clientId: number, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export function listMembers(db: TDb, companyId: number, clientId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.clientId, clientId)))
    .orderBy(asc(users.firstName));
}

/** A person's notifications, all of them (a contact moved to another company). */
export async function dropNotifications(db: TDb, companyId: number, userId: number) {
  await db.delete(notifications).where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId)));
}
