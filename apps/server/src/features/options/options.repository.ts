import { and, asc, count, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  clients,
  companies,
  costCategories,
  costMatrix,
  departments,
  jobRequests,
  jobs,
  notifications,
  quotes,
  users,
  userTypeLabels,
  userTypes,
} from '../../db/schema/index.ts';

/** Reference lists; the tenant is always the first argument. */
export async function getAuthUser(db: TDb, companyId: number, userId: number) {
  const [row] = await db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name },
      client: { id: clients.id, name: clients.name, code: clients.code },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(clients, and(eq(clients.id, users.clientId), eq(clients.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The agency's user types: the system ones under the agency's own title and colour when it gave one. */
export function listUserTypes(db: TDb, companyId: number) {
  return db
    .select({
      id: userTypes.id,
      title: sql<string>`coalesce(${userTypeLabels.title}, ${userTypes.title})`,
      color_class: sql<string>`coalesce(${userTypeLabels.colorClass}, ${userTypes.colorClass})`,
      deletable: userTypes.deletable,
    })
    .from(userTypes)
    .leftJoin(userTypeLabels, and(eq(userTypeLabels.userTypeId, userTypes.id), eq(userTypeLabels.companyId, companyId)))
    .where(or(isNull(userTypes.companyId), eq(userTypes.companyId, companyId)))
    .orderBy(asc(userTypes.id));
}

export function listClients(db: TDb, companyId: number) {
  return db
    .select({ id: clients.id, name: clients.name, code: clients.code, is_supplier: clients.isSupplier })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.name));
}

/** Open jobs (not completed or invoiced), optionally of one client company. */
export function listOpenJobs(db: TDb, companyId: number, clientId?: number) {
  return db
    .select({ id: jobs.id, name: jobs.name, client_id: jobs.clientId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), notInArray(jobs.status, ['completed', 'invoiced']), clientId ? eq(jobs.clientId, clientId) : undefined))
    .orderBy(asc(jobs.name));
}

export function listStaff(db: TDb, companyId: number, userTypeId?: number) {
  return db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, user_type_id: users.userTypeId })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.clientId), eq(users.enabled, true), userTypeId ? eq(users.userTypeId, userTypeId) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function listClientManagers(db: TDb, companyId: number) {
  return db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, client_id: users.clientId })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.clientId} is not null`, eq(users.isManager, 1)))
    .orderBy(asc(users.firstName));
}

export function listDepartments(db: TDb, companyId: number) {
  return db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.name));
}

export function listCostCategories(db: TDb, companyId: number) {
  return db
    .select({ id: costCategories.id, name: costCategories.name })
    .from(costCategories)
    .where(eq(costCategories.companyId, companyId))
    .orderBy(asc(costCategories.name));
}

export function listCosts(db: TDb, companyId: number) {
  return db
    .select({
      id: costMatrix.id,
      name: costMatrix.description,
      category_id: costMatrix.categoryId,
      sell_basis: costMatrix.sellBasis,
      cost: costMatrix.cost,
      sell_tier1: costMatrix.sellTier1,
      sell_tier2: costMatrix.sellTier2,
      sell_tier3: costMatrix.sellTier3,
      sell_tier4: costMatrix.sellTier4,
    })
    .from(costMatrix)
    .where(eq(costMatrix.companyId, companyId))
    .orderBy(asc(costMatrix.description));
}

export function listQuotes(db: TDb, companyId: number) {
  return db
    .select({ id: quotes.id, name: quotes.name, quote_number: quotes.quoteNumber, client_id: quotes.clientId, job_id: quotes.jobId })
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), notInArray(quotes.status, ['cancelled', 'completed'])))
    .orderBy(asc(quotes.id));
}

/**
 * Both badges in one round trip: every open browser asks for them every 10 seconds, so this
 * call should cost little more than the session lookup in front of it. One prepared query per
 * shape (with or without the pending requests).
 */
const badgeQuery = (withPending: boolean) =>
  preparedQuery((db) => {
    const companyId = sql.placeholder('companyId');
    const unread = db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)));
    const pending = db
      .select({ n: count() })
      .from(jobRequests)
      .where(and(eq(jobRequests.companyId, companyId), eq(jobRequests.status, 'pending')));
    return db
      .select({ unread: sql<number>`(${unread})::int`, pending: withPending ? sql<number>`(${pending})::int` : sql<number>`0` })
      .from(sql`(select 1) as one`)
      .prepare(withPending ? 'badges_with_pending' : 'badges');
  });
const badges = { withPending: badgeQuery(true), unreadOnly: badgeQuery(false) };

export async function countBadges(db: TDb, companyId: number, userId: number, withPending: boolean) {
  const [row] = await (withPending ? badges.withPending : badges.unreadOnly)(db).execute({ companyId, userId });
  return { unread: Number(row.unread), pending: Number(row.pending) };
}

