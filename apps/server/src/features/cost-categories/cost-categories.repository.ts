import { and, asc, count, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { costCategories, costMatrix } from '../../db/schema/index.ts';

/** A column written with its table name: in a single-table query drizzle leaves names bare, and a correlated subquery would bind them to its own table. */
const qc = (c: AnyPgColumn) => sql.raw(`"${getTableName(c.table)}"."${c.name}"`);

const costsCount = sql<number>`(select count(*) from ${costMatrix} where ${qc(costMatrix.categoryId)} = ${qc(costCategories.id)} and ${qc(costMatrix.companyId)} = ${qc(costCategories.companyId)})::int`;

const columns = {
  id: costCategories.id,
  name: costCategories.name,
  description: costCategories.description,
  costs_count: costsCount,
};

export function listCategories(db: TDb, companyId: number) {
  return db.select(columns).from(costCategories).where(eq(costCategories.companyId, companyId)).orderBy(asc(sql`lower(${costCategories.name})`), asc(costCategories.id));
}

export async function findCategory(db: TDb, companyId: number, id: number) {
  const [row] = await db.select(columns).from(costCategories).where(and(eq(costCategories.companyId, companyId), eq(costCategories.id, id)));
  return row ?? null;
}

export async function insertCategory(db: TDb, companyId: number, values: { name: string; description: string | null }) {
  const [row] = await db.insert(costCategories).values({ ...values, companyId }).returning({ id: costCategories.id });
  return row;
}

export async function updateCategory(db: TDb, companyId: number, id: number, values: { name?: string; description?: string | null }) {
  await db
    .update(costCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(costCategories.companyId, companyId), eq(costCategories.id, id)));
}

/** Deletes the category unless a cost record uses it; answers whether it was deleted. */
export async function deleteUnusedCategory(db: TDb, companyId: number, id: number) {
  const rows = await db
    .delete(costCategories)
    .where(
      and(
        eq(costCategories.companyId, companyId),
        eq(costCategories.id, id),
        sql`not exists (select 1 from ${costMatrix} where ${costMatrix.categoryId} = ${id} and ${costMatrix.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: costCategories.id });
  return rows.length > 0;
}

export async function countCosts(db: TDb, companyId: number, categoryId: number) {
  const [row] = await db.select({ n: count() }).from(costMatrix).where(and(eq(costMatrix.companyId, companyId), eq(costMatrix.categoryId, categoryId)));
  return row.n;
}
