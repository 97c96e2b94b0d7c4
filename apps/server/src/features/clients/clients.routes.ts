import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientInputSchema,
  ZClientListQuerySchema,
  ZClientSchema,
  ZClientUpdateSchema,
  ZContactInputSchema,
  ZContactListQuerySchema,
  ZContactSchema,
  ZContactUpdateSchema,
  ZPaged,
  zId,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { sendInvitation } from '../auth/auth.service.ts';
import * as service from './clients.service.ts';

const ZClientDetailSchema = ZClientSchema.extend({ members: z.array(ZContactSchema) });
const zMemberParams = z.object({ id: zId, memberId: zId });
/** -1 means "create the company with the contact". */
const zClientOrNew = z.object({ id: z.coerce.number().int().refine((v) => v === -1 || v > 0, { error: 'Invalid id' }) });

/** Clients, suppliers and their contacts (client users). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const invite = (u: { id: number; companyId: number; firstName: string; lastName: string; email: string }) =>
    sendInvitation({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, mailFrom: app.config.mailFrom }, u);

  app.get('/clients', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], querystring: ZClientListQuerySchema, response: okSchema(ZPaged(ZClientSchema)) } }, async (req) =>
    ok(await service.listClients(deps(req), { isSupplier: req.query.is_supplier, kw: req.query.kw })),
  );
  app.post('/clients', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], body: ZClientInputSchema, response: okSchema(ZClientDetailSchema) } }, async (req) =>
    ok(await service.createClient(deps(req), req.body)),
  );
  app.get('/clients/members', { schema: { tags: ['clients'], querystring: ZContactListQuerySchema, response: okSchema(ZPaged(ZContactSchema)) } }, async (req) =>
    ok(await service.listContacts(deps(req), { clientId: req.query.client_id, kw: req.query.kw })),
  );
  app.get('/clients/:id', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], params: zIdParam, response: okSchema(ZClientDetailSchema) } }, async (req) =>
    ok(await service.getClient(deps(req), req.params.id)),
  );
  app.post('/clients/:id', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], params: zIdParam, body: ZClientUpdateSchema, response: okSchema(ZClientDetailSchema) } }, async (req) =>
    ok(await service.updateClient(deps(req), req.params.id, req.body)),
  );
  app.delete('/clients/:id', { config: { capability: 'admin.area' }, schema: { tags: ['clients'], params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string() })) } }, async (req) =>
    ok(await service.deleteClient(deps(req), req.params.id)),
  );

  /** Contacts of a client company: for super admins, and for that company's own contacts (job request forms). */
  app.get('/clients/:id/members', {
    schema: { tags: ['clients'], params: zIdParam, response: okSchema(z.array(z.object({ id: z.number(), full_name: z.string(), member_enabled: z.boolean() }))) },
  }, async (req) => ok(await service.listMembersFor(deps(req), req.params.id)));
  app.post('/clients/:id/members', { schema: { tags: ['clients'], params: zClientOrNew, body: ZContactInputSchema, response: okSchema(ZContactSchema) } }, async (req) =>
    ok(await service.createContact({ ...deps(req), invite }, req.params.id, req.body)),
  );
  app.post('/clients/:id/members/:memberId', { schema: { tags: ['clients'], params: zMemberParams, body: ZContactUpdateSchema, response: okSchema(ZContactSchema) } }, async (req) =>
    ok(await service.updateContact(deps(req), req.params.id, req.params.memberId, req.body)),
  );
  app.delete('/clients/:id/members/:memberId', { schema: { tags: ['clients'], params: zMemberParams, response: okSchema(ZContactSchema) } }, async (req) =>
    ok(await service.deleteContact(deps(req), req.params.id, req.params.memberId)),
  );
};
