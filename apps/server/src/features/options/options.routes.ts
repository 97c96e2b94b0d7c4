import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuthUserSchema, ZNotificationCountsSchema, ZOpenJobSchema, ZOpenJobsQuerySchema, ZOptionsSchema } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as repo from './options.repository.ts';
import * as service from './options.service.ts';

const ZListSchema = z.array(z.record(z.string(), z.unknown()));

export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/options', { schema: { tags: ['options'], response: okSchema(ZOptionsSchema) } }, async (req) =>
    ok(await service.getOptions({ db: app.db, auth: authOf(req) })),
  );
  app.get('/options/auth-user', { schema: { tags: ['options'], response: okSchema(ZAuthUserSchema) } }, async (req) =>
    ok(await service.getAuthUser({ db: app.db, auth: authOf(req) })),
  );
  app.get('/user/notifications', { schema: { tags: ['notifications'], response: okSchema(ZNotificationCountsSchema) } }, async (req) =>
    ok(await service.getNotificationCounts({ db: app.db, auth: authOf(req) })),
  );

  /** Company-side reference data: staff only (logged_as 'company'). */
  const lists: Record<string, (companyId: number) => Promise<Record<string, unknown>[]>> = {
    users: (c) => repo.listStaff(app.db, c),
    clients: (c) => repo.listClients(app.db, c),
    departments: (c) => repo.listDepartments(app.db, c),
    'cost-categories': (c) => repo.listCostCategories(app.db, c),
    costs: (c) => repo.listCosts(app.db, c),
    quotes: (c) => repo.listQuotes(app.db, c),
    projects: (c) => repo.listOpenJobs(app.db, c),
    client_managers: (c) => repo.listClientManagers(app.db, c),
  };
  for (const [name, load] of Object.entries(lists)) {
    app.get(`/options/${name}`, {
      config: { capability: 'options.companyData' },
      schema: { tags: ['options'], response: okSchema(ZListSchema) },
    }, async (req) => ok(await load(authOf(req).companyId)));
  }
  // The pickers' jobs: one client's when client_id is given (the agency's other tenants'
  // clients simply have none here), every open job otherwise.
  app.get('/options/jobs', {
    config: { capability: 'options.companyData' },
    schema: { tags: ['options'], querystring: ZOpenJobsQuerySchema, response: okSchema(z.array(ZOpenJobSchema)) },
  }, async (req) => ok(await repo.listOpenJobs(app.db, authOf(req).companyId, req.query.client_id)));
};
