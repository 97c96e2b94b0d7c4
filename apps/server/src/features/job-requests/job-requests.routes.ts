import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdsSchema, ZJobRequestListQuerySchema, ZJobRequestSchema, ZPaged, invalid, zId, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './job-requests.service.ts';

/**
 * Reads a request form as multipart (with files) or as JSON (fields only): a JSON object of
 * plain values; an array or object in a field is a 422, never turned into text.
 */
async function readForm(req: Parameters<typeof readMultipart>[0]) {
  if (req.isMultipart()) return readMultipart(req);
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid({ _: ['Send the form as an object of fields.'] });
  const entries = Object.entries(body).filter(([, v]) => v !== null && v !== undefined);
  const nonScalar = entries.filter(([, v]) => !['string', 'number', 'boolean'].includes(typeof v)).map(([k]) => k);
  if (nonScalar.length) throw invalid(Object.fromEntries(nonScalar.map((k) => [k, ['This field must be a single value.']])));
  return { fields: Object.fromEntries(entries.map(([k, v]) => [k, String(v)])), files: [] };
}

export const jobRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req), secret: app.signingSecret, storage: app.storage });
  const created = okSchema(z.object({ id: z.number(), request_id: z.number(), job_id: z.number().optional(), quote_id: z.number().optional() }));

  app.get('/job-requests', { schema: { tags: ['job-requests'], querystring: ZJobRequestListQuerySchema, response: okSchema(ZPaged(ZJobRequestSchema)) } }, async (req) =>
    ok(await service.listRequests(deps(req), req.query)),
  );
  app.get('/job-requests/:id', { schema: { tags: ['job-requests'], params: zIdParam, response: okSchema(ZJobRequestSchema) } }, async (req) =>
    ok(await service.getRequest(deps(req), req.params.id)),
  );
  app.post('/job-requests', { config: { capability: 'jobRequests.create' }, schema: { tags: ['job-requests'], response: okSchema(ZJobRequestSchema) } }, async (req) =>
    ok(await service.createRequest(deps(req), await readForm(req))),
  );
  app.post('/job-requests/delete', { config: { capability: 'jobRequests.manage' }, schema: { tags: ['job-requests'], body: ZIdsSchema, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteRequests(deps(req), req.body.ids);
    return ok(null);
  });
  app.post('/job-requests/:id', { schema: { tags: ['job-requests'], params: zIdParam, response: okSchema(ZJobRequestSchema) } }, async (req) =>
    ok(await service.updateRequest(deps(req), req.params.id, await readForm(req))),
  );
  app.post('/job-requests/:id/job', { config: { capability: 'jobRequests.manage' }, schema: { tags: ['job-requests'], params: zIdParam, response: created } }, async (req) =>
    ok(await service.createJobFromRequest(deps(req), req.params.id)),
  );
  app.post('/job-requests/:id/quote', { config: { capability: 'jobRequests.manage' }, schema: { tags: ['job-requests'], params: zIdParam, response: created } }, async (req) =>
    ok(await service.createQuoteFromRequest(deps(req), req.params.id)),
  );
  app.delete('/job-requests/:id', { config: { capability: 'jobRequests.manage' }, schema: { tags: ['job-requests'], params: zIdParam, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteRequests(deps(req), [req.params.id]);
    return ok(null);
  });
  app.delete('/job-requests/:id/attachments/:attachmentId', { schema: { tags: ['job-requests'], params: z.object({ id: zId, attachmentId: zId }), response: okSchema(z.object({ request: ZJobRequestSchema })) } }, async (req) =>
    ok({ request: await service.deleteRequestAttachment(deps(req), req.params.id, req.params.attachmentId) }),
  );
};
