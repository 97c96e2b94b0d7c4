import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZOrderCloneSchema,
  ZOrderCreateSchema,
  ZOrderItemCreateSchema,
  ZOrderItemListSchema,
  ZOrderItemResultSchema,
  ZOrderItemUpdateSchema,
  ZOrderListQuerySchema,
  ZOrderListResultSchema,
  ZOrderSchema,
  ZOrderUpdateSchema,
  zId,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { orderPdf, ordersWipPdf } from './orders.pdf.ts';
import * as service from './orders.service.ts';

/** Purchase orders: super admin only (capability admin.area); another agency's order is 404. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const config = { capability: 'admin.area' } as const;
  const tags = ['orders'];
  const itemParams = z.object({ id: zId, itemId: zId });
  const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

  app.get('/orders', { config, schema: { tags, querystring: ZOrderListQuerySchema, response: okSchema(ZOrderListResultSchema) } }, async (req) =>
    ok(await service.listOrders(deps(req), req.query)),
  );
  app.get('/orders/wip', { config, schema: { tags, querystring: ZOrderListQuerySchema } }, async (req, reply) =>
    reply.headers(pdfHeaders('orders_wip.pdf')).send(await ordersWipPdf(deps(req), req.query)),
  );
  app.post('/orders', { config, schema: { tags, body: ZOrderCreateSchema, response: okSchema(ZOrderSchema) } }, async (req) => ok(await service.createOrder(deps(req), req.body)));
  app.get('/orders/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZOrderSchema) } }, async (req) => ok(await service.getOrder(deps(req), req.params.id)));
  app.post('/orders/:id', { config, schema: { tags, params: zIdParam, body: ZOrderUpdateSchema, response: okSchema(ZOrderSchema) } }, async (req) =>
    ok(await service.updateOrder(deps(req), req.params.id, req.body)),
  );
  app.post('/orders/:id/clone', { config, schema: { tags, params: zIdParam, body: ZOrderCloneSchema, response: okSchema(ZOrderSchema) } }, async (req) =>
    ok(await service.cloneOrder(deps(req), req.params.id, req.body)),
  );
  app.delete('/orders/:id', { config, schema: { tags, params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string(), order_number: z.string() })) } }, async (req) =>
    ok(await service.deleteOrder(deps(req), req.params.id)),
  );
  app.get('/orders/:id/pdf', { config, schema: { tags, params: zIdParam } }, async (req, reply) => {
    const { order, pdf } = await orderPdf(deps(req), req.params.id);
    return reply.headers(pdfHeaders(`order_${order.id}.pdf`)).send(pdf);
  });

  app.get('/orders/:id/items', { config, schema: { tags, params: zIdParam, response: okSchema(ZOrderItemListSchema) } }, async (req) => ok(await service.listOrderItems(deps(req), req.params.id)));
  app.post('/orders/:id/items', { config, schema: { tags, params: zIdParam, body: ZOrderItemCreateSchema, response: okSchema(ZOrderItemResultSchema) } }, async (req) =>
    ok(await service.createOrderItem(deps(req), req.params.id, req.body)),
  );
  app.post('/orders/:id/items/:itemId', { config, schema: { tags, params: itemParams, body: ZOrderItemUpdateSchema, response: okSchema(ZOrderItemResultSchema) } }, async (req) =>
    ok(await service.updateOrderItem(deps(req), req.params.id, req.params.itemId, req.body)),
  );
  app.delete('/orders/:id/items/:itemId', { config, schema: { tags, params: itemParams, response: okSchema(ZOrderItemResultSchema) } }, async (req) =>
    ok(await service.deleteOrderItem(deps(req), req.params.id, req.params.itemId)),
  );
};
