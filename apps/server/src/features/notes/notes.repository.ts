import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, notes, users } from '../../db/schema/index.ts';
import { escapeLike } from '../jobs/jobs.repository.ts';

/** A user's to-dos: open ones, and ticked ones newer than the period ('-1 week'). */
export function listTodos(db: TDb, companyId: number, userId: number, period: string | null) {
  return db
    .select()
    .from(notes)
    .where(
      and(
        eq(notes.companyId, companyId),
        eq(notes.type, 'todo'),
        eq(notes.createdBy, userId),
        period ? or(eq(notes.isCompleted, false), isNull(notes.completedAt), gt(notes.completedAt, sql`now() + ${period}::interval`)) : undefined,
      ),
    )
    .orderBy(asc(notes.isCompleted), desc(notes.createdAt), desc(notes.id));
}

export async function findNote(db: TDb, companyId: number, id: number) {
  const [row] = await db.select().from(notes).where(and(eq(notes.companyId, companyId), eq(notes.id, id))).limit(1);
  return row ?? null;
}

export async function insertTodo(db: TDb, companyId: number, userId: number, title: string) {
  const [row] = await db.insert(notes).values({ companyId, type: 'todo', title, createdBy: userId }).returning();
  return row;
}

export async function updateNote(db: TDb, companyId: number, id: number, values: Partial<typeof notes.$inferInsert>) {
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(notes.companyId, companyId), eq(notes.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteNotes(db: TDb, companyId: number, ids: number[]) {
  return db.delete(notes).where(and(eq(notes.companyId, companyId), inArray(notes.id, ids))).returning({ id: notes.id });
}

const creator = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const noteColumns = { note: notes, client: { id: clients.id, name: clients.name }, creator };

function clientNotes(db: TDb) {
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(clients, and(eq(clients.id, notes.clientId), eq(clients.companyId, notes.companyId)))
    .innerJoin(users, and(eq(users.id, notes.createdBy), eq(users.companyId, notes.companyId)));
}

export type TClientNoteRow = Awaited<ReturnType<typeof findClientNote>> & object;

const NOTE_SORTS = {
  client_name: sql`lower(coalesce(${clients.name}, ''))`,
  title: sql`lower(${notes.title})`,
  creator: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  updated_at: sql`${notes.updatedAt}`,
} as const;

export async function listClientNotes(
  db: TDb,
  companyId: number,
  f: { kw?: string; clientId?: number; createdBy?: number; sort: keyof typeof NOTE_SORTS; order: 'asc' | 'desc'; limit?: number; offset: number },
) {
  const kw = f.kw ? `%${escapeLike(f.kw)}%` : undefined;
  const where = and(
    eq(notes.companyId, companyId),
    eq(notes.type, 'note'),
    f.clientId ? eq(notes.clientId, f.clientId) : undefined,
    f.createdBy ? eq(notes.createdBy, f.createdBy) : undefined,
    kw ? or(ilike(notes.title, kw), ilike(notes.content, kw), ilike(clients.name, kw)) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(notes)
    .leftJoin(clients, and(eq(clients.id, notes.clientId), eq(clients.companyId, notes.companyId)))
    .where(where);
  const q = clientNotes(db)
    .where(where)
    .orderBy(f.order === 'desc' ? sql`${NOTE_SORTS[f.sort]} desc` : sql`${NOTE_SORTS[f.sort]} asc`, desc(notes.id))
    .$dynamic();
  const rows = await (f.limit ? q.limit(f.limit).offset(f.offset) : q);
  return { total: n, rows };
}

export async function findClientNote(db: TDb, companyId: number, id: number) {
  const [row] = await clientNotes(db).where(and(eq(notes.companyId, companyId), eq(notes.id, id), eq(notes.type, 'note'))).limit(1);
  return row ?? null;
}

export async function insertClientNote(db: TDb, companyId: number, values: { title: string; content: string; clientId: number | null; createdBy: number }) {
  const [row] = await db.insert(notes).values({ ...values, companyId, type: 'note' }).returning();
  return row;
}
