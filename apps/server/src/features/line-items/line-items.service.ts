import { MONEY_INVALID, invalid, isBlankInput, parseMoneyInput, prefillRates, tierSellPrice } from '@jobflow/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { costMatrix } from '../../db/schema/index.ts';

/**
 * What quote, order (and invoice) items share: the cost record an item is priced from and
 * the rate rules of spec 2 section 5 (an empty rate is pre-filled, a sent one must be money).
 */

/** The agency's cost record with its cost and tier sell prices, or null. */
export async function findPricedCost(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: costMatrix.id,
      cost: costMatrix.cost,
      sell_tier1: costMatrix.sellTier1,
      sell_tier2: costMatrix.sellTier2,
      sell_tier3: costMatrix.sellTier3,
      sell_tier4: costMatrix.sellTier4,
    })
    .from(costMatrix)
    .where(and(eq(costMatrix.companyId, companyId), eq(costMatrix.id, id)));
  return row ?? null;
}
export type TPricedCost = NonNullable<Awaited<ReturnType<typeof findPricedCost>>>;

/** Parses a sent rate: not sent → undefined; empty → the pre-fill value; otherwise an amount (422 when it is not). */
export function rateOf(field: string, value: string | number | null | undefined, prefill: () => string): string | undefined {
  if (value === undefined) return undefined;
  if (isBlankInput(value)) return prefill();
  const parsed = parseMoneyInput(value);
  if (parsed === null) throw invalid({ [field]: [MONEY_INVALID] });
  return parsed;
}

/**
 * The rates an item edit changes: only the sent ones, an emptied one pre-filled again from the
 * cost record (cost) and its sell price for the tier (the item's own rate, named `rateField`).
 */
export function changedRates(
  input: { cost_rate?: string | number | null; rate?: string | number | null },
  rateField: string,
  cost: TPricedCost,
  tier: string | null | undefined,
): { costRate?: string; rate?: string } {
  const costRate = rateOf('cost_rate', input.cost_rate, () => prefillRates({}, cost, tier).cost_rate);
  const rate = rateOf(rateField, input.rate, () => tierSellPrice(cost, tier));
  return { ...(costRate !== undefined ? { costRate } : {}), ...(rate !== undefined ? { rate } : {}) };
}
