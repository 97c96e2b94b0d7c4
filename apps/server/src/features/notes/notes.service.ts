import { TICKED_TODO_PERIODS, conflict, forbidden, notFound, can, type TTodo } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';
import * as repo from './notes.repository.ts';

type Deps = { db: TDb; auth: TAuthContext };
const PERIODS = new Set<string>(TICKED_TODO_PERIODS.map((p) => p.value));

const toTodo = (n: NonNullable<Awaited<ReturnType<typeof repo.findNote>>>): TTodo => ({
  id: n.id,
  title: n.title,
  type: 'todo',
  is_completed: n.isCompleted,
  completed_at: isoOrNull(n.completedAt),
  created_by: n.createdBy,
  updated_at: iso(n.updatedAt),
});

function requireTodos(auth: TAuthContext) {
  if (!can(auth.user, 'todos.use')) throw forbidden();
}

/** The caller's own to-do list; ticked items older than the period are hidden. */
export async function listTodos({ db, auth }: Deps, period?: string) {
  requireTodos(auth);
  const p = period && PERIODS.has(period) ? period : auth.user.periodForTickedTodoItems;
  const rows = await repo.listTodos(db, auth.companyId, auth.user.id, PERIODS.has(p) ? p : '-1 week');
  return rows.map(toTodo);
}

async function ownTodo({ db, auth }: Deps, id: number) {
  const n = await repo.findNote(db, auth.companyId, id);
  if (!n || n.type !== 'todo' || n.createdBy !== auth.user.id) throw notFound();
  return n;
}

export async function getTodo(deps: Deps, id: number) {
  requireTodos(deps.auth);
  return toTodo(await ownTodo(deps, id));
}

export async function createTodo({ db, auth }: Deps, title: string) {
  requireTodos(auth);
  return toTodo(await repo.insertTodo(db, auth.companyId, auth.user.id, title));
}

/** Ticking completes an item; a completed item cannot be edited any more. */
export async function updateTodo(deps: Deps, id: number, input: { title?: string; is_completed?: boolean }) {
  requireTodos(deps.auth);
  const n = await ownTodo(deps, id);
  if (n.isCompleted) throw conflict('A completed item cannot be edited.');
  const row = await repo.updateNote(deps.db, deps.auth.companyId, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.is_completed ? { isCompleted: true, completedAt: new Date().toISOString() } : {}),
  });
  return toTodo(row!);
}

export async function deleteTodos(deps: Deps, ids: number[]) {
  requireTodos(deps.auth);
  for (const id of ids) await ownTodo(deps, id);
  await repo.deleteNotes(deps.db, deps.auth.companyId, ids);
}
