import {
  COST_MATRIX_MESSAGES,
  conflict,
  invalid,
  notFound,
  type TCostMatrixCreate,
  type TCostMatrixListQuery,
  type TCostMatrixRecord,
  type TCostMatrixUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './cost-matrix.repository.ts';

type Deps = { db: TDb; auth: TAuthContext };

function toRecord(row: NonNullable<Awaited<ReturnType<typeof repo.findCost>>>): TCostMatrixRecord {
  const r = row.record;
  return {
    id: r.id,
    category_id: r.categoryId,
    category: row.category,
    description: r.description,
    sell_basis: r.sellBasis === 'time' ? 'time' : 'quantity',
    cost: r.cost,
    sell_tier1: r.sellTier1,
    sell_tier2: r.sellTier2,
    sell_tier3: r.sellTier3,
    sell_tier4: r.sellTier4,
    xero_code: r.xeroCode,
  };
}

/** A foreign-key violation (a row started to use the record while it was being deleted). */
const isForeignKeyViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

export async function listCosts({ db, auth }: Deps, q: TCostMatrixListQuery) {
  const filter = { categoryId: q.category_id, sellBasis: q.sell_basis, kw: q.kw };
  const total = await repo.countCosts(db, auth.companyId, filter);
  const perPage = q.ipp === 'all' ? Math.max(total, 1) : q.ipp;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(q.page, lastPage);
  const rows = await repo.listCosts(db, auth.companyId, filter, q.ipp === 'all' ? { offset: 0 } : { limit: perPage, offset: (page - 1) * perPage });
  return { data: rows.map(toRecord), total, last_page: lastPage, current_page: page, per_page: perPage };
}

export async function getCost({ db, auth }: Deps, id: number) {
  const row = await repo.findCost(db, auth.companyId, id);
  if (!row) throw notFound();
  return toRecord(row);
}

async function checkCategory({ db, auth }: Deps, categoryId: number) {
  if (!(await repo.categoryExists(db, auth.companyId, categoryId))) throw invalid({ category_id: [COST_MATRIX_MESSAGES.selectCategory] });
}

const code = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s === '' ? null : s);

export async function createCost(deps: Deps, input: TCostMatrixCreate) {
  await checkCategory(deps, input.category_id);
  const row = await repo.insertCost(deps.db, deps.auth.companyId, {
    categoryId: input.category_id,
    description: input.description,
    sellBasis: input.sell_basis,
    cost: input.cost ?? '0.00',
    sellTier1: input.sell_tier1 ?? '0.00',
    sellTier2: input.sell_tier2 ?? '0.00',
    sellTier3: input.sell_tier3 ?? '0.00',
    sellTier4: input.sell_tier4 ?? '0.00',
    xeroCode: code(input.xero_code) ?? null,
  });
  return getCost(deps, row.id);
}

/** Only the sent fields change; an empty body changes nothing and answers the record. */
export async function updateCost(deps: Deps, id: number, input: Partial<TCostMatrixUpdate>) {
  await getCost(deps, id);
  if (input.category_id !== undefined) await checkCategory(deps, input.category_id);
  const values = {
    ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.sell_basis !== undefined ? { sellBasis: input.sell_basis } : {}),
    ...(input.cost !== undefined ? { cost: input.cost } : {}),
    ...(input.sell_tier1 !== undefined ? { sellTier1: input.sell_tier1 } : {}),
    ...(input.sell_tier2 !== undefined ? { sellTier2: input.sell_tier2 } : {}),
    ...(input.sell_tier3 !== undefined ? { sellTier3: input.sell_tier3 } : {}),
    ...(input.sell_tier4 !== undefined ? { sellTier4: input.sell_tier4 } : {}),
    ...(input.xero_code !== undefined ? { xeroCode: code(input.xero_code) } : {}),
  };
  if (Object.keys(values).length) await repo.updateCost(deps.db, deps.auth.companyId, id, values);
  return getCost(deps, id);
}

/**
 * Deletes cost records, all or none: every id must be the agency's (else 404) and none may
 * be used by quote, order, invoice or time items (else 409, naming them).
 */
export async function deleteCosts(deps: Deps, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await repo.findCosts(deps.db, deps.auth.companyId, unique);
  if (found.length !== unique.length) throw notFound();
  try {
    return await deps.db.transaction(async (tx) => {
      const t = tx as unknown as TDb;
      const used = await repo.usedCostIds(t, deps.auth.companyId, unique);
      if (used.length) {
        throw conflict(unique.length === 1 ? COST_MATRIX_MESSAGES.inUse : COST_MATRIX_MESSAGES.someInUse(found.filter((f) => used.includes(f.id)).map((f) => f.description)));
      }
      const rows = await repo.deleteCosts(t, deps.auth.companyId, unique);
      return { ids: rows.map((r) => r.id) };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(COST_MATRIX_MESSAGES.inUse);
    throw err;
  }
}
