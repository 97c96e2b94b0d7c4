import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZQuoteAmountSchema,
  ZQuoteCloneSchema,
  ZQuoteCreateSchema,
  ZQuoteItemCreateSchema,
  ZQuoteItemListSchema,
  ZQuoteItemResultSchema,
  ZQuoteItemUpdateSchema,
  ZQuoteItemsQuerySchema,
  ZQuoteJobSchema,
  ZQuoteListQuerySchema,
  ZQuoteListResultSchema,
  ZQuoteSaveResultSchema,
  ZQuoteSchema,
  ZQuoteUpdateSchema,
  zId,
  zIdParam,
} from '@jobflow/contract';
import { authOf } from '../../lib/context.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { quotePdf, quotesWipPdf } from './quotes.pdf.ts';
import * as service from './quotes.service.ts';

/** Quotes: super admin only (capability admin.area); another agency's quote is 404. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: Parameters<typeof authOf>[0]) => ({ db: app.db, auth: authOf(req) });
  const config = { capability: 'admin.area' } as const;
  const tags = ['quotes'];
  const itemParams = z.object({ id: zId, itemId: zId });
  const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

  app.get('/quotes', { config, schema: { tags, querystring: ZQuoteListQuerySchema, response: okSchema(ZQuoteListResultSchema) } }, async (req) =>
    ok(await service.listQuotes(deps(req), req.query)),
  );
  app.get('/quotes/wip', { config, schema: { tags, querystring: ZQuoteListQuerySchema } }, async (req, reply) =>
    reply.headers(pdfHeaders('quotes_wip.pdf')).send(await quotesWipPdf(deps(req), req.query)),
  );
  app.post('/quotes', { config, schema: { tags, body: ZQuoteCreateSchema, response: okSchema(ZQuoteSchema) } }, async (req) => ok(await service.createQuote(deps(req), req.body)));
  app.get('/quotes/:id', { config, schema: { tags, params: zIdParam, response: okSchema(ZQuoteSchema) } }, async (req) => ok(await service.getQuote(deps(req), req.params.id)));
  app.post('/quotes/:id', { config, schema: { tags, params: zIdParam, body: ZQuoteUpdateSchema, response: okSchema(ZQuoteSaveResultSchema) } }, async (req) =>
    ok(await service.updateQuote(deps(req), req.params.id, req.body)),
  );
  app.post('/quotes/:id/approve', { config, schema: { tags, params: zIdParam, body: z.unknown().optional(), response: okSchema(ZQuoteSaveResultSchema) } }, async (req) =>
    ok(await service.approveQuote(deps(req), req.params.id)),
  );
  app.post('/quotes/:id/job', { config, schema: { tags, params: zIdParam, body: ZQuoteJobSchema, response: okSchema(ZQuoteSaveResultSchema) } }, async (req) =>
    ok(await service.createJobForQuote(deps(req), req.params.id)),
  );
  app.post('/quotes/:id/clone', { config, schema: { tags, params: zIdParam, body: ZQuoteCloneSchema, response: okSchema(ZQuoteSchema) } }, async (req) =>
    ok(await service.cloneQuote(deps(req), req.params.id, req.body)),
  );
  app.delete('/quotes/:id', { config, schema: { tags, params: zIdParam, response: okSchema(z.object({ id: z.number(), name: z.string(), quote_number: z.string() })) } }, async (req) =>
    ok(await service.deleteQuote(deps(req), req.params.id)),
  );
  app.get('/quotes/:id/amount', { config, schema: { tags, params: zIdParam, response: okSchema(ZQuoteAmountSchema) } }, async (req) =>
    ok(await service.quoteAmount(deps(req), req.params.id)),
  );
  app.get('/quotes/:id/pdf', { config, schema: { tags, params: zIdParam, querystring: ZQuoteItemsQuerySchema } }, async (req, reply) => {
    const { quote, pdf } = await quotePdf(deps(req), req.params.id, req.query);
    return reply.headers(pdfHeaders(`quote_${quote.id}.pdf`)).send(pdf);
  });

  app.get('/quotes/:id/items', { config, schema: { tags, params: zIdParam, querystring: ZQuoteItemsQuerySchema, response: okSchema(ZQuoteItemListSchema) } }, async (req) =>
    ok(await service.listQuoteItems(deps(req), req.params.id, req.query)),
  );
  app.post('/quotes/:id/items', { config, schema: { tags, params: zIdParam, body: ZQuoteItemCreateSchema, response: okSchema(ZQuoteItemResultSchema) } }, async (req) =>
    ok(await service.createQuoteItem(deps(req), req.params.id, req.body)),
  );
  app.post('/quotes/:id/items/:itemId', { config, schema: { tags, params: itemParams, body: ZQuoteItemUpdateSchema, response: okSchema(ZQuoteItemResultSchema) } }, async (req) =>
    ok(await service.updateQuoteItem(deps(req), req.params.id, req.params.itemId, req.body)),
  );
  app.delete('/quotes/:id/items/:itemId', { config, schema: { tags, params: itemParams, response: okSchema(ZQuoteItemResultSchema) } }, async (req) =>
    ok(await service.deleteQuoteItem(deps(req), req.params.id, req.params.itemId)),
  );
};
