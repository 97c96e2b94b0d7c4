import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notes } from '../../db/schema/index.ts';

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
