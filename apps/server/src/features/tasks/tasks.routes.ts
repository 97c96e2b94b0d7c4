import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTaskCreateSchema, ZTaskListQuerySchema, ZTaskSchema, ZTaskUpdateSchema, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './tasks.service.ts';

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  app.get('/tasks', { schema: { tags: ['tasks'], querystring: ZTaskListQuerySchema, response: okSchema(z.array(ZTaskSchema)) } }, async (req) =>
    ok(await service.listTasks(deps(req), req.query.job_id)),
  );
  app.get('/tasks/:id', { schema: { tags: ['tasks'], params: zIdParam, response: okSchema(ZTaskSchema) } }, async (req) => ok(await service.getTask(deps(req), req.params.id)));
  app.post('/tasks', { config: { capability: 'tasks.create' }, schema: { tags: ['tasks'], body: ZTaskCreateSchema, response: okSchema(ZTaskSchema) } }, async (req) =>
    ok(await service.createTask(deps(req), req.body)),
  );
  app.post('/tasks/:id', { schema: { tags: ['tasks'], params: zIdParam, body: ZTaskUpdateSchema, response: okSchema(ZTaskSchema) } }, async (req) =>
    ok(await service.updateTask(deps(req), req.params.id, req.body)),
  );
  app.delete('/tasks/:id', { schema: { tags: ['tasks'], params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string() })) } }, async (req) =>
    ok(await service.deleteTask(deps(req), req.params.id)),
  );
};
