import type { TCostMatrixCreate, TCostMatrixRecord, TCostMatrixUpdate } from '@jobflow/contract';

export const MONEY_FIELDS = ['cost', 'sell_tier1', 'sell_tier2', 'sell_tier3', 'sell_tier4'] as const;
export type TMoneyField = (typeof MONEY_FIELDS)[number];

/**
 * The fields of a valid form (as the contract's create schema outputs them) that differ from
 * the record: an edit sends only these (spec 2 section 5). An emptied xero code is sent as null.
 */
export function changedFields(record: TCostMatrixRecord, next: TCostMatrixCreate): Partial<TCostMatrixUpdate> {
  const out: Partial<TCostMatrixUpdate> = {};
  if (next.category_id !== record.category_id) out.category_id = next.category_id;
  if (next.description !== record.description) out.description = next.description;
  if (next.sell_basis !== record.sell_basis) out.sell_basis = next.sell_basis;
  for (const key of MONEY_FIELDS) if (next[key] !== undefined && next[key] !== record[key]) out[key] = next[key];
  const xero = next.xero_code ?? '';
  if (xero !== (record.xero_code ?? '')) out.xero_code = xero || null;
  return out;
}
