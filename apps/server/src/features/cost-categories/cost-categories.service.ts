import { COST_CATEGORY_MESSAGES, conflict, notFound, type TCostCategory, type TCostCategoryCreate, type TCostCategoryUpdate } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './cost-categories.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';

type Deps = { db: TDb; auth: TAuthContext };

const clean = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s.trim());

export async function listCategories({ db, auth }: Deps) {
  const rows = await repo.listCategories(db, auth.companyId);
  return { data: rows, total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1) };
}

export async function getCategory({ db, auth }: Deps, id: number): Promise<TCostCategory> {
  const row = await repo.findCategory(db, auth.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function createCategory(deps: Deps, input: TCostCategoryCreate) {
  const row = await repo.insertCategory(deps.db, deps.auth.companyId, { name: input.name, description: clean(input.description) ?? null });
  return getCategory(deps, row.id);
}

export async function updateCategory(deps: Deps, id: number, input: TCostCategoryUpdate) {
  await getCategory(deps, id);
  await repo.updateCategory(deps.db, deps.auth.companyId, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: clean(input.description) } : {}),
  });
  return getCategory(deps, id);
}

/** A category used by cost records is kept (409): deleting it would orphan their pricing. */
export async function deleteCategory(deps: Deps, id: number) {
  const row = await getCategory(deps, id);
  let deleted: boolean;
  try {
    deleted = await repo.deleteUnusedCategory(deps.db, deps.auth.companyId, id);
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    deleted = false;
  }
  if (!deleted) throw conflict(COST_CATEGORY_MESSAGES.inUse(row.name, await repo.countCosts(deps.db, deps.auth.companyId, id)));
  return { id: row.id, name: row.name };
}
