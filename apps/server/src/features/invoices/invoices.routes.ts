import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInvoiceCloneSchema,
  ZInvoiceItemCreateSchema,
  ZInvoiceItemListSchema,
  ZInvoiceItemResultSchema,
  ZInvoiceItemUpdateSchema,
  ZInvoiceListQuerySchema,
  ZInvoiceListResultSchema,
  ZInvoiceMoveItemSchema,
  ZInvoiceMoveResultSchema,
  ZInvoiceRelatedQuerySchema,
  ZInvoiceSaveResultSchema,
  ZInvoiceSchema,
  ZInvoiceUpdateSchema,
  ZRelatedListSchema,
  ZRelatedOrderSchema,
  ZRelatedQuoteItemSchema,
  ZRelatedTaskSchema,
  ZRelatedTimesheetSchema,
  zId,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { invoicePdf, invoicesWipPdf } from './invoices.pdf.ts';
import * as service from './invoices.service.ts';

/** Invoices: super admin only (capability admin.area); another agency's invoice is 404. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: FastifyRequest) => ({ db: app.db, auth: authOf(req), config: app.config, log: req.log });
  const config = { capability: 'admin.area' } as const;
  const tags = ['invoices'];
  const itemParams = z.object({ id: zId, itemId: zId });
  const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

  app.get('/invoices', { config, schema: { tags, querystring: ZInvoiceListQuerySchema, response: okSchema(ZInvoiceListResultSchema) } }, async (req) =>
    ok(await service.listInvoices(deps(req), req.query)),
  );
  app.get('/invoices/wip', { config, schema: { tags, querystring: ZInvoiceListQuerySchema } }, async (req, reply) =>
    reply.headers(pdfHeaders('invoices_wip.pdf')).send(await invoicesWipPdf(deps(req), req.query)),
  );
  // Two bodies (the add dialog, or quote_id with name, description and full_quote): the service picks the schema.
  app.post(
    '/invoices',
    { config, schema: { tags, description: 'Body: ZInvoiceCreateSchema, or ZInvoiceFromQuoteSchema when quote_id is given.', body: z.record(z.string(), z.unknown()), response: okSchema(ZInvoiceSchema) } },
    async (req) => ok(await service.createInvoice(deps(req), req.body)),
  );
  app.get('/invoices/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZInvoiceSchema) } }, async (req) => ok(await service.getInvoice(deps(req), req.params.id)));
  app.post('/invoices/:id', { config, schema: { tags, params: zIdParam, body: ZInvoiceUpdateSchema, response: okSchema(ZInvoiceSaveResultSchema) } }, async (req) =>
    ok(await service.updateInvoice(deps(req), req.params.id, req.body)),
  );
  app.post('/invoices/:id/clone', { config, schema: { tags, params: zIdParam, body: ZInvoiceCloneSchema, response: okSchema(ZInvoiceSchema) } }, async (req) =>
    ok(await service.cloneInvoice(deps(req), req.params.id, req.body)),
  );
  app.delete('/invoices/:id', { config, schema: { tags, params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string(), invoice_number: z.string() })) } }, async (req) =>
    ok(await service.deleteInvoice(deps(req), req.params.id)),
  );
  app.get('/invoices/:id/pdf', { config, schema: { tags, params: zIdParam } }, async (req, reply) => {
    const { invoice, pdf } = await invoicePdf(deps(req), req.params.id);
    return reply.headers(pdfHeaders(`invoice_${invoice.id}.pdf`)).send(pdf);
  });

  app.get('/invoices/:id/items', { config, schema: { tags, params: zIdParam, response: okSchema(ZInvoiceItemListSchema) } }, async (req) =>
    ok(await service.listInvoiceItems(deps(req), req.params.id)),
  );
  app.post('/invoices/:id/items', { config, schema: { tags, params: zIdParam, body: ZInvoiceItemCreateSchema, response: okSchema(ZInvoiceItemResultSchema) } }, async (req) =>
    ok(await service.createInvoiceItem(deps(req), req.params.id, req.body)),
  );
  app.post('/invoices/:id/items/:itemId', { config, schema: { tags, params: itemParams, body: ZInvoiceItemUpdateSchema, response: okSchema(ZInvoiceItemResultSchema) } }, async (req) =>
    ok(await service.updateInvoiceItem(deps(req), req.params.id, req.params.itemId, req.body)),
  );
  app.delete('/invoices/:id/items/:itemId', { config, schema: { tags, params: itemParams, response: okSchema(ZInvoiceItemResultSchema) } }, async (req) =>
    ok(await service.deleteInvoiceItem(deps(req), req.params.id, req.params.itemId)),
  );

  const relatedSchema = { tags, params: zIdParam, querystring: ZInvoiceRelatedQuerySchema };
  app.get('/invoices/:id/quote-items', { config, schema: { ...relatedSchema, response: okSchema(ZRelatedListSchema(ZRelatedQuoteItemSchema)) } }, async (req) =>
    ok(await service.relatedQuoteItems(deps(req), req.params.id)),
  );
  app.get('/invoices/:id/order-items', { config, schema: { ...relatedSchema, response: okSchema(ZRelatedListSchema(ZRelatedOrderSchema)) } }, async (req) =>
    ok(await service.relatedOrders(deps(req), req.params.id)),
  );
  app.get('/invoices/:id/tasks', { config, schema: { ...relatedSchema, response: okSchema(ZRelatedListSchema(ZRelatedTaskSchema)) } }, async (req) =>
    ok(await service.relatedTasks(deps(req), req.params.id)),
  );
  app.get('/invoices/:id/timesheet', { config, schema: { ...relatedSchema, response: okSchema(ZRelatedListSchema(ZRelatedTimesheetSchema)) } }, async (req) =>
    ok(await service.relatedTimesheets(deps(req), req.params.id)),
  );
  app.post('/invoices/:id/move-item', { config, schema: { tags, params: zIdParam, body: ZInvoiceMoveItemSchema, response: okSchema(ZInvoiceMoveResultSchema) } }, async (req) =>
    ok(await service.moveItemToInvoice(deps(req), req.params.id, req.body)),
  );
};
