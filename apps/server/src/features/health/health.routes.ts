import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { public: true }, schema: { tags: ['health'] } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'SUCCESS', result: { ok: true } };
  });
};
