import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientNoteListQuerySchema,
  ZIdsSchema,
  ZNoteInputSchema,
  ZNoteListQuerySchema,
  ZNoteUpdateSchema,
  ZTodoCreateSchema,
  ZTodoUpdateSchema,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok } from '../../lib/reply.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import * as service from './notes.service.ts';

const parse = parseOrThrow;

/**
 * One path for two kinds of note, as the spec has it: type 'todo' is the caller's own to-do
 * list (staff); anything else is a note kept against a client (super admins).
 */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const body = z.record(z.string(), z.unknown()).optional();

  app.get('/notes', { schema: { tags: ['notes'], querystring: z.record(z.string(), z.unknown()) } }, async (req) => {
    const d = deps(req);
    if (req.query.type === 'todo') {
      const q = parse(ZNoteListQuerySchema, req.query);
      const data = await service.listTodos(d, q.period);
      return ok({ data, total: data.length, last_page: 1, current_page: 1, per_page: Math.max(data.length, 1) });
    }
    return ok(await service.listClientNotes(d, parse(ZClientNoteListQuerySchema, req.query)));
  });
  app.get('/notes/:id', { schema: { tags: ['notes'], params: zIdParam } }, async (req) => {
    const d = deps(req);
    return ok((await service.noteType(d, req.params.id)) === 'todo' ? await service.getTodo(d, req.params.id) : await service.getClientNote(d, req.params.id));
  });
  app.post('/notes', { schema: { tags: ['notes'], body } }, async (req) => {
    const d = deps(req);
    if (req.body?.type === 'todo') return ok(await service.createTodo(d, parse(ZTodoCreateSchema, req.body).title));
    return ok(await service.createClientNote(d, parse(ZNoteInputSchema, req.body)));
  });
  app.post('/notes/delete', { schema: { tags: ['notes'], body: ZIdsSchema } }, async (req) => {
    await service.deleteAnyNotes(deps(req), req.body.ids);
    return ok(null);
  });
  app.post('/notes/:id', { schema: { tags: ['notes'], params: zIdParam, body } }, async (req) => {
    const d = deps(req);
    if ((await service.noteType(d, req.params.id)) === 'todo') return ok(await service.updateTodo(d, req.params.id, parse(ZTodoUpdateSchema, req.body ?? {})));
    return ok(await service.updateClientNote(d, req.params.id, parse(ZNoteUpdateSchema, req.body ?? {})));
  });
  app.delete('/notes/:id', { schema: { tags: ['notes'], params: zIdParam } }, async (req) => {
    await service.deleteAnyNotes(deps(req), [req.params.id]);
    return ok(null);
  });
};
