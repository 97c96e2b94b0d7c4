import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, users } from '../../db/schema/index.ts';

export function listClients(db: TDb, companyId: number, filter: { isSupplier?: number; kw?: string }) {
  return db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        isNull(clients.deletedAt),
        filter.isSupplier === undefined ? undefined : eq(clients.isSupplier, filter.isSupplier),
        filter.kw ? sql`lower(${clients.name}) like ${`%${filter.kw.toLowerCase()}%`}` : undefined,
      ),
    )
    .orderBy(asc(clients.name));
}

export async function findClient(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1);
  return row ?? null;
}

export function listMembers(db: TDb, companyId: number, clientId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.clientId, clientId)))
    .orderBy(asc(users.firstName));
}
