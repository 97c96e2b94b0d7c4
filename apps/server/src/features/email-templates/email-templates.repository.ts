import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { escapeLike } from '../jobs/jobs.repository.ts';

export type TTemplateRow = typeof emailTemplates.$inferSelect;

export async function listTemplates(db: TDb, companyId: number, kw: string | undefined, limit: number, offset: number) {
  const where = and(
    eq(emailTemplates.companyId, companyId),
    kw ? or(ilike(emailTemplates.name, `%${escapeLike(kw)}%`), ilike(emailTemplates.emailSubject, `%${escapeLike(kw)}%`)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(emailTemplates).where(where);
  const rows = await db.select().from(emailTemplates).where(where).orderBy(asc(emailTemplates.id)).limit(limit).offset(offset);
  return { total: n, rows };
}

export async function findTemplate(db: TDb, companyId: number, id: number) {
  const [row] = await db.select().from(emailTemplates).where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)));
  return row ?? null;
}

export async function findTemplateBySlug(db: TDb, companyId: number, slug: string) {
  const [row] = await db.select().from(emailTemplates).where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.slug, slug)));
  return row ?? null;
}

export async function insertTemplate(db: TDb, companyId: number, values: Omit<typeof emailTemplates.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(emailTemplates).values({ ...values, companyId }).returning();
  return row;
}

export async function updateTemplate(db: TDb, companyId: number, id: number, values: Partial<typeof emailTemplates.$inferInsert>) {
  const [row] = await db.update(emailTemplates).set(values).where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id))).returning();
  return row ?? null;
}

export async function deleteTemplate(db: TDb, companyId: number, id: number) {
  const [row] = await db.delete(emailTemplates).where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id))).returning();
  return row ?? null;
}
