import { z } from 'zod';
import { SELL_BASES } from '../common/constants.ts';
import { MAX_ID, zId, zRequiredString } from '../common/fields.ts';
import { zMoneyOrZero } from '../line-items/line-items.schemas.ts';
import { COST_MATRIX_MESSAGES } from './cost-matrix.constants.ts';

/** A cost record with its sell price per tier. Amounts are decimal strings. */
export const ZCostMatrixRecordSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  category: z.object({ id: z.number(), name: z.string() }),
  description: z.string(),
  sell_basis: z.enum(SELL_BASES),
  cost: z.string(),
  sell_tier1: z.string(),
  sell_tier2: z.string(),
  sell_tier3: z.string(),
  sell_tier4: z.string(),
  xero_code: z.string().nullable(),
});
export type TCostMatrixRecord = z.infer<typeof ZCostMatrixRecordSchema>;

/** GET /cost-matrix: paged (20 a page unless ipp), by category name then description. */
export const ZCostMatrixListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
  category_id: zId.optional().or(z.literal('').transform(() => undefined)),
  sell_basis: z.enum(SELL_BASES).optional().or(z.literal('').transform(() => undefined)),
  kw: z.string().trim().max(200).optional(),
});
export type TCostMatrixListQuery = z.infer<typeof ZCostMatrixListQuerySchema>;

const zCategoryId = z.coerce
  .number({ error: COST_MATRIX_MESSAGES.selectCategory })
  .int({ error: COST_MATRIX_MESSAGES.selectCategory })
  .positive({ error: COST_MATRIX_MESSAGES.selectCategory })
  .max(MAX_ID, { error: COST_MATRIX_MESSAGES.selectCategory });
const zSellBasis = z.enum(SELL_BASES, { error: COST_MATRIX_MESSAGES.selectSellBasis });

/** POST /cost-matrix. Cost, tiers and xero code are free text; empty amounts are 0. */
export const ZCostMatrixCreateSchema = z.object({
  category_id: zCategoryId,
  description: zRequiredString().pipe(z.string().max(2000)),
  sell_basis: zSellBasis.default('quantity'),
  cost: zMoneyOrZero(),
  sell_tier1: zMoneyOrZero(),
  sell_tier2: zMoneyOrZero(),
  sell_tier3: zMoneyOrZero(),
  sell_tier4: zMoneyOrZero(),
  xero_code: z.string().trim().max(64).nullish(),
});
export type TCostMatrixCreate = z.infer<typeof ZCostMatrixCreateSchema>;

/** POST /cost-matrix/{id}: only the changed fields; an empty body changes nothing and succeeds. */
export const ZCostMatrixUpdateSchema = z.object({
  category_id: zCategoryId.optional(),
  description: zRequiredString().pipe(z.string().max(2000)).optional(),
  sell_basis: zSellBasis.optional(),
  cost: zMoneyOrZero(),
  sell_tier1: zMoneyOrZero(),
  sell_tier2: zMoneyOrZero(),
  sell_tier3: zMoneyOrZero(),
  sell_tier4: zMoneyOrZero(),
  xero_code: z.string().trim().max(64).nullish(),
});
export type TCostMatrixUpdate = z.infer<typeof ZCostMatrixUpdateSchema>;
