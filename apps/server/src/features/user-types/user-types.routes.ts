import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import { ZUserTypeInputSchema, ZUserTypeSchema, conflict, notFound, zIdParam } from '@jobflow/contract';
import { users, userTypeLabels, userTypes } from '../../db/schema/index.ts';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';

type TTypeRow = typeof userTypes.$inferSelect & { label: { title: string; colorClass: string } | null };
const toType = (t: TTypeRow) => ({ id: t.id, title: t.label?.title ?? t.title, color_class: t.label?.colorClass ?? t.colorClass, deletable: t.deletable });

/**
 * User types (access levels). The system types 1-3 are shared by every agency and decide
 * what a user may do: an agency renames and recolours them for its own screens (a label of
 * its own, user_type_labels) but cannot delete them. It adds, edits and deletes its own types.
 */
export const userTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = { capability: 'settings.staffOnly' } as const;
  const visible = (companyId: number, id?: number) =>
    app.db
      .select({ ...getTableColumns(userTypes), label: { title: userTypeLabels.title, colorClass: userTypeLabels.colorClass } })
      .from(userTypes)
      .leftJoin(userTypeLabels, and(eq(userTypeLabels.userTypeId, userTypes.id), eq(userTypeLabels.companyId, companyId)))
      .where(and(id === undefined ? undefined : eq(userTypes.id, id), or(isNull(userTypes.companyId), eq(userTypes.companyId, companyId))))
      .orderBy(asc(userTypes.id));
  const own = async (companyId: number, id: number) => {
    const [row] = await visible(companyId, id);
    if (!row) throw notFound();
    return row as TTypeRow;
  };
  app.get('/user-types', { config: cfg, schema: { tags: ['user-types'], response: okSchema(z.array(ZUserTypeSchema)) } }, async (req) => {
    const rows = (await visible(authOf(req).companyId)) as TTypeRow[];
    return ok(rows.map(toType));
  });
  app.post('/user-types', { config: cfg, schema: { tags: ['user-types'], body: ZUserTypeInputSchema, response: okSchema(ZUserTypeSchema) } }, async (req) => {
    const [row] = await app.db.insert(userTypes).values({ companyId: authOf(req).companyId, title: req.body.title, colorClass: req.body.color_class, deletable: true }).returning();
    return ok(toType({ ...row, label: null }));
  });
  app.post('/user-types/:id', { config: cfg, schema: { tags: ['user-types'], params: zIdParam, body: ZUserTypeInputSchema.partial(), response: okSchema(ZUserTypeSchema) } }, async (req) => {
    const { companyId } = authOf(req);
    const found = await own(companyId, req.params.id);
    const cur = toType(found);
    const title = req.body.title ?? cur.title;
    const colorClass = req.body.color_class ?? cur.color_class;
    if (found.companyId === null) {
      await app.db
        .insert(userTypeLabels)
        .values({ companyId, userTypeId: found.id, title, colorClass })
        .onConflictDoUpdate({ target: [userTypeLabels.companyId, userTypeLabels.userTypeId], set: { title, colorClass } });
    } else {
      await app.db.update(userTypes).set({ title, colorClass }).where(and(eq(userTypes.id, found.id), eq(userTypes.companyId, companyId)));
    }
    const [row] = await visible(companyId, found.id);
    return ok(toType(row as TTypeRow));
  });
  app.delete('/user-types/:id', { config: cfg, schema: { tags: ['user-types'], params: zIdParam, response: okSchema(z.null()) } }, async (req) => {
    const { companyId } = authOf(req);
    const row = await own(companyId, req.params.id);
    if (row.companyId === null || !row.deletable) throw conflict('This access level is built in and cannot be deleted.');
    const [{ n }] = await app.db.select({ n: count() }).from(users).where(eq(users.userTypeId, row.id));
    if (n > 0) throw conflict(`This access level is given to ${n} team member${n === 1 ? '' : 's'}: change theirs first.`);
    await app.db.delete(userTypes).where(and(eq(userTypes.id, row.id), eq(userTypes.companyId, companyId)));
    return ok(null);
  });
};
