import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, jobRequests, users } from '../../db/schema/index.ts';

const columns = {
  request: jobRequests,
  client: { id: clients.id, name: clients.name, code: clients.code },
  contact: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function base(db: TDb) {
  return db
    .select(columns)
    .from(jobRequests)
    .innerJoin(clients, and(eq(clients.id, jobRequests.clientId), eq(clients.companyId, jobRequests.companyId)))
    .innerJoin(users, and(eq(users.id, jobRequests.contactId), eq(users.companyId, jobRequests.companyId)));
}

export type TRequestRow = Awaited<ReturnType<typeof findRequest>> & object;

export function listRequests(db: TDb, companyId: number, f: { clientId?: number; statuses?: string[] }, limit?: number, offset = 0) {
  const q = base(db)
    .where(and(eq(jobRequests.companyId, companyId), f.clientId ? eq(jobRequests.clientId, f.clientId) : undefined, f.statuses?.length ? inArray(jobRequests.status, f.statuses) : undefined))
    .orderBy(sql`case when ${jobRequests.status} = 'pending' then 0 else 1 end`, desc(jobRequests.requestDate), desc(jobRequests.id))
    .$dynamic();
  return limit ? q.limit(limit).offset(offset) : q;
}

export async function findRequest(db: TDb, companyId: number, id: number) {
  const [row] = await base(db).where(and(eq(jobRequests.companyId, companyId), eq(jobRequests.id, id))).limit(1);
  return row ?? null;
}

export async function insertRequest(db: TDb, companyId: number, values: Omit<typeof jobRequests.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(jobRequests).values({ ...values, companyId }).returning();
  return row;
}

export async function updateRequest(db: TDb, companyId: number, id: number, values: Partial<typeof jobRequests.$inferInsert>) {
  const [row] = await db
    .update(jobRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobRequests.companyId, companyId), eq(jobRequests.id, id)))
    .returning();
  return row ?? null;
}

/** Moves a pending request to accepted once; answers null when it was not pending any more. */
export async function acceptRequest(db: TDb, companyId: number, id: number, link: { jobId?: number; quoteId?: number }) {
  const [row] = await db
    .update(jobRequests)
    .set({ status: 'accepted', jobId: link.jobId, quoteId: link.quoteId, updatedAt: sql`now()` })
    .where(and(eq(jobRequests.companyId, companyId), eq(jobRequests.id, id), eq(jobRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function deleteRequests(db: TDb, companyId: number, ids: number[]) {
  return db.delete(jobRequests).where(and(eq(jobRequests.companyId, companyId), inArray(jobRequests.id, ids))).returning({ id: jobRequests.id });
}

/** A contact of this client, or null; a disabled one only with `disabledToo` (the one a request already names). */
export async function findContact(db: TDb, companyId: number, clientId: number, contactId: number, disabledToo = false) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.clientId, clientId), eq(users.id, contactId), disabledToo ? undefined : eq(users.enabled, true)))
    .limit(1);
  return row ?? null;
}

export function listContacts(db: TDb, companyId: number, clientId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.clientId, clientId)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
