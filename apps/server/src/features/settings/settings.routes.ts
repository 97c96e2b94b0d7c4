import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { ZCompanySettingsInputSchema, ZCompanySettingsSchema, forbidden, invalid, isClientManager, isSuperAdmin, notFound, type TCompanySettings } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import { clients, companies, emailTemplates } from '../../db/schema/index.ts';
import { authOf, type TAuthContext } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';

/**
 * The COMPANY tab: a super admin edits the agency; a client manager edits its own client
 * company (its codename is the client code, shown in the client portal URL).
 */
async function loadCompany(db: TDb, auth: TAuthContext, publicUrl: string): Promise<TCompanySettings> {
  if (isClientManager(auth.user)) {
    const [c] = await db.select().from(clients).where(and(eq(clients.companyId, auth.companyId), eq(clients.id, auth.user.client_id!)));
    if (!c) throw notFound();
    return {
      id: c.id, kind: 'client', name: c.name, codename: c.code, code: c.code, email: c.email, phone: c.phone, address_1: c.address1, address_2: c.address2,
      suburb: c.suburb, state: c.state, postcode: c.postcode, website: c.website, portal_url: `${publicUrl}/${auth.companyId}/${c.code.toLowerCase()}`,
    };
  }
  if (!isSuperAdmin(auth.user)) throw forbidden();
  const [a] = await db.select().from(companies).where(eq(companies.id, auth.companyId));
  return {
    id: a.id, kind: 'agency', name: a.name, codename: a.codename, email: a.email, phone: a.phone, address_1: a.address1, address_2: a.address2,
    suburb: a.suburb, state: a.state, postcode: a.postcode, website: a.website, portal_url: null,
  };
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/company', { config: { capability: 'settings.company' }, schema: { tags: ['settings'], response: okSchema(ZCompanySettingsSchema) } }, async (req) =>
    ok(await loadCompany(app.db, authOf(req), app.config.publicUrl)),
  );
  app.post('/user/company', { config: { capability: 'settings.company' }, schema: { tags: ['settings'], body: ZCompanySettingsInputSchema, response: okSchema(ZCompanySettingsSchema) } }, async (req) => {
    const auth = authOf(req);
    const b = req.body;
    const common = { name: b.name, email: b.email, phone: b.phone, address1: b.address_1, address2: b.address_2, suburb: b.suburb, state: b.state, postcode: b.postcode, updatedAt: sql`now()` };
    if (isClientManager(auth.user)) {
      const given = b.codename ?? b.code;
      if (!given) throw invalid({ codename: ['This field is required'] });
      const code = given.toUpperCase();
      if (code.length > 4) throw invalid({ codename: ['The code has at most 4 characters.'] });
      const [clash] = await app.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.companyId, auth.companyId), eq(clients.code, code), sql`${clients.id} <> ${auth.user.client_id}`));
      if (clash) throw invalid({ codename: ['This code is used by another company.'] });
      // a client's form has no WEBSITE (spec 2 section 2): the one the agency keeps on its client page stays
      await app.db.update(clients).set({ ...common, code }).where(and(eq(clients.companyId, auth.companyId), eq(clients.id, auth.user.client_id!)));
    } else {
      const codename = b.codename ? b.codename.toLowerCase() : undefined;
      if (codename) {
        const [clash] = await app.db.select({ id: companies.id }).from(companies).where(and(eq(companies.codename, codename), sql`${companies.id} <> ${auth.companyId}`));
        if (clash) throw invalid({ codename: ['This codename is taken.'] });
      }
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
        await tx.update(companies).set({ ...common, website: b.website, ...(codename ? { codename } : {}) }).where(eq(companies.id, auth.companyId));
        // renamed: the e-mail templates sent under the agency's old name follow it
        if (before && before.name !== b.name) {
          await tx.update(emailTemplates).set({ fromName: b.name.slice(0, 255) }).where(and(eq(emailTemplates.companyId, auth.companyId), eq(emailTemplates.fromName, before.name)));
        }
      });
    }
    return ok(await loadCompany(app.db, auth, app.config.publicUrl));
  });
};
