import { z } from 'zod';
import { PRICE_TIERS, QUOTE_STATUSES } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { MAX_ID, zId, zIsoDate, zRequiredString } from '../common/fields.ts';
import { ZLineCostFieldsSchema, ZLineTotalsSchema, whenObject, zOptionalMoney, zOptionalQuantity, zOrder } from '../line-items/line-items.schemas.ts';
import { CLONE_NUMBER_MODES, isBlankInput } from '../line-items/line-items.input.ts';
import { QUOTE_MESSAGES, QUOTE_SORT_KEYS, QUOTE_ITEM_SORT_KEYS } from './quotes.constants.ts';

const zOptionalId = zId.optional().or(z.literal('').transform(() => undefined));
/** `exclude_status`: absent → the default exclusions; '' → none; 'a,b' or repeated → those. */
const zStatusList = z.preprocess(
  (v) => (v === undefined ? undefined : v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : String(v).split(',').filter(Boolean)),
  z.array(z.enum(QUOTE_STATUSES)).optional(),
);

/** GET /quotes (requested unpaged: ipp defaults to 'all'). Date range on the created date. */
export const ZQuoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default('all'),
  status: z.enum(QUOTE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  exclude_status: zStatusList,
  client_id: zOptionalId,
  manager_id: zOptionalId,
  job_id: zOptionalId,
  date_start: zIsoDate.optional().or(z.literal('').transform(() => undefined)),
  date_end: zIsoDate.optional().or(z.literal('').transform(() => undefined)),
  kw: z.string().trim().max(200).optional(),
  sort: z.enum(QUOTE_SORT_KEYS).optional(),
  order: zOrder.optional(),
});
export type TQuoteListQuery = z.infer<typeof ZQuoteListQuerySchema>;

const ZPersonRefSchema = z.object({ id: z.number(), full_name: z.string() });

export const ZQuoteListItemSchema = z.object({
  id: z.number(),
  quote_number: z.string(),
  name: z.string(),
  status: z.enum(QUOTE_STATUSES),
  status_date: z.string(),
  created_at: z.string(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  job_id: z.number().nullable(),
  /** client code plus job id */
  job_no: z.string().nullable(),
  manager_id: z.number().nullable(),
  manager: ZPersonRefSchema.nullable(),
  creator: ZPersonRefSchema.nullable(),
  /** sum of the quoted amounts, ex GST */
  total_value: z.string(),
});
export type TQuoteListItem = z.infer<typeof ZQuoteListItemSchema>;

export const ZQuoteListResultSchema = z.object({
  data: z.array(ZQuoteListItemSchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  /** the TOTAL QUOTES footer: every matching quote, not only this page */
  totals: z.object({ count: z.number(), total_value: z.string() }),
});
export type TQuoteListResult = z.infer<typeof ZQuoteListResultSchema>;

export const ZQuoteItemSchema = ZLineCostFieldsSchema.extend({
  id: z.number(),
  quote_id: z.number(),
  sequence: z.number(),
  quantity: z.string(),
  details: z.string().nullable(),
  cost_rate: z.string(),
  quote_rate: z.string(),
  /** (quote rate - cost rate) x qty */
  markup: z.string(),
  /** cost rate x qty */
  cost: z.string(),
  /** quote rate x qty */
  quoted: z.string(),
  /** on an invoice: it can no longer change */
  invoiced: z.boolean(),
});
export type TQuoteItem = z.infer<typeof ZQuoteItemSchema>;

export const ZQuoteSchema = ZQuoteListItemSchema.extend({
  client: z.object({ id: z.number(), name: z.string(), code: z.string(), price_tier: z.string() }),
  job: z.object({ id: z.number(), name: z.string(), job_no: z.string(), status: z.string() }).nullable(),
  price_tier: z.enum(PRICE_TIERS),
  client_po: z.string().nullable(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  hide_hours: z.boolean(),
  sequence: z.string().nullable(),
  parent_id: z.number().nullable(),
  /** what 'seq' would number a copy ('12C'), null when the family has used Z */
  next_sequence_number: z.string().nullable(),
  updated_at: z.string(),
  items: z.array(ZQuoteItemSchema),
  summary: ZLineTotalsSchema,
});
export type TQuote = z.infer<typeof ZQuoteSchema>;

/** Answer of a save, approve or job call: job_created and the message 'A job has been created'. */
export const ZQuoteSaveResultSchema = ZQuoteSchema.extend({ job_created: z.boolean(), message: z.string().nullable() });
export type TQuoteSaveResult = z.infer<typeof ZQuoteSaveResultSchema>;

const zClientId = z.coerce.number({ error: QUOTE_MESSAGES.selectClient }).int({ error: QUOTE_MESSAGES.selectClient }).positive({ error: QUOTE_MESSAGES.selectClient }).max(MAX_ID, { error: QUOTE_MESSAGES.selectClient });
const zNullableId = z.union([zId, z.null(), z.literal('').transform(() => null)]);
const zBool = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => v === true || v === 1 || v === '1');
const zText = (max: number) => z.string().max(max).nullish();

/** POST /quotes: a new pending quote numbered by its id, priced at its client's tier. */
export const ZQuoteCreateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  client_id: zClientId,
  job_id: zNullableId.optional(),
  /** defaults to the creator */
  manager_id: zNullableId.optional(),
  client_po: zText(128),
  description: zText(100_000),
  note: zText(10_000),
  hide_hours: zBool.optional(),
});
export type TQuoteCreate = z.infer<typeof ZQuoteCreateSchema>;

/** POST /quotes/{id}: the status or any fields; a status change is saved at once. */
export const ZQuoteUpdateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)).optional(),
  status: z.enum(QUOTE_STATUSES, { error: MESSAGES.required }).optional(),
  client_id: zClientId.optional(),
  job_id: zNullableId.optional(),
  manager_id: zNullableId.optional(),
  client_po: zText(128),
  description: zText(100_000),
  note: zText(10_000),
  hide_hours: zBool.optional(),
});
export type TQuoteUpdate = z.infer<typeof ZQuoteUpdateSchema>;

/** POST /quotes/{id}/clone */
export const ZQuoteCloneSchema = z.object({
  id: zId.optional(),
  quoteNumber: z.enum(CLONE_NUMBER_MODES, { error: QUOTE_MESSAGES.chooseNumber }),
  /** 'new' creates a job for the copy (when the quote has a job); 'none' leaves it without one */
  jobNumber: z.enum(['new', 'none']).default('none'),
});
export type TQuoteClone = z.infer<typeof ZQuoteCloneSchema>;

/** POST /quotes/{id}/job: the body may repeat the quote id. */
export const ZQuoteJobSchema = z.object({ quote_id: zId.optional() }).nullish();

/** PDF and item list ordering. */
export const ZQuoteItemsQuerySchema = z.object({
  sort: z.enum(QUOTE_ITEM_SORT_KEYS).optional(),
  order: zOrder.optional(),
});
export type TQuoteItemsQuery = z.infer<typeof ZQuoteItemsQuerySchema>;

const validId = (v: unknown) => Number.isInteger(Number(v)) && Number(v) > 0 && v !== '' && v !== null;

/**
 * POST /quotes/{id}/items. An empty cost rate is taken from the cost record, an empty quote
 * rate from the record's sell price for the quote's tier; without a cost item neither can
 * be filled, so both messages show.
 */
export const ZQuoteItemCreateSchema = z
  .object({
    cost_matrix_id: z.coerce.number({ error: QUOTE_MESSAGES.selectCostItem }).int({ error: QUOTE_MESSAGES.selectCostItem }).positive({ error: QUOTE_MESSAGES.selectCostItem }).max(MAX_ID, { error: QUOTE_MESSAGES.selectCostItem }),
    quantity: zOptionalQuantity(),
    details: zText(10_000),
    cost_rate: zOptionalMoney(),
    quote_rate: zOptionalMoney(),
    /** defaults to the highest sequence + 1 */
    sequence: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .refine((v) => !(isBlankInput(v.quote_rate) && !validId(v.cost_matrix_id)), { message: QUOTE_MESSAGES.enterQuoteRate, path: ['quote_rate'], when: whenObject });
export type TQuoteItemCreate = z.infer<typeof ZQuoteItemCreateSchema>;

/** POST /quotes/{id}/items/{itemId}: only the sent fields change; an empty rate is pre-filled again. */
export const ZQuoteItemUpdateSchema = z.object({
  cost_matrix_id: z.coerce.number({ error: QUOTE_MESSAGES.selectCostItem }).int({ error: QUOTE_MESSAGES.selectCostItem }).positive({ error: QUOTE_MESSAGES.selectCostItem }).max(MAX_ID, { error: QUOTE_MESSAGES.selectCostItem }).optional(),
  quantity: zOptionalQuantity(),
  details: zText(10_000),
  cost_rate: z.union([z.string(), z.number(), z.null()]).optional(),
  quote_rate: z.union([z.string(), z.number(), z.null()]).optional(),
  sequence: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type TQuoteItemUpdate = z.infer<typeof ZQuoteItemUpdateSchema>;

/** Answer of item create, update and delete: the item and the quote's new totals. */
export const ZQuoteItemResultSchema = z.object({ item: ZQuoteItemSchema, summary: ZLineTotalsSchema, total_value: z.string() });
export const ZQuoteItemListSchema = z.object({ data: z.array(ZQuoteItemSchema), summary: ZLineTotalsSchema });

/** GET /quotes/{id}/amount */
export const ZQuoteAmountSchema = ZLineTotalsSchema.extend({ id: z.number(), quote_number: z.string(), total_value: z.string() });
