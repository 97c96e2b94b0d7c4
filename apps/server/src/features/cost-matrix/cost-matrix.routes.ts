import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCostMatrixCreateSchema,
  ZCostMatrixListQuerySchema,
  ZCostMatrixRecordSchema,
  ZCostMatrixUpdateSchema,
  ZIdsSchema,
  ZPaged,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './cost-matrix.service.ts';

/** Settings → cost matrix (pricing): super admin only. */
export const costMatrixRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const config = { capability: 'admin.area' } as const;
  const tags = ['cost-matrix'];
  const deleted = okSchema(z.object({ ids: z.array(z.number()) }));

  app.get('/cost-matrix', { config, schema: { tags, querystring: ZCostMatrixListQuerySchema, response: okSchema(ZPaged(ZCostMatrixRecordSchema)) } }, async (req) =>
    ok(await service.listCosts(deps(req), req.query)),
  );
  app.post('/cost-matrix', { config, schema: { tags, body: ZCostMatrixCreateSchema, response: okSchema(ZCostMatrixRecordSchema) } }, async (req) =>
    ok(await service.createCost(deps(req), req.body)),
  );
  app.post('/cost-matrix/delete', { config, schema: { tags, body: ZIdsSchema, response: deleted } }, async (req) => ok(await service.deleteCosts(deps(req), req.body.ids)));
  app.get('/cost-matrix/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZCostMatrixRecordSchema) } }, async (req) =>
    ok(await service.getCost(deps(req), req.params.id)),
  );
  app.post('/cost-matrix/:id', { config, schema: { tags, params: zIdParam, body: ZCostMatrixUpdateSchema.nullish(), response: okSchema(ZCostMatrixRecordSchema) } }, async (req) =>
    ok(await service.updateCost(deps(req), req.params.id, req.body ?? {})),
  );
  app.delete('/cost-matrix/:id', { config, schema: { tags, params: zIdParam, response: deleted } }, async (req) => ok(await service.deleteCosts(deps(req), [req.params.id])));
};
