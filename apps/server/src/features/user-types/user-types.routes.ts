import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { ZUserTypeInputSchema, ZUserTypeSchema, conflict, notFound, zIdParam } from '@jobflow/contract';
import { users, userTypes } from '../../db/schema/index.ts';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';

const toType = (t: typeof userTypes.$inferSelect) => ({ id: t.id, title: t.title, color_class: t.colorClass, deletable: t.deletable });

/**
 * User types (access levels). The system types 1-3 are shared and cannot be changed or
 * deleted; an agency adds, renames and deletes its own.
 */
export const userTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = { capability: 'settings.staffOnly' } as const;
  const own = async (companyId: number, id: number) => {
    const [row] = await app.db.select().from(userTypes).where(and(eq(userTypes.id, id), or(isNull(userTypes.companyId), eq(userTypes.companyId, companyId))));
    if (!row) throw notFound();
    if (row.companyId === null) throw conflict('This access level is built in and cannot be changed.');
    return row;
  };
  app.get('/user-types', { config: cfg, schema: { tags: ['user-types'], response: okSchema(z.array(ZUserTypeSchema)) } }, async (req) => {
    const rows = await app.db
      .select()
      .from(userTypes)
      .where(or(isNull(userTypes.companyId), eq(userTypes.companyId, authOf(req).companyId)))
      .orderBy(asc(userTypes.id));
    return ok(rows.map(toType));
  });
  app.post('/user-types', { config: cfg, schema: { tags: ['user-types'], body: ZUserTypeInputSchema, response: okSchema(ZUserTypeSchema) } }, async (req) => {
    const [row] = await app.db.insert(userTypes).values({ companyId: authOf(req).companyId, title: req.body.title, colorClass: req.body.color_class, deletable: true }).returning();
    return ok(toType(row));
  });
  app.post('/user-types/:id', { config: cfg, schema: { tags: ['user-types'], params: zIdParam, body: ZUserTypeInputSchema.partial(), response: okSchema(ZUserTypeSchema) } }, async (req) => {
    const { companyId } = authOf(req);
    await own(companyId, req.params.id);
    const [row] = await app.db
      .update(userTypes)
      .set({ ...(req.body.title !== undefined ? { title: req.body.title } : {}), ...(req.body.color_class !== undefined ? { colorClass: req.body.color_class } : {}) })
      .where(and(eq(userTypes.id, req.params.id), eq(userTypes.companyId, companyId)))
      .returning();
    return ok(toType(row));
  });
  app.delete('/user-types/:id', { config: cfg, schema: { tags: ['user-types'], params: zIdParam, response: okSchema(z.null()) } }, async (req) => {
    const { companyId } = authOf(req);
    const row = await own(companyId, req.params.id);
    if (!row.deletable) throw conflict('This access level cannot be deleted.');
    const [{ n }] = await app.db.select({ n: count() }).from(users).where(eq(users.userTypeId, row.id));
    if (n > 0) throw conflict(`This access level is given to ${n} team member${n === 1 ? '' : 's'}: change theirs first.`);
    await app.db.delete(userTypes).where(and(eq(userTypes.id, row.id), eq(userTypes.companyId, companyId)));
    return ok(null);
  });
};
