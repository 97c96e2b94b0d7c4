import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTimesheetCreateSchema, ZTimesheetListQuerySchema, ZTimesheetListResultSchema, ZTimesheetSchema, ZTimesheetUpdateSchema, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { sendEncoded } from '../../lib/encoded.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { timesheetsCsv } from './timesheets.csv.ts';
import * as service from './timesheets.service.ts';

/**
 * Time (spec 2 sections 2 and 7): staff only (time.use, client users get 403). Staff see
 * and write their own records, a super admin everyone's; another agency's record is 404.
 */
export const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const config = { capability: 'time.use' } as const;
  const tags = ['timesheets'];

  // Sent as the route's serializer encoded it, from the pages the server keeps while nothing they
  // show changed, compressed once for each encoding asked for (the compress plugin leaves an
  // answer with a content-encoding as it is, and compresses the rest as for any route).
  app.get('/timesheets', { config: { ...config, versions: true }, schema: { tags, querystring: ZTimesheetListQuerySchema, response: okSchema(ZTimesheetListResultSchema) } }, async (req, reply) =>
    sendEncoded(req, reply, await service.timesheetsPayload(deps(req), req.query, (result) => reply.serialize(ok(result)) as string | Buffer)),
  );
  // The export streams up to a million lines: gzip at level 1 (27 MB for the 122 MB of a million
  // records, against 21 MB at the default 6) halves the compression's CPU; brotli keeps quality 4.
  app.get('/timesheets/csv', { config, compress: { zlibOptions: { level: 1 } }, schema: { tags, querystring: ZTimesheetListQuerySchema } }, async (req, reply) =>
    reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="timesheets.csv"', 'cache-control': 'no-store' })
      .send(timesheetsCsv(deps(req), req.query)),
  );
  app.get('/timesheets/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZTimesheetSchema) } }, async (req) => ok(await service.getTimesheet(deps(req), req.params.id)));
  app.post('/timesheets', { config, schema: { tags, body: ZTimesheetCreateSchema, response: okSchema(ZTimesheetSchema) } }, async (req) => ok(await service.createTimesheet(deps(req), req.body)));
  app.post('/timesheets/:id', { config, schema: { tags, params: zIdParam, body: ZTimesheetUpdateSchema, response: okSchema(ZTimesheetSchema) } }, async (req) =>
    ok(await service.updateTimesheet(deps(req), req.params.id, req.body)),
  );
  app.delete('/timesheets/:id', { config, schema: { tags, params: zIdParam, response: okSchema(z.object({ id: z.number(), job_id: z.number(), description: z.string() })) } }, async (req) =>
    ok(await service.deleteTimesheet(deps(req), req.params.id)),
  );
};
