import { z } from 'zod';
import { MONEY_INVALID, QUANTITY_INVALID, isBlankInput as isBlank, parseMoneyInput, parseQuantityInput } from './line-items.input.ts';

/** Field schemas and shapes shared by the line items of quotes, orders and invoices. */

/** A required amount; `message` when it is missing. Output: a decimal string with two places. */
export const zMoney = (message: string = MONEY_INVALID) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const parsed = parseMoneyInput(v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: MONEY_INVALID });
      return z.NEVER;
    }
    return parsed;
  });

/** An amount that may be left empty ('' and null read as not given). */
export const zOptionalMoney = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return undefined;
      const parsed = parseMoneyInput(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: MONEY_INVALID });
        return z.NEVER;
      }
      return parsed;
    });

/** A free-text amount that may be cleared: not sent stays undefined, '' or null is 0.00. */
export const zMoneyOrZero = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (isBlank(v)) return '0.00';
      const parsed = parseMoneyInput(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: MONEY_INVALID });
        return z.NEVER;
      }
      return parsed;
    });

/** An optional quantity ('' and null read as not given). */
export const zOptionalQuantity = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return undefined;
      const parsed = parseQuantityInput(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: QUANTITY_INVALID });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * `when` for an object-level refine that must also run when a field failed (to show its
 * message beside the others): only when the input is an object at all, since a body of
 * `null` or `1` reaches the check too.
 */
export const whenObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** Totals of a set of lines (see lineTotals). */
export const ZLineTotalsSchema = z.object({
  total_quantity: z.string(),
  total_cost: z.string(),
  /** sum of the line amounts ex GST: total quoted (quotes), total sell (orders) */
  total: z.string(),
  gst: z.string(),
  total_inc_gst: z.string(),
  gross_profit: z.string(),
});
export type TLineTotalsResult = z.infer<typeof ZLineTotalsSchema>;

/** The cost record an item is priced from, flattened onto the item. */
export const ZLineCostFieldsSchema = z.object({
  cost_matrix_id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  cost_description: z.string(),
  sell_basis: z.string(),
});

export const zOrder = z.enum(['asc', 'desc']);
