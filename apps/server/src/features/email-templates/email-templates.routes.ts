import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmailTemplateInputSchema, ZEmailTemplateSchema, ZEmailTemplateUpdateSchema, ZPaged, notFound, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { sanitizeEmailHtml } from '../../lib/sanitize.ts';
import * as repo from './email-templates.repository.ts';
import * as service from './email-templates.service.ts';

export const EMAIL_TEMPLATES_PAGE_SIZE = 20;

export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = { capability: 'settings.staffOnly' } as const;
  app.get('/email-templates', { config: cfg, schema: { tags: ['email-templates'], querystring: z.object({ page: z.coerce.number().int().min(1).default(1), kw: z.string().trim().max(200).optional() }), response: okSchema(ZPaged(ZEmailTemplateSchema)) } }, async (req) =>
    ok(await service.listTemplates(app.db, authOf(req).companyId, { page: req.query.page, kw: req.query.kw, perPage: EMAIL_TEMPLATES_PAGE_SIZE })),
  );
  app.get('/email-templates/:id', { config: cfg, schema: { tags: ['email-templates'], params: zIdParam, response: okSchema(ZEmailTemplateSchema) } }, async (req) =>
    ok(await service.getTemplate(app.db, authOf(req).companyId, req.params.id)),
  );
  app.post('/email-templates', { config: cfg, schema: { tags: ['email-templates'], body: ZEmailTemplateInputSchema, response: okSchema(ZEmailTemplateSchema) } }, async (req) => {
    const b = req.body;
    const row = await repo.insertTemplate(app.db, authOf(req).companyId, { name: b.name, emailSubject: b.email_subject, fromName: b.from_name, fromEmail: b.from_email, emailBody: sanitizeEmailHtml(b.email_body) });
    return ok(service.toTemplate(row));
  });
  app.post('/email-templates/:id', { config: cfg, schema: { tags: ['email-templates'], params: zIdParam, body: ZEmailTemplateUpdateSchema, response: okSchema(ZEmailTemplateSchema) } }, async (req) => {
    const b = req.body;
    const row = await repo.updateTemplate(app.db, authOf(req).companyId, req.params.id, {
      ...(b.name !== undefined ? { name: b.name } : {}),
      ...(b.email_subject !== undefined ? { emailSubject: b.email_subject } : {}),
      ...(b.from_name !== undefined ? { fromName: b.from_name } : {}),
      ...(b.from_email !== undefined ? { fromEmail: b.from_email } : {}),
      ...(b.email_body !== undefined ? { emailBody: sanitizeEmailHtml(b.email_body) } : {}),
      updatedAt: new Date().toISOString(),
    });
    if (!row) throw notFound();
    return ok(service.toTemplate(row));
  });
  app.delete('/email-templates/:id', { config: cfg, schema: { tags: ['email-templates'], params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string() })) } }, async (req) => {
    const row = await repo.deleteTemplate(app.db, authOf(req).companyId, req.params.id);
    if (!row) throw notFound();
    return ok({ id: row.id, name: row.name });
  });
};
