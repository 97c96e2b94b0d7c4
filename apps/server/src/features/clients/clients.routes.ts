import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, isClientUser, isSuperAdmin, notFound, zIdParam } from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import * as repo from './clients.repository.ts';

const toDto = (c: NonNullable<Awaited<ReturnType<typeof repo.findClient>>>) => ({
  id: c.id,
  name: c.name,
  code: c.code,
  email: c.email,
  phone: c.phone,
  address_1: c.address1,
  address_2: c.address2,
  suburb: c.suburb,
  state: c.state,
  other_state: c.otherState,
  postcode: c.postcode,
  is_supplier: c.isSupplier,
  price_tier: c.priceTier,
  manager_id: c.managerId,
  client_manager_id: c.clientManagerId,
});

/** Read side of clients and suppliers (the full screens come with the clients issue). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/clients', {
    config: { capability: 'admin.area' },
    schema: {
      tags: ['clients'],
      querystring: z.object({ is_supplier: z.coerce.number().int().min(0).max(1).optional(), kw: z.string().max(200).optional(), ipp: z.string().optional() }),
    },
  }, async (req) => {
    const rows = await repo.listClients(app.db, authOf(req).companyId, { isSupplier: req.query.is_supplier, kw: req.query.kw });
    return ok({ data: rows.map(toDto), total: rows.length, last_page: 1, current_page: 1, per_page: rows.length });
  });

  app.get('/clients/:id', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], params: zIdParam } }, async (req) => {
    const { companyId } = authOf(req);
    const client = await repo.findClient(app.db, companyId, req.params.id);
    if (!client) throw notFound();
    const members = await repo.listMembers(app.db, companyId, client.id);
    return ok({
      ...toDto(client),
      members: members.map((m) => ({ id: m.id, full_name: `${m.firstName} ${m.lastName}`.trim(), member_enabled: m.enabled })),
    });
  });

  /** Contacts of a client company: for super admins, and for that company's own contacts (job request forms). */
  app.get('/clients/:id/members', {
    schema: { tags: ['clients'], params: zIdParam, response: okSchema(z.array(z.object({ id: z.number(), full_name: z.string(), member_enabled: z.boolean() }))) },
  }, async (req) => {
    const auth = authOf(req);
    if (isClientUser(auth.user) ? auth.user.client_id !== req.params.id : !isSuperAdmin(auth.user)) throw forbidden();
    const client = await repo.findClient(app.db, auth.companyId, req.params.id);
    if (!client) throw notFound();
    const members = await repo.listMembers(app.db, auth.companyId, client.id);
    return ok(members.map((m) => ({ id: m.id, full_name: `${m.firstName} ${m.lastName}`.trim(), member_enabled: m.enabled })));
  });
};
