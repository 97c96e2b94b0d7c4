import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCostCategoryCreateSchema, ZCostCategoryListResultSchema, ZCostCategorySchema, ZCostCategoryUpdateSchema, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './cost-categories.service.ts';

/** Settings → cost categories: super admin only. */
export const costCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const config = { capability: 'admin.area' } as const;
  const tags = ['cost-categories'];

  app.get('/cost-categories', { config, schema: { tags, response: okSchema(ZCostCategoryListResultSchema) } }, async (req) => ok(await service.listCategories(deps(req))));
  app.get('/cost-categories/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZCostCategorySchema) } }, async (req) =>
    ok(await service.getCategory(deps(req), req.params.id)),
  );
  app.post('/cost-categories', { config, schema: { tags, body: ZCostCategoryCreateSchema, response: okSchema(ZCostCategorySchema) } }, async (req) =>
    ok(await service.createCategory(deps(req), req.body)),
  );
  app.post('/cost-categories/:id', { config, schema: { tags, params: zIdParam, body: ZCostCategoryUpdateSchema, response: okSchema(ZCostCategorySchema) } }, async (req) =>
    ok(await service.updateCategory(deps(req), req.params.id, req.body)),
  );
  app.delete('/cost-categories/:id', { config, schema: { tags, params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string() })) } }, async (req) =>
    ok(await service.deleteCategory(deps(req), req.params.id)),
  );
};
