import { z } from 'zod';
import { ORDER_STATUSES } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { MAX_ID, zId, zIsoDate, zRequiredString } from '../common/fields.ts';
import { ZLineCostFieldsSchema, ZLineTotalsSchema, whenObject, zOptionalMoney, zOptionalQuantity } from '../line-items/line-items.schemas.ts';
import { CLONE_NUMBER_MODES, isBlankInput } from '../line-items/line-items.input.ts';
import { ORDER_MESSAGES } from './orders.constants.ts';

const zOptionalId = zId.optional().or(z.literal('').transform(() => undefined));

/** GET /orders: paged, newest first. client_id holds the supplier filter. */
export const ZOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
  created_by: zOptionalId,
  /** the supplier filter (the spec's name for it) */
  client_id: zOptionalId,
  job_id: zOptionalId,
  status: z.enum(ORDER_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  kw: z.string().trim().max(200).optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuerySchema>;

const ZRefSchema = z.object({ id: z.number(), name: z.string() });
const ZPersonRefSchema = z.object({ id: z.number(), full_name: z.string() });

export const ZOrderListItemSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  job_id: z.number().nullable(),
  /** client code of the job's client plus job id */
  job_no: z.string().nullable(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  supplier_id: z.number().nullable(),
  supplier: ZRefSchema.nullable(),
  creator: ZPersonRefSchema.nullable(),
  /** sum of the item costs (cost rate x qty), ex GST */
  cost: z.string(),
  /** sum of the item sells (sell rate x qty), ex GST */
  total_value: z.string(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItemSchema>;

export const ZOrderListResultSchema = z.object({
  data: z.array(ZOrderListItemSchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  /** every matching order, not only this page (TOTAL ORDERS on the job page) */
  totals: z.object({ count: z.number(), cost: z.string(), total_value: z.string() }),
});
export type TOrderListResult = z.infer<typeof ZOrderListResultSchema>;

export const ZOrderItemSchema = ZLineCostFieldsSchema.extend({
  id: z.number(),
  order_id: z.number(),
  quantity: z.string(),
  details: z.string(),
  cost_rate: z.string(),
  sell_rate: z.string(),
  /** (sell rate - cost rate) x qty */
  markup: z.string(),
  /** cost rate x qty */
  cost: z.string(),
  /** sell rate x qty */
  sell: z.string(),
  invoiced: z.boolean(),
});
export type TOrderItem = z.infer<typeof ZOrderItemSchema>;

export const ZOrderSchema = ZOrderListItemSchema.extend({
  job: z.object({ id: z.number(), name: z.string(), job_no: z.string() }).nullable(),
  contact_id: z.number().nullable(),
  contact: z.object({ id: z.number(), full_name: z.string(), email: z.string() }).nullable(),
  purchase_order_no: z.string().nullable(),
  supplier_quote_no: z.string().nullable(),
  supplier_invoice_po: z.string().nullable(),
  delivery_to: z.string().nullable(),
  required_by: z.string().nullable(),
  special_instructions: z.string().nullable(),
  sequence: z.string().nullable(),
  parent_id: z.number().nullable(),
  /** what 'seq' would number a copy, null when the family has used Z */
  next_sequence_number: z.string().nullable(),
  /** on an invoice: the items can no longer change */
  invoiced: z.boolean(),
  updated_at: z.string(),
  items: z.array(ZOrderItemSchema),
  summary: ZLineTotalsSchema,
});
export type TOrder = z.infer<typeof ZOrderSchema>;

const zClientId = z.coerce.number({ error: ORDER_MESSAGES.selectClient }).int({ error: ORDER_MESSAGES.selectClient }).positive({ error: ORDER_MESSAGES.selectClient }).max(MAX_ID, { error: ORDER_MESSAGES.selectClient });
const zNullableId = z.union([zId, z.null(), z.literal('').transform(() => null)]);
const zText = (max: number) => z.string().max(max).nullish();

/** Fields of the order form, saved together (POST /orders/{id}). */
const orderFields = {
  name: zRequiredString().pipe(z.string().max(255)),
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.required }),
  purchase_order_no: zText(128),
  job_id: zNullableId,
  delivery_to: zText(10_000),
  special_instructions: zText(10_000),
  /** must be a supplier (is_supplier 1) of the agency */
  supplier_id: zNullableId,
  /** the company (client) */
  client_id: zClientId,
  /** a contact of that client */
  contact_id: zNullableId,
  required_by: z.union([zIsoDate, z.null(), z.literal('').transform(() => null)]),
  supplier_quote_no: zText(128),
  supplier_invoice_po: zText(128),
  description: zText(100_000),
};

/**
 * POST /orders: name and client (or a job, whose client it takes). New orders are pending
 * and numbered by their id.
 */
export const ZOrderCreateSchema = z
  .object({
    ...orderFields,
    client_id: zClientId.optional(),
    /** ignored: new orders start pending */
    status: orderFields.status.optional(),
    job_id: zNullableId.optional(),
    supplier_id: zNullableId.optional(),
    contact_id: zNullableId.optional(),
    required_by: orderFields.required_by.optional(),
  })
  .refine((v) => !(isBlankInput(v.client_id) && isBlankInput(v.job_id)), { message: ORDER_MESSAGES.selectClient, path: ['client_id'], when: whenObject });
export type TOrderCreate = z.infer<typeof ZOrderCreateSchema>;

/** POST /orders/{id}: any of the form fields; choosing a job without a company takes the job's client. */
export const ZOrderUpdateSchema = z.object(orderFields).partial();
export type TOrderUpdate = z.infer<typeof ZOrderUpdateSchema>;

/** POST /orders/{id}/clone */
export const ZOrderCloneSchema = z.object({
  id: zId.optional(),
  orderNumber: z.enum(CLONE_NUMBER_MODES, { error: ORDER_MESSAGES.chooseNumber }),
  /** 'keep' the job or 'none' */
  jobNumber: z.enum(['keep', 'none']).default('keep'),
});
export type TOrderClone = z.infer<typeof ZOrderCloneSchema>;

const validId = (v: unknown) => Number.isInteger(Number(v)) && Number(v) > 0 && v !== '' && v !== null;

/**
 * POST /orders/{id}/items. An empty cost rate comes from the cost record, an empty sell
 * rate from its tier1 sell price; without a cost item neither can be filled.
 */
export const ZOrderItemCreateSchema = z
  .object({
    cost_matrix_id: z.coerce.number({ error: ORDER_MESSAGES.selectCostItem }).int({ error: ORDER_MESSAGES.selectCostItem }).positive({ error: ORDER_MESSAGES.selectCostItem }).max(MAX_ID, { error: ORDER_MESSAGES.selectCostItem }),
    details: zRequiredString(ORDER_MESSAGES.enterDetails).pipe(z.string().max(10_000)),
    quantity: zOptionalQuantity(),
    cost_rate: zOptionalMoney(),
    sell_rate: zOptionalMoney(),
  })
  .refine((v) => !(isBlankInput(v.sell_rate) && !validId(v.cost_matrix_id)), { message: ORDER_MESSAGES.enterOrderRate, path: ['sell_rate'], when: whenObject });
export type TOrderItemCreate = z.infer<typeof ZOrderItemCreateSchema>;

/** POST /orders/{id}/items/{itemId}: only the sent fields change; an empty rate is pre-filled again. */
export const ZOrderItemUpdateSchema = z.object({
  cost_matrix_id: z.coerce.number({ error: ORDER_MESSAGES.selectCostItem }).int({ error: ORDER_MESSAGES.selectCostItem }).positive({ error: ORDER_MESSAGES.selectCostItem }).max(MAX_ID, { error: ORDER_MESSAGES.selectCostItem }).optional(),
  details: zRequiredString(ORDER_MESSAGES.enterDetails).pipe(z.string().max(10_000)).optional(),
  quantity: zOptionalQuantity(),
  cost_rate: z.union([z.string(), z.number(), z.null()]).optional(),
  sell_rate: z.union([z.string(), z.number(), z.null()]).optional(),
});
export type TOrderItemUpdate = z.infer<typeof ZOrderItemUpdateSchema>;

export const ZOrderItemResultSchema = z.object({ item: ZOrderItemSchema, summary: ZLineTotalsSchema, total_value: z.string() });
export const ZOrderItemListSchema = z.object({ data: z.array(ZOrderItemSchema), summary: ZLineTotalsSchema });
