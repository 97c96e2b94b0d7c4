import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, MESSAGES, can, isClientUser, notFound, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok } from '../../lib/reply.ts';
import * as repo from './jobs.repository.ts';

/** Read one job (the jobs screens come with the jobs issue). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/jobs/:id', { schema: { tags: ['jobs'], params: zIdParam } }, async (req) => {
    const auth = authOf(req);
    const row = await repo.findJob(app.db, auth.companyId, req.params.id);
    if (!row) throw notFound();
    if (isClientUser(auth.user) && row.job.clientId !== auth.user.client_id) throw new AppError('FORBIDDEN', MESSAGES.jobAccessDenied);
    const j = row.job;
    return ok({
      id: j.id,
      job_no: `${row.client.code}${j.id}`,
      name: j.name,
      description: j.description,
      client_id: j.clientId,
      client: row.client,
      status: j.status,
      due_date: j.dueDate,
      updated_at: j.updatedAt,
      quote_id: j.quoteId,
      ...(can(auth.user, 'jobs.viewQuoteValue') ? { quote_value: row.quoteValue } : {}),
    });
  });
};
