import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.ts';
import type { TDb } from '../../db/client.ts';
import { comments, files } from '../../db/schema/index.ts';

export type TFileRow = typeof files.$inferSelect;
export type TNewFile = Omit<typeof files.$inferInsert, 'companyId' | 'id'>;

export async function insertFile(db: TDb, companyId: number, values: TNewFile) {
  const [row] = await db.insert(files).values({ ...values, companyId }).returning();
  return row;
}

export async function findFile(db: TDb, companyId: number, id: number) {
  const [row] = await db.select().from(files).where(and(eq(files.companyId, companyId), eq(files.id, id))).limit(1);
  return row ?? null;
}

/** A file by id alone: only for signed download links, whose signature names the id. */
export async function findFileForDownload(db: TDb, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

const jobFilesFor = (clientView: boolean) =>
  preparedQuery((db) =>
    db
      .select({ file: files })
      .from(files)
      .leftJoin(comments, and(eq(comments.id, files.commentId), eq(comments.companyId, files.companyId)))
      .where(
        and(
          eq(files.companyId, sql.placeholder('companyId')),
          eq(files.jobId, sql.placeholder('jobId')),
          clientView ? or(isNull(files.commentId), eq(comments.board, 'client')) : undefined,
        ),
      )
      .orderBy(asc(files.createdAt), asc(files.id))
      .prepare(clientView ? 'job_files_client' : 'job_files'),
  );
const jobFiles = { staff: jobFilesFor(false), client: jobFilesFor(true) };

/**
 * Attachments of a job; `clientView` keeps only those a client user may see (not from
 * team-board comments). Prepared once for each view (a lookup by key: planned per request it
 * cost 0.5 ms against 0.02 to run).
 */
export function listJobFiles(db: TDb, companyId: number, jobId: number, clientView: boolean) {
  return (clientView ? jobFiles.client : jobFiles.staff)(db)
    .execute({ companyId, jobId })
    .then((rows) => rows.map((r) => r.file));
}

export function listRequestFiles(db: TDb, companyId: number, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([] as TFileRow[]);
  return db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.jobRequestId, requestIds)))
    .orderBy(asc(files.id));
}

const commentFiles = preparedQuery((db) =>
  db
    .select()
    .from(files)
    .where(and(eq(files.companyId, sql.placeholder('companyId')), sql`${files.commentId} = any(${sql.placeholder('commentIds')}::int[])`))
    .orderBy(asc(files.id))
    .prepare('comment_files'),
);

/** The attachments of some comments (a page's): one statement whatever their number, prepared once. */
export function listCommentFiles(db: TDb, companyId: number, commentIds: number[]) {
  if (commentIds.length === 0) return Promise.resolve([] as TFileRow[]);
  return commentFiles(db).execute({ companyId, commentIds });
}

export async function deleteFile(db: TDb, companyId: number, id: number) {
  const [row] = await db.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, id))).returning();
  return row ?? null;
}

/** Files of a request become the job's attachments too. */
export async function attachRequestFilesToJob(db: TDb, companyId: number, requestId: number, jobId: number) {
  await db.update(files).set({ jobId }).where(and(eq(files.companyId, companyId), eq(files.jobRequestId, requestId)));
}

export async function unlinkFromRequest(db: TDb, companyId: number, id: number) {
  await db.update(files).set({ jobRequestId: null }).where(and(eq(files.companyId, companyId), eq(files.id, id)));
}
