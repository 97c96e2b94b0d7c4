import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ZCommentSchema, ZAttachmentSchema, ZFileUploadFieldsSchema, isClientUser, notFound, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { signPath, verifySignature } from '../../lib/signing.ts';
import { lastValues, parseOrThrow } from '../../lib/validate.ts';
import { postFileComment } from '../comments/comments.service.ts';
import { getRequest } from '../job-requests/job-requests.service.ts';
import { loadJobFor } from '../jobs/jobs.service.ts';
import * as repo from './files.repository.ts';

/**
 * `attachment` with an ASCII fallback name (no quotes, backslashes or control characters)
 * and the exact name as RFC 8187 filename* (UTF-8, percent-encoded, ' ( ) * included).
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A file posted on a job board (file part `file_upload`). */
  app.post('/files/upload', { schema: { tags: ['files'], consumes: ['multipart/form-data'], response: okSchema(z.object({ comment: ZCommentSchema, file: ZAttachmentSchema })) } }, async (req) => {
    const form = await readMultipart(req);
    const fields = parseOrThrow(ZFileUploadFieldsSchema, lastValues(form.fields));
    const file = form.files.find((f) => f.field === 'file_upload') ?? form.files[0];
    if (!file) throw new AppError('VALIDATION', 'Choose a file to upload.', { file_upload: ['Choose a file to upload.'] });
    const result = await postFileComment({ db: app.db, auth: authOf(req), secret: app.signingSecret, storage: app.storage }, fields.object_id, fields.board, file);
    return ok(result);
  });

  /**
   * A fresh download link for a file the caller sees: one of its job's attachments as the job
   * page lists them for this caller, or a file of a job request it may open. A page open longer
   * than a link lives (LINK_TTL_SECONDS) asks for one when its link has run out.
   */
  app.get('/files/:id/link', { schema: { tags: ['files'], params: zIdParam, response: okSchema(z.object({ download_url: z.string() })) } }, async (req) => {
    const deps = { db: app.db, auth: authOf(req), storage: app.storage, secret: app.signingSecret };
    const file = await repo.findFile(deps.db, deps.auth.companyId, req.params.id);
    if (!file) throw notFound();
    if (file.jobId !== null) {
      await loadJobFor(deps, file.jobId);
      const visible = await repo.listJobFiles(deps.db, deps.auth.companyId, file.jobId, isClientUser(deps.auth.user));
      if (!visible.some((f) => f.id === file.id)) throw notFound();
    } else if (file.jobRequestId !== null) {
      await getRequest(deps, file.jobRequestId);
    } else {
      throw notFound();
    }
    return ok({ download_url: signPath(app.signingSecret, `/api/files/${file.id}/download`) });
  });

  /** Downloads work from a plain link signed for a short time; always as an attachment. */
  app.get('/files/:id/download', {
    config: { public: true },
    // A link without its signature is refused like a wrong one (403), not as a malformed request.
    schema: { tags: ['files'], params: zIdParam, querystring: z.object({ expires: z.coerce.number().int().optional().catch(undefined), sig: z.string().max(200).optional().catch(undefined) }) },
  }, async (req, reply) => {
    const { expires, sig } = req.query;
    if (expires === undefined || !sig || !verifySignature(app.signingSecret, `/api/files/${req.params.id}/download`, expires, sig)) {
      throw new AppError('FORBIDDEN', 'This download link has expired. Reload the page to get a new one.');
    }
    const file = await repo.findFileForDownload(app.db, req.params.id);
    if (!file) throw notFound();
    return reply
      .type(file.mime.startsWith('text/') ? 'text/plain; charset=utf-8' : file.mime)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(app.storage.read(file.storageKey));
  });
};
