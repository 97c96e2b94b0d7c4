import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

/**
 * Only with BENCH_ROUTES=1 (npm run bench): the ceiling the load tests compare against, an
 * authenticated request that runs SELECT 1 through the same stack. Hidden from the API docs.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bench/ceiling', { schema: { hide: true, tags: ['bench'] } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'SUCCESS', result: { ok: true } };
  });
};
