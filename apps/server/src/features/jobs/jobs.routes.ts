import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommentCreateSchema,
  ZCommentListQuerySchema,
  ZCommentSchema,
  ZJobCreateSchema,
  ZJobListQuerySchema,
  ZJobListResultSchema,
  ZJobSchema,
  ZJobUpdateSchema,
  ZPaged,
  forbidden,
  isClientUser,
  notFound,
  zId,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { sendEncoded } from '../../lib/encoded.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as files from '../files/files.repository.ts';
import { removeFile } from '../files/files.service.ts';
import * as comments from '../comments/comments.service.ts';
import { deleteComment as deleteCommentRow } from '../comments/comments.repository.ts';
import { getAuthUser } from '../options/options.service.ts';
import { jobsListPdf } from './jobs.pdf.ts';
import * as service from './jobs.service.ts';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req), secret: app.signingSecret, storage: app.storage });

  // Sent as the route's serializer encoded it, from the lists the server keeps while nothing they show changed (lib/encoded.ts).
  app.get('/jobs', { config: { versions: true }, schema: { tags: ['jobs'], querystring: ZJobListQuerySchema, response: okSchema(ZJobListResultSchema) } }, async (req, reply) =>
    sendEncoded(req, reply, await service.jobsPayload(deps(req), req.query, (result) => reply.serialize(ok(result)) as string | Buffer)),
  );

  app.get('/jobs/pdf', { config: { capability: 'jobs.print' }, schema: { tags: ['jobs'], querystring: ZJobListQuerySchema } }, async (req, reply) => {
    const d = deps(req);
    const list = await service.listJobsForPrint(d, req.query);
    const me = await getAuthUser(d);
    const pdf = await jobsListPdf({ companyName: me.company.name, rows: list.rows, withValue: list.withValue, total: list.total, totalQuoteValue: list.totalQuoteValue, showClient: !isClientUser(d.auth.user) });
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="jobs.pdf"').send(pdf);
  });

  app.get('/jobs/:id', { schema: { tags: ['jobs'], params: zIdParam, response: okSchema(ZJobSchema) } }, async (req) => ok(await service.getJob(deps(req), req.params.id)));

  app.post('/jobs', { config: { capability: 'jobs.create' }, schema: { tags: ['jobs'], body: ZJobCreateSchema, response: okSchema(ZJobSchema) } }, async (req) => {
    const job = await service.createJob(deps(req), req.body);
    return ok(await service.getJob(deps(req), job.id));
  });

  app.post(
    '/clients/:id/jobs',
    { config: { capability: 'jobs.create' }, schema: { tags: ['jobs'], params: zIdParam, body: ZJobCreateSchema.omit({ client_id: true }), response: okSchema(ZJobSchema) } },
    async (req) => {
      const job = await service.createClientJob(deps(req), req.params.id, req.body);
      return ok(await service.getJob(deps(req), job.id));
    },
  );

  app.post('/jobs/:id', { schema: { tags: ['jobs'], params: zIdParam, body: ZJobUpdateSchema, response: okSchema(ZJobSchema) } }, async (req) =>
    ok(await service.updateJob(deps(req), req.params.id, req.body)),
  );

  app.get('/jobs/:id/comments', { schema: { tags: ['comments'], params: zIdParam, querystring: ZCommentListQuerySchema, response: okSchema(ZPaged(ZCommentSchema)) } }, async (req) =>
    ok(await comments.listComments(deps(req), req.params.id, req.query.board, req.query.page)),
  );

  app.post('/jobs/:id/comments', { schema: { tags: ['comments'], params: zIdParam, body: ZCommentCreateSchema, response: okSchema(ZCommentSchema) } }, async (req) =>
    ok(await comments.postComment(deps(req), req.params.id, req.body)),
  );

  app.delete('/jobs/:id/comments/:commentId', { schema: { tags: ['comments'], params: z.object({ id: zId, commentId: zId }), response: okSchema(z.null()) } }, async (req) => {
    await comments.deleteComment(deps(req), req.params.id, req.params.commentId);
    return ok(null);
  });

  /** Staff may remove any attachment of the job; a client user only what it uploaded. */
  app.delete('/jobs/:id/attachments/:attachmentId', { schema: { tags: ['jobs'], params: z.object({ id: zId, attachmentId: zId }), response: okSchema(z.object({ id: z.number(), name: z.string() })) } }, async (req) => {
    const d = deps(req);
    await service.loadJobFor(d, req.params.id);
    const visible = await files.listJobFiles(d.db, d.auth.companyId, req.params.id, isClientUser(d.auth.user));
    const file = visible.find((f) => f.id === req.params.attachmentId);
    if (!file) throw notFound();
    if (isClientUser(d.auth.user) && file.uploadedBy !== d.auth.user.id) throw forbidden();
    await removeFile(d, d.auth.companyId, file.id);
    // A file posted on a board is that comment's whole content: the comment goes with it.
    if (file.commentId) await deleteCommentRow(d.db, d.auth.companyId, file.commentId);
    return ok({ id: file.id, name: file.name });
  });
};
