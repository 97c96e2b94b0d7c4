import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { comments, notifications, users } from '../../db/schema/index.ts';

export async function listComments(db: TDb, companyId: number, jobId: number, board: string, limit: number, offset: number) {
  const where = and(eq(comments.companyId, companyId), eq(comments.jobId, jobId), eq(comments.board, board));
  const [{ n }] = await db.select({ n: count() }).from(comments).where(where);
  const rows = await db
    .select({ comment: comments, author: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(comments)
    .innerJoin(users, and(eq(users.id, comments.authorId), eq(users.companyId, comments.companyId)))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset);
  return { total: n, rows };
}

export async function findComment(db: TDb, companyId: number, jobId: number, id: number) {
  const [row] = await db
    .select({ comment: comments, author: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(comments)
    .innerJoin(users, and(eq(users.id, comments.authorId), eq(users.companyId, comments.companyId)))
    .where(and(eq(comments.companyId, companyId), eq(comments.jobId, jobId), eq(comments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertComment(db: TDb, companyId: number, values: { jobId: number; board: string; type: string; content: string; authorId: number }) {
  const [row] = await db.insert(comments).values({ ...values, companyId }).returning();
  return row;
}

export async function deleteComment(db: TDb, companyId: number, id: number) {
  await db.delete(comments).where(and(eq(comments.companyId, companyId), eq(comments.id, id)));
}

export async function insertNotifications(db: TDb, companyId: number, rows: Array<{ userId: number; kind: string; jobId: number; commentId: number }>) {
  if (rows.length) await db.insert(notifications).values(rows.map((r) => ({ ...r, companyId })));
}

/** Users of this agency among ids, with whether they are staff. */
export function usersIn(db: TDb, companyId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as Array<{ id: number; clientId: number | null }>);
  return db.select({ id: users.id, clientId: users.clientId }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, ids), eq(users.enabled, true)));
}
