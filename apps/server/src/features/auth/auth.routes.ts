import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZForgotRequestSchema,
  ZLoginRequestSchema,
  ZLoginResultSchema,
  ZResetRequestSchema,
  ZVerifyEmailRequestSchema,
  ZVerifyEmailResultSchema,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as service from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/verify-email', {
    config: { public: true },
    schema: { tags: ['auth'], body: ZVerifyEmailRequestSchema, response: okSchema(ZVerifyEmailResultSchema) },
  }, async (req) => ok(await service.verifyEmail({ db: app.db, email: req.body.email })));

  app.post('/auth/login', {
    config: { public: true },
    schema: { tags: ['auth'], body: ZLoginRequestSchema, response: okSchema(ZLoginResultSchema) },
  }, async (req) => ok(await service.login({ db: app.db, input: req.body, ip: req.ip })));

  app.post('/auth/logout', { schema: { tags: ['auth'], response: okSchema(z.null()) } }, async (req) => {
    const auth = authOf(req);
    await service.logout({ db: app.db, companyId: auth.companyId, sessionId: auth.sessionId });
    return ok(null);
  });

  app.post('/auth/forgot', {
    config: { public: true },
    schema: { tags: ['auth'], body: ZForgotRequestSchema, response: okSchema(z.null()) },
  }, async (req) => {
    await service.requestPasswordReset({ db: app.db, mailer: app.mailer, email: req.body.email, publicUrl: app.config.publicUrl, mailFrom: app.config.mailFrom });
    return ok(null);
  });

  app.post('/auth/reset', {
    config: { public: true },
    schema: { tags: ['auth'], body: ZResetRequestSchema, response: okSchema(z.null()) },
  }, async (req) => {
    await service.resetPassword({ db: app.db, token: req.body.token, password: req.body.password });
    return ok(null);
  });
};
