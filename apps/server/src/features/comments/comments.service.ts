import {
  COMMENTS_PAGE_SIZE,
  can,
  forbidden,
  invalid,
  initialsOf,
  isClientUser,
  isSuperAdmin,
  notFound,
  type TBoard,
  type TComment,
  type TCommentCreate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import { mentionedIds, sanitizeRichText } from '../../lib/sanitize.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import * as filesRepo from '../files/files.repository.ts';
import { checkUpload, cleanFileName, storeFile, toAttachment, removeFile } from '../files/files.service.ts';
import { listClientContacts, listJobPeople, touchJob } from '../jobs/jobs.repository.ts';
import { loadJobFor } from '../jobs/jobs.service.ts';
import * as repo from './comments.repository.ts';

type Deps = { db: TDb; auth: TAuthContext; secret: string };

function checkBoard(auth: TAuthContext, board: TBoard) {
  if (board === 'team' && !can(auth.user, 'comments.teamBoard')) throw forbidden();
}

const mayDelete = (auth: TAuthContext, authorId: number) => authorId === auth.user.id || isSuperAdmin(auth.user);

function toComment(deps: Deps, r: { comment: { id: number; type: string; content: string; board: string; createdAt: string; authorId: number }; author: { id: number; firstName: string; lastName: string } }, files: filesRepo.TFileRow[]): TComment {
  return {
    id: r.comment.id,
    type: r.comment.type as TComment['type'],
    content: r.comment.content,
    board: r.comment.board as TBoard,
    author: { id: r.author.id, full_name: `${r.author.firstName} ${r.author.lastName}`.trim(), initials: initialsOf(r.author.firstName, r.author.lastName) },
    created_at: iso(r.comment.createdAt),
    files: files.filter((f) => f.commentId === r.comment.id).map((f) => toAttachment(deps.secret, f)),
    can_delete: mayDelete(deps.auth, r.comment.authorId),
  };
}

export async function listComments(deps: Deps, jobId: number, board: TBoard, page: number) {
  checkBoard(deps.auth, board);
  await loadJobFor(deps, jobId);
  const { total, rows } = await repo.listComments(deps.db, deps.auth.companyId, jobId, board, COMMENTS_PAGE_SIZE, (page - 1) * COMMENTS_PAGE_SIZE);
  const files = await filesRepo.listCommentFiles(deps.db, deps.auth.companyId, rows.map((r) => r.comment.id));
  return {
    data: rows.map((r) => toComment(deps, r, files)),
    total,
    last_page: Math.max(1, Math.ceil(total / COMMENTS_PAGE_SIZE)),
    current_page: page,
    per_page: COMMENTS_PAGE_SIZE,
  };
}

/**
 * Who hears of a comment: the job's members and managers, plus the client's contacts on the
 * client board; never the author. People @mentioned (and allowed on that board) get a
 * 'mention' instead of a 'comment'.
 */
async function notify(db: TDb, auth: TAuthContext, job: { id: number; clientId: number }, board: TBoard, commentId: number, html: string) {
  const people = (await listJobPeople(db, auth.companyId, job.id)).map((p) => p.userId);
  const contacts = board === 'client' ? (await listClientContacts(db, auth.companyId, job.clientId)).map((c) => c.userId) : [];
  const audience = new Set([...people, ...contacts]);
  const mentioned = await repo.usersIn(db, auth.companyId, mentionedIds(html));
  const allowedMentions = mentioned.filter((u) => (u.clientId === null ? true : board === 'client' && u.clientId === job.clientId)).map((u) => u.id);
  const rows = new Map<number, string>();
  for (const id of audience) rows.set(id, 'comment');
  for (const id of allowedMentions) rows.set(id, 'mention');
  rows.delete(auth.user.id);
  await repo.insertNotifications(db, auth.companyId, [...rows].map(([userId, kind]) => ({ userId, kind, jobId: job.id, commentId })));
}

export async function postComment(deps: Deps, jobId: number, input: TCommentCreate) {
  checkBoard(deps.auth, input.board);
  const { job } = await loadJobFor(deps, jobId);
  const type = input.type === 'code' ? 'code' : 'text';
  const content = type === 'code' ? input.comment : sanitizeRichText(input.comment);
  if (!content.trim()) throw invalid({ comment: ['This field is required'] });
  const id = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const c = await repo.insertComment(t, deps.auth.companyId, { jobId, board: input.board, type, content, authorId: deps.auth.user.id });
    await notify(t, deps.auth, job, input.board, c.id, type === 'text' ? content : '');
    await touchJob(t, deps.auth.companyId, jobId);
    return c.id;
  });
  return getComment(deps, jobId, id);
}

export async function getComment(deps: Deps, jobId: number, id: number) {
  const row = await repo.findComment(deps.db, deps.auth.companyId, jobId, id);
  if (!row) throw notFound();
  const files = await filesRepo.listCommentFiles(deps.db, deps.auth.companyId, [id]);
  return toComment(deps, row, files);
}

/** A file posted on a board: a comment of type 'file' holding it; it also lists among the job's attachments. */
export async function postFileComment(deps: Deps & { storage: TStorage }, jobId: number, board: TBoard, file: TUploadedFile) {
  checkBoard(deps.auth, board);
  const { job } = await loadJobFor(deps, jobId);
  const mime = await checkUpload(file, 'board');
  const comment = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const c = await repo.insertComment(t, deps.auth.companyId, { jobId, board, type: 'file', content: cleanFileName(file.filename).slice(0, 255), authorId: deps.auth.user.id });
    await storeFile({ db: t, storage: deps.storage }, deps.auth.companyId, file, mime, { objectType: 'comment', jobId, commentId: c.id, uploadedBy: deps.auth.user.id });
    await notify(t, deps.auth, job, board, c.id, '');
    await touchJob(t, deps.auth.companyId, jobId);
    return c;
  });
  const full = await getComment(deps, jobId, comment.id);
  return { comment: full, file: full.files[0] };
}

export async function deleteComment(deps: Deps & { storage: TStorage }, jobId: number, id: number) {
  await loadJobFor(deps, jobId);
  const row = await repo.findComment(deps.db, deps.auth.companyId, jobId, id);
  if (!row) throw notFound();
  checkBoard(deps.auth, row.comment.board as TBoard);
  if (!mayDelete(deps.auth, row.comment.authorId)) throw forbidden();
  if (isClientUser(deps.auth.user) && row.comment.board !== 'client') throw forbidden();
  const files = await filesRepo.listCommentFiles(deps.db, deps.auth.companyId, [id]);
  for (const f of files) await removeFile({ db: deps.db, storage: deps.storage }, deps.auth.companyId, f.id);
  await repo.deleteComment(deps.db, deps.auth.companyId, id);
}
