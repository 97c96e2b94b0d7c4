import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdsSchema, ZNoteListQuerySchema, ZTodoCreateSchema, ZTodoSchema, ZTodoUpdateSchema, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './notes.service.ts';

/** The staff to-do list (notes of type 'todo'); client notes come with the notes screens. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  app.get('/notes', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], querystring: ZNoteListQuerySchema, response: okSchema(z.object({ data: z.array(ZTodoSchema), total: z.number(), last_page: z.number(), current_page: z.number(), per_page: z.number() })) } }, async (req) => {
    const data = await service.listTodos(deps(req), req.query.period);
    return ok({ data, total: data.length, last_page: 1, current_page: 1, per_page: Math.max(data.length, 1) });
  });
  app.get('/notes/:id', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], params: zIdParam, response: okSchema(ZTodoSchema) } }, async (req) => ok(await service.getTodo(deps(req), req.params.id)));
  app.post('/notes', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], body: ZTodoCreateSchema, response: okSchema(ZTodoSchema) } }, async (req) =>
    ok(await service.createTodo(deps(req), req.body.title)),
  );
  app.post('/notes/delete', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], body: ZIdsSchema, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteTodos(deps(req), req.body.ids);
    return ok(null);
  });
  app.post('/notes/:id', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], params: zIdParam, body: ZTodoUpdateSchema, response: okSchema(ZTodoSchema) } }, async (req) =>
    ok(await service.updateTodo(deps(req), req.params.id, req.body)),
  );
  app.delete('/notes/:id', { config: { capability: 'todos.use' }, schema: { tags: ['notes'], params: zIdParam, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteTodos(deps(req), [req.params.id]);
    return ok(null);
  });
};
