import { DEFAULT_TICKED_TODO_PERIOD, tickedTodoPeriod, conflict, forbidden, invalid, isSuperAdmin, notFound, can, type TNote, type TTodo } from '@jobflow/contract';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize.ts';
import { findClient } from '../clients/clients.repository.ts';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';
import * as repo from './notes.repository.ts';

type Deps = { db: TDb; auth: TAuthContext };

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
  const p = (period && tickedTodoPeriod(period)) ?? tickedTodoPeriod(auth.user.periodForTickedTodoItems) ?? DEFAULT_TICKED_TODO_PERIOD;
  const rows = await repo.listTodos(db, auth.companyId, auth.user.id, p);
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

// ---- Notes kept against clients (type 'note'): super admins only. ----

const toNote = (r: repo.TClientNoteRow): TNote => ({
  id: r.note.id,
  title: r.note.title,
  content: r.note.content ?? '',
  excerpt: htmlToText(r.note.content).replace(/\s+/g, ' ').slice(0, 160),
  client_id: r.note.clientId,
  client: r.client?.id ? { id: r.client.id, name: r.client.name } : null,
  creator: { id: r.creator.id, full_name: `${r.creator.firstName} ${r.creator.lastName}`.trim() },
  updated_at: iso(r.note.updatedAt),
  created_at: iso(r.note.createdAt),
});

function requireAdmin(auth: TAuthContext) {
  if (!isSuperAdmin(auth.user)) throw forbidden();
}

async function checkClient(db: TDb, companyId: number, clientId: number | null | undefined) {
  if (clientId && !(await findClient(db, companyId, clientId))) throw invalid({ client_id: ['Please select the client'] });
}

export async function listClientNotes({ db, auth }: Deps, q: { page: number; ipp: number | 'all'; kw?: string; sort: 'client_name' | 'title' | 'creator' | 'updated_at'; order: 'asc' | 'desc'; client_id?: number; created_by?: number }) {
  requireAdmin(auth);
  const perPage = q.ipp === 'all' ? 0 : q.ipp;
  const { total, rows } = await repo.listClientNotes(db, auth.companyId, { kw: q.kw, clientId: q.client_id, createdBy: q.created_by, sort: q.sort, order: q.order, limit: perPage || undefined, offset: perPage ? (q.page - 1) * perPage : 0 });
  const per = perPage || Math.max(total, 1);
  return { data: rows.map(toNote), total, last_page: Math.max(1, Math.ceil(total / per)), current_page: q.page, per_page: per };
}

export async function getClientNote({ db, auth }: Deps, id: number) {
  requireAdmin(auth);
  const row = await repo.findClientNote(db, auth.companyId, id);
  if (!row) throw notFound();
  return toNote(row);
}

export async function createClientNote({ db, auth }: Deps, input: { title: string; content: string; client_id?: number | null }) {
  requireAdmin(auth);
  await checkClient(db, auth.companyId, input.client_id);
  const row = await repo.insertClientNote(db, auth.companyId, { title: input.title, content: sanitizeRichText(input.content), clientId: input.client_id ?? null, createdBy: auth.user.id });
  return getClientNote({ db, auth }, row.id);
}

export async function updateClientNote({ db, auth }: Deps, id: number, input: { title?: string; content?: string; client_id?: number | null }) {
  await getClientNote({ db, auth }, id);
  await checkClient(db, auth.companyId, input.client_id);
  await repo.updateNote(db, auth.companyId, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: sanitizeRichText(input.content) } : {}),
    ...(input.client_id !== undefined ? { clientId: input.client_id } : {}),
  });
  return getClientNote({ db, auth }, id);
}

/** Deletes notes and to-dos by id: a to-do only by its owner, a client note only by a super admin. */
export async function deleteAnyNotes({ db, auth }: Deps, ids: number[]) {
  for (const id of ids) {
    const n = await repo.findNote(db, auth.companyId, id);
    if (!n) throw notFound();
    if (n.type === 'todo' ? n.createdBy !== auth.user.id : !isSuperAdmin(auth.user)) throw n.type === 'todo' ? notFound() : forbidden();
  }
  const rows = await repo.deleteNotes(db, auth.companyId, ids);
  return rows;
}

export async function noteType({ db, auth }: Deps, id: number) {
  const n = await repo.findNote(db, auth.companyId, id);
  if (!n) throw notFound();
  return n.type;
}
