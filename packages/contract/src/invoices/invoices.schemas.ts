import { z } from 'zod';
import { INVOICE_ITEM_TYPES, INVOICE_STATUSES, INVOICE_TERMS } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { MAX_ID, zId, zIsoDate, zRequiredString } from '../common/fields.ts';
import { CLONE_NUMBER_MODES } from '../line-items/line-items.input.ts';
import { ZLineTotalsSchema, zOptionalMoney, zOptionalQuantity, zOrder } from '../line-items/line-items.schemas.ts';
import { XERO_SYNC_STATUSES, ZXeroSyncResultSchema } from '../xero/xero.schemas.ts';
import { INVOICE_MESSAGES, INVOICE_MOVE_TYPES, INVOICE_SORT_KEYS } from './invoices.constants.ts';

const zOptionalId = zId.optional().or(z.literal('').transform(() => undefined));

/** GET /invoices (requested unpaged: ipp defaults to 'all'); newest invoice date first. Also the WIP report's query. */
export const ZInvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default('all'),
  status: z.enum(INVOICE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  client_id: zOptionalId,
  job_id: zOptionalId,
  kw: z.string().trim().max(200).optional(),
  sort: z.enum(INVOICE_SORT_KEYS).optional(),
  order: zOrder.optional(),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuerySchema>;

const ZPersonRefSchema = z.object({ id: z.number(), full_name: z.string() });

export const ZInvoiceListItemSchema = z.object({
  id: z.number(),
  /** INVOICE NO: the id, or root id plus a sequence letter for copies ('12A') */
  invoice_number: z.string(),
  name: z.string(),
  status: z.enum(INVOICE_STATUSES),
  invoice_date: z.string().nullable(),
  created_at: z.string(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  quote_id: z.number().nullable(),
  /** QUOTE/JOB NO and NAME: the quote when built from one */
  quote: z.object({ id: z.number(), quote_number: z.string(), name: z.string() }).nullable(),
  job_id: z.number().nullable(),
  /** job_no is the client code plus the job id */
  job: z.object({ id: z.number(), job_no: z.string(), name: z.string() }).nullable(),
  created_by: z.number().nullable(),
  creator: ZPersonRefSchema.nullable(),
  /** sum of the item amounts, ex GST */
  total_value: z.string(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItemSchema>;

export const ZInvoiceListResultSchema = z.object({
  data: z.array(ZInvoiceListItemSchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  /** every matching invoice, not only this page */
  totals: z.object({ count: z.number(), total_value: z.string() }),
});
export type TInvoiceListResult = z.infer<typeof ZInvoiceListResultSchema>;

/** Totals of an invoice: invoice items carry no cost, so only the billed side. */
export const ZInvoiceSummarySchema = ZLineTotalsSchema.pick({ total_quantity: true, total: true, gst: true, total_inc_gst: true });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

export const ZInvoiceItemSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  type: z.enum(INVOICE_ITEM_TYPES),
  cost_matrix_id: z.number().nullable(),
  /** the cost record (CATEGORY and ITEM columns); null for a line without one */
  cost: z.object({ id: z.number(), description: z.string(), category_id: z.number(), category: z.object({ id: z.number(), name: z.string() }) }).nullable(),
  description: z.string(),
  quantity: z.string(),
  rate: z.string(),
  /** rate x quantity, to the cent */
  amount: z.string(),
  /** 10% of the amount */
  gst: z.string(),
  amount_inc_gst: z.string(),
  /** where a moved line came from (one of them), else all null */
  quote_item_id: z.number().nullable(),
  timesheet_id: z.number().nullable(),
  order_id: z.number().nullable(),
  task_id: z.number().nullable(),
});
export type TInvoiceItem = z.infer<typeof ZInvoiceItemSchema>;

export const ZInvoiceSchema = ZInvoiceListItemSchema.extend({
  description: z.string().nullable(),
  contact_id: z.number().nullable(),
  contact: z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable(),
  client_po: z.string().nullable(),
  supplier_id: z.number().nullable(),
  supplier: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** days: one of INVOICE_TERMS */
  terms: z.string(),
  /** invoice date plus terms; null without an invoice date */
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  note: z.string().nullable(),
  full_quote: z.boolean(),
  sequence: z.string().nullable(),
  parent_id: z.number().nullable(),
  /** what 'seq' would number a copy ('12C'), null when the family has used Z */
  next_sequence_number: z.string().nullable(),
  /** Xero's id; the all-zeros placeholder (or null) means not synced */
  xero_invoice_id: z.string().nullable(),
  xero_synced: z.boolean(),
  xero_sync_status: z.enum(XERO_SYNC_STATUSES).nullable(),
  xero_sync_error: z.string().nullable(),
  xero_synced_at: z.string().nullable(),
  updated_at: z.string(),
  items: z.array(ZInvoiceItemSchema),
  summary: ZInvoiceSummarySchema,
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/**
 * Answer of POST /invoices/{id}: the invoice, `message` 'Invoice synced to XERO' when a
 * status change was pushed to Xero, and the push's outcome (null when nothing was pushed).
 */
export const ZInvoiceSaveResultSchema = ZInvoiceSchema.extend({ message: z.string().nullable(), xero_sync: ZXeroSyncResultSchema.nullable() });
export type TInvoiceSaveResult = z.infer<typeof ZInvoiceSaveResultSchema>;

const zClientId = z.coerce.number({ error: INVOICE_MESSAGES.selectClient }).int({ error: INVOICE_MESSAGES.selectClient }).positive({ error: INVOICE_MESSAGES.selectClient }).max(MAX_ID, { error: INVOICE_MESSAGES.selectClient });
const zNullableId = z.union([zId, z.null(), z.literal('').transform(() => null)]);
const zNullableDate = z.union([zIsoDate, z.null(), z.literal('').transform(() => null)]);
const zBool = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => v === true || v === 1 || v === '1');
const zText = (max: number) => z.string().max(max).nullish();
const zTerms = z.coerce.string().pipe(z.enum(INVOICE_TERMS, { error: INVOICE_MESSAGES.selectTerms }));

/** POST /invoices, add dialog: name and client (a job must be one of the client's). */
export const ZInvoiceCreateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  client_id: zClientId,
  /** defaults to pending */
  status: z.enum(INVOICE_STATUSES, { error: MESSAGES.required }).optional(),
  job_id: zNullableId.optional(),
  description: zText(100_000),
  invoice_date: zNullableDate.optional(),
  terms: zTerms.optional(),
});
export type TInvoiceCreate = z.infer<typeof ZInvoiceCreateSchema>;

/**
 * POST /invoices from a quote (the quote page's Create Invoice dialog): name and
 * description; with full_quote every not-yet-invoiced item of the quote becomes a line.
 */
export const ZInvoiceFromQuoteSchema = z.object({
  quote_id: z.coerce.number({ error: INVOICE_MESSAGES.selectQuote }).int({ error: INVOICE_MESSAGES.selectQuote }).positive({ error: INVOICE_MESSAGES.selectQuote }).max(MAX_ID, { error: INVOICE_MESSAGES.selectQuote }),
  name: zRequiredString().pipe(z.string().max(255)),
  description: zText(100_000),
  full_quote: zBool.optional(),
});
export type TInvoiceFromQuote = z.infer<typeof ZInvoiceFromQuoteSchema>;

/** POST /invoices takes two bodies: with a quote_id it is built from that quote (ZInvoiceFromQuoteSchema), else ZInvoiceCreateSchema. */
export function isFromQuote(body: unknown): boolean {
  const q = typeof body === 'object' && body !== null ? (body as { quote_id?: unknown }).quote_id : undefined;
  return q !== undefined && q !== null && q !== '';
}

/** POST /invoices/{id}: the status or any fields of the details tab; the company cannot be cleared. */
export const ZInvoiceUpdateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)).optional(),
  status: z.enum(INVOICE_STATUSES, { error: MESSAGES.required }).optional(),
  invoice_date: zNullableDate.optional(),
  client_id: zClientId.optional(),
  contact_id: zNullableId.optional(),
  client_po: zText(128),
  job_id: zNullableId.optional(),
  /** must be a supplier (is_supplier 1) of the agency */
  supplier_id: zNullableId.optional(),
  terms: zTerms.optional(),
  paid_date: zNullableDate.optional(),
  note: zText(10_000),
  description: zText(100_000),
});
export type TInvoiceUpdate = z.infer<typeof ZInvoiceUpdateSchema>;

/** POST /invoices/{id}/clone */
export const ZInvoiceCloneSchema = z.object({
  id: zId.optional(),
  invoiceNumber: z.enum(CLONE_NUMBER_MODES, { error: INVOICE_MESSAGES.chooseNumber }),
  /** 'keep' the job or 'none' */
  jobNumber: z.enum(['keep', 'none']).default('keep'),
});
export type TInvoiceClone = z.infer<typeof ZInvoiceCloneSchema>;

const zCostId = z.coerce.number({ error: INVOICE_MESSAGES.selectCostItem }).int({ error: INVOICE_MESSAGES.selectCostItem }).positive({ error: INVOICE_MESSAGES.selectCostItem }).max(MAX_ID, { error: INVOICE_MESSAGES.selectCostItem });

/** POST /invoices/{id}/items: an empty rate is the cost record's tier1 sell price. */
export const ZInvoiceItemCreateSchema = z.object({
  cost_matrix_id: zCostId,
  description: zRequiredString(INVOICE_MESSAGES.enterDescription).pipe(z.string().max(10_000)),
  quantity: zOptionalQuantity(),
  rate: zOptionalMoney(),
  /** defaults to quote (a line typed in by hand) */
  type: z.enum(INVOICE_ITEM_TYPES).optional(),
});
export type TInvoiceItemCreate = z.infer<typeof ZInvoiceItemCreateSchema>;

/** POST /invoices/{id}/items/{itemId}: only the sent fields change; an emptied rate is pre-filled again. */
export const ZInvoiceItemUpdateSchema = z.object({
  cost_matrix_id: zCostId.optional(),
  description: zRequiredString(INVOICE_MESSAGES.enterDescription).pipe(z.string().max(10_000)).optional(),
  quantity: zOptionalQuantity(),
  rate: z.union([z.string(), z.number(), z.null()]).optional(),
  type: z.enum(INVOICE_ITEM_TYPES).optional(),
});
export type TInvoiceItemUpdate = z.infer<typeof ZInvoiceItemUpdateSchema>;

/** Answer of item create, update, delete and move: the item and the invoice's new totals. */
export const ZInvoiceItemResultSchema = z.object({ item: ZInvoiceItemSchema, summary: ZInvoiceSummarySchema, total_value: z.string() });
export const ZInvoiceItemListSchema = z.object({ data: z.array(ZInvoiceItemSchema), summary: ZInvoiceSummarySchema });

/** POST /invoices/{id}/move-item: a related item of the invoice's job becomes an invoice line. */
export const ZInvoiceMoveItemSchema = z.object({
  type: z.enum(INVOICE_MOVE_TYPES, { error: MESSAGES.required }),
  id: z.coerce.number({ error: MESSAGES.required }).int({ error: MESSAGES.required }).positive({ error: MESSAGES.required }).max(MAX_ID, { error: MESSAGES.required }),
});
export type TInvoiceMoveItem = z.infer<typeof ZInvoiceMoveItemSchema>;
export const ZInvoiceMoveResultSchema = ZInvoiceItemResultSchema.extend({ message: z.string() });

/** The related lists take the spec's query (job_id, status) but always list the invoice's own job. */
export const ZInvoiceRelatedQuerySchema = z.object({ job_id: z.string().optional(), status: z.string().optional() });

/** Where a related item was billed, when it was. */
const related = {
  invoiced: z.boolean(),
  invoice: z.object({ id: z.number(), invoice_number: z.string() }).nullable(),
};

/** GET /invoices/{id}/quote-items: items of the job's approved quotes. */
export const ZRelatedQuoteItemSchema = z.object({
  id: z.number(),
  quote_id: z.number(),
  quote_number: z.string(),
  quote_name: z.string(),
  sequence: z.number(),
  cost_matrix_id: z.number(),
  category_name: z.string(),
  cost_description: z.string(),
  details: z.string().nullable(),
  quantity: z.string(),
  rate: z.string(),
  amount: z.string(),
  ...related,
});
/** GET /invoices/{id}/order-items: the job's approved orders, one line each at its total sell. */
export const ZRelatedOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  name: z.string(),
  supplier: z.object({ id: z.number(), name: z.string() }).nullable(),
  items_count: z.number(),
  amount: z.string(),
  ...related,
});
/** GET /invoices/{id}/tasks: the job's approved and completed tasks, at their hours. */
export const ZRelatedTaskSchema = z.object({
  id: z.number(),
  seq_no: z.number().nullable(),
  name: z.string(),
  status: z.string(),
  actual_hours: z.string(),
  cost_matrix_id: z.number().nullable(),
  rate: z.string(),
  amount: z.string(),
  ...related,
});
/** GET /invoices/{id}/timesheet: the job's time records at the team member's billable rate. */
export const ZRelatedTimesheetSchema = z.object({
  id: z.number(),
  session_date: z.string(),
  user: ZPersonRefSchema,
  task: z.object({ id: z.number(), name: z.string() }).nullable(),
  description: z.string(),
  duration: z.string(),
  rate: z.string(),
  amount: z.string(),
  ...related,
});
export type TRelatedQuoteItem = z.infer<typeof ZRelatedQuoteItemSchema>;
export type TRelatedOrder = z.infer<typeof ZRelatedOrderSchema>;
export type TRelatedTask = z.infer<typeof ZRelatedTaskSchema>;
export type TRelatedTimesheet = z.infer<typeof ZRelatedTimesheetSchema>;

export const ZRelatedListSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), job_id: z.number().nullable() });
