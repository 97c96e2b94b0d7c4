import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdsSchema, ZPaged, ZTeamListQuerySchema, ZTeamUserCreateSchema, ZTeamUserSchema, ZTeamUserUpdateSchema, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { sendInvitation } from '../auth/auth.service.ts';
import * as service from './users.service.ts';

/** Team members (settings TEAM). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const cfg = { capability: 'settings.staffOnly' } as const;
  app.get('/users', { config: cfg, schema: { tags: ['users'], querystring: ZTeamListQuerySchema, response: okSchema(ZPaged(ZTeamUserSchema)) } }, async (req) =>
    ok(await service.listTeam(deps(req), { userTypeId: req.query.user_type_id, kw: req.query.kw })),
  );
  app.get('/users/:id', { config: cfg, schema: { tags: ['users'], params: zIdParam, response: okSchema(ZTeamUserSchema) } }, async (req) => ok(await service.getTeamUser(deps(req), req.params.id)));
  app.post('/users', { config: cfg, schema: { tags: ['users'], body: ZTeamUserCreateSchema, response: okSchema(ZTeamUserSchema) } }, async (req) => {
    const d = deps(req);
    const invite = (u: { id: number; companyId: number; firstName: string; lastName: string; email: string }) =>
      sendInvitation({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, mailFrom: app.config.mailFrom }, u);
    return ok(await service.createTeamUser({ ...d, invite }, req.body));
  });
  app.post('/users/delete', { config: cfg, schema: { tags: ['users'], body: ZIdsSchema, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteTeamUsers(deps(req), req.body.ids);
    return ok(null);
  });
  app.post('/users/:id', { config: cfg, schema: { tags: ['users'], params: zIdParam, body: ZTeamUserUpdateSchema, response: okSchema(ZTeamUserSchema) } }, async (req) =>
    ok(await service.updateTeamUser(deps(req), req.params.id, req.body)),
  );
  app.delete('/users/:id', { config: cfg, schema: { tags: ['users'], params: zIdParam, response: okSchema(z.null()) } }, async (req) => {
    await service.deleteTeamUsers(deps(req), [req.params.id]);
    return ok(null);
  });
};
