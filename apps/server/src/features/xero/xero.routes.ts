import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZXeroConnectResultSchema, ZXeroInfoSchema, zId } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './xero.service.ts';

/**
 * Settings → Xero: super admin only. The two browser hops of OAuth (the signed Connect
 * link and Xero's callback) carry no bearer token, so they are public and checked by
 * signature and by the single-use state instead.
 */
export const xeroRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: FastifyRequest) => ({ db: app.db, config: app.config, auth: authOf(req), signingSecret: app.signingSecret, log: req.log });
  const config = { capability: 'settings.staffOnly' } as const;
  const tags = ['xero'];

  app.get('/xero/info', { config, schema: { tags, response: okSchema(ZXeroInfoSchema) } }, async (req) => ok(await service.getXeroInfo(deps(req))));

  app.get('/xero/connect', { config, schema: { tags, response: okSchema(ZXeroConnectResultSchema) } }, async (req) =>
    ok({ link: await service.startXeroConnect(deps(req)) }),
  );

  app.get(
    '/xero/connect/:companyId',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ companyId: zId }),
        querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().max(200) }),
      },
    },
    async (req, reply) =>
      reply.redirect(await service.connectFromLink({ db: app.db, config: app.config, signingSecret: app.signingSecret }, req.params.companyId, req.query)),
  );

  app.get(
    '/xero/callback',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
        }),
      },
    },
    async (req, reply) => reply.redirect(await service.completeXeroConnect({ db: app.db, config: app.config, log: req.log }, req.query)),
  );

  app.post('/xero/disconnect', { config, schema: { tags, response: okSchema(ZXeroInfoSchema) } }, async (req) => {
    await service.disconnectXero(deps(req));
    return ok(await service.getXeroInfo(deps(req)));
  });
};
