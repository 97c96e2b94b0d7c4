import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { costCategories, costMatrix, invoiceItems, orderItems, quoteItems, timesheets } from '../../db/schema/index.ts';

export type TCostFilter = { categoryId?: number; sellBasis?: string; kw?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(companyId: number, f: TCostFilter): SQL | undefined {
  const kw = f.kw?.trim();
  return and(
    eq(costMatrix.companyId, companyId),
    f.categoryId ? eq(costMatrix.categoryId, f.categoryId) : undefined,
    f.sellBasis ? eq(costMatrix.sellBasis, f.sellBasis) : undefined,
    kw
      ? or(ilike(costMatrix.description, `%${escapeLike(kw)}%`), ilike(costCategories.name, `%${escapeLike(kw)}%`), ilike(costMatrix.xeroCode, `%${escapeLike(kw)}%`))
      : undefined,
  );
}

const columns = { record: costMatrix, category: { id: costCategories.id, name: costCategories.name } };

export async function listCosts(db: TDb, companyId: number, f: TCostFilter, page: { limit?: number; offset: number }) {
  const q = db
    .select(columns)
    .from(costMatrix)
    .innerJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)))
    .where(whereOf(companyId, f))
    .orderBy(asc(sql`lower(${costCategories.name})`), asc(sql`lower(${costMatrix.description})`), asc(costMatrix.id))
    .$dynamic();
  return page.limit !== undefined ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countCosts(db: TDb, companyId: number, f: TCostFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(costMatrix)
    .innerJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)))
    .where(whereOf(companyId, f));
  return row.n;
}

export async function findCost(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(costMatrix)
    .innerJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)))
    .where(and(eq(costMatrix.companyId, companyId), eq(costMatrix.id, id)));
  return row ?? null;
}

export async function findCosts(db: TDb, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: costMatrix.id, description: costMatrix.description }).from(costMatrix).where(and(eq(costMatrix.companyId, companyId), inArray(costMatrix.id, ids)));
}

export async function categoryExists(db: TDb, companyId: number, id: number) {
  const [row] = await db.select({ id: costCategories.id }).from(costCategories).where(and(eq(costCategories.companyId, companyId), eq(costCategories.id, id)));
  return Boolean(row);
}

export async function insertCost(db: TDb, companyId: number, values: Omit<typeof costMatrix.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(costMatrix).values({ ...values, companyId }).returning({ id: costMatrix.id });
  return row;
}

export async function updateCost(db: TDb, companyId: number, id: number, values: Partial<typeof costMatrix.$inferInsert>) {
  await db
    .update(costMatrix)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(costMatrix.companyId, companyId), eq(costMatrix.id, id)));
}

/** The given cost records that quote, order or invoice items or time records point at. */
export async function usedCostIds(db: TDb, companyId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const used = new Set<number>();
  for (const t of [quoteItems, orderItems, invoiceItems, timesheets] as const) {
    const rows = await db
      .selectDistinct({ id: sql<number>`${t.costMatrixId}` })
      .from(t)
      .where(and(eq(t.companyId, companyId), inArray(t.costMatrixId, ids)));
    for (const r of rows) used.add(Number(r.id));
  }
  return [...used];
}

export async function deleteCosts(db: TDb, companyId: number, ids: number[]) {
  return db.delete(costMatrix).where(and(eq(costMatrix.companyId, companyId), inArray(costMatrix.id, ids))).returning({ id: costMatrix.id, description: costMatrix.description });
}
