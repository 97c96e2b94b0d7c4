import {
  lineAmounts,
  parseMoneyInput,
  parseQuantityInput,
  tierSellPrice,
  toCents,
  toDecimal2,
  MONEY_INVALID,
  QUANTITY_INVALID,
  type TCostPrices,
} from '@jobflow/contract';
import type { TFieldErrors } from '@/lib/validate';

/**
 * Pure rules behind the line-item widgets shared by quotes and orders (and later invoices):
 * the row shape the table shows, its sorting, and the item form's pre-fill, checks and the
 * body it sends.
 */

/**
 * One line as the table shows it. Quotes map quote_rate/quoted to rate/amount, orders
 * sell_rate/sell; keep the original fields too (the table hands the record back as given).
 */
export type TLineItem = {
  id: number;
  /** quotes only: the # column */
  sequence?: number;
  category_id: number;
  category_name: string;
  cost_matrix_id: number;
  cost_description: string;
  sell_basis: string;
  quantity: string;
  details: string | null;
  cost_rate: string;
  /** quote rate or sell rate */
  rate: string;
  markup: string;
  cost: string;
  /** quoted or sell amount */
  amount: string;
  /** on an invoice: it can no longer change */
  invoiced: boolean;
};

/** Columns the items table sorts by (client-side; the PDF takes the same keys for quotes). */
export const LINE_ITEM_SORT_KEYS = ['sequence', 'category', 'item', 'details', 'quantity', 'markup', 'cost_rate', 'cost', 'rate', 'amount'] as const;
export type TLineItemSortKey = (typeof LINE_ITEM_SORT_KEYS)[number];
export type TLineItemSort = { key: TLineItemSortKey; order: 'asc' | 'desc' };

const MONEY_KEYS = { quantity: 'quantity', markup: 'markup', cost_rate: 'cost_rate', cost: 'cost', rate: 'rate', amount: 'amount' } as const;
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
const decimal = (a: string, b: string) => {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

function compareBy(a: TLineItem, b: TLineItem, key: TLineItemSortKey): number {
  switch (key) {
    case 'sequence':
      return (a.sequence ?? a.id) - (b.sequence ?? b.id);
    case 'category':
      return text(a.category_name, b.category_name);
    case 'item':
      return text(a.cost_description, b.cost_description);
    case 'details':
      return text(a.details ?? '', b.details ?? '');
    default:
      return decimal(a[MONEY_KEYS[key]], b[MONEY_KEYS[key]]);
  }
}

/** The lines in the chosen order; ties keep sequence (or id) order so rows never jump. */
export function sortLineItems<T extends TLineItem>(items: readonly T[], sort: TLineItemSort): T[] {
  const dir = sort.order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => dir * compareBy(a, b, sort.key) || compareBy(a, b, 'sequence'));
}

/** The item form as typed: ids as the selects hold them, amounts as text. */
export type TLineItemValues = {
  categoryId: string | null;
  costMatrixId: string | null;
  quantity: string;
  details: string;
  costRate: string;
  rate: string;
};

/** What an item sends: the consumer renames `rate` (quote_rate, sell_rate). */
export type TLineItemPayload = {
  cost_matrix_id?: number;
  quantity?: string;
  details?: string | null;
  cost_rate?: string | null;
  rate?: string | null;
};

export type TLineItemMessages = {
  /** 'Please select the cost item' */
  selectCostItem: string;
  /** 'Please enter the quote rate' / 'Please enter the order rate' */
  enterRate: string;
  /** Orders: 'Please enter the details'; quotes leave details optional. */
  enterDetails?: string;
};

export const emptyLineItemValues = (categoryId: string | null): TLineItemValues => ({
  categoryId,
  costMatrixId: null,
  quantity: '1',
  details: '',
  costRate: '',
  rate: '',
});

/** The form filled from an existing line (edit). */
export function lineItemValuesOf(item: TLineItem): TLineItemValues {
  return {
    categoryId: String(item.category_id),
    costMatrixId: String(item.cost_matrix_id),
    quantity: item.quantity,
    details: item.details ?? '',
    costRate: item.cost_rate,
    rate: item.rate,
  };
}

/** Spec 2 section 5: the default category is id 1 when the agency has it, else the first one. */
export function defaultCategoryId(categories: ReadonlyArray<{ id: number }>): string | null {
  const one = categories.find((c) => c.id === 1) ?? categories[0];
  return one ? String(one.id) : null;
}

/** Which rates the user typed themselves: those are never overwritten by a pre-fill. */
export type TRateTouched = { costRate: boolean; rate: boolean };

/**
 * Choosing a cost item fills the cost rate from the record's cost and the rate from its sell
 * price for the tier, where the field is empty or was itself filled by an earlier pick.
 */
export function applyCostRecord(values: TLineItemValues, record: TCostPrices & { id: number }, tier: string | null | undefined, touched: TRateTouched): TLineItemValues {
  const keeps = (value: string, isTouched: boolean) => isTouched && value.trim() !== '';
  return {
    ...values,
    costMatrixId: String(record.id),
    costRate: keeps(values.costRate, touched.costRate) ? values.costRate : toDecimal2(record.cost),
    rate: keeps(values.rate, touched.rate) ? values.rate : tierSellPrice(record, tier),
  };
}

/** The cost item to pick by itself: the only record of the category, else none. */
export function autoPickRecord<T>(records: readonly T[]): T | null {
  return records.length === 1 ? records[0] : null;
}

/** Field messages of the item form (field keys: cost_matrix_id, quantity, details, cost_rate, rate). */
export function validateLineItem(values: TLineItemValues, messages: TLineItemMessages): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!values.costMatrixId) errors.cost_matrix_id = messages.selectCostItem;
  if (values.quantity.trim() !== '' && parseQuantityInput(values.quantity) === null) errors.quantity = QUANTITY_INVALID;
  if (messages.enterDetails && !values.details.trim()) errors.details = messages.enterDetails;
  if (values.costRate.trim() !== '' && parseMoneyInput(values.costRate) === null) errors.cost_rate = MONEY_INVALID;
  if (!values.rate.trim()) errors.rate = messages.enterRate;
  else if (parseMoneyInput(values.rate) === null) errors.rate = MONEY_INVALID;
  return errors;
}

/** Normalised form values: what they mean, for sending and comparing. */
function normalised(values: TLineItemValues): Required<TLineItemPayload> {
  const money = (v: string) => (v.trim() === '' ? null : (parseMoneyInput(v) ?? v.trim()));
  return {
    cost_matrix_id: Number(values.costMatrixId),
    quantity: parseQuantityInput(values.quantity.trim() === '' ? '0' : values.quantity) ?? values.quantity.trim(),
    details: values.details.trim() === '' ? null : values.details.trim(),
    cost_rate: money(values.costRate),
    rate: money(values.rate),
  };
}

/**
 * The body to send: every field for a new line; for an edit only the fields that changed
 * (spec 2 section 5), which may be none.
 */
export function lineItemPayload(values: TLineItemValues, initial?: TLineItemValues): TLineItemPayload {
  const next = normalised(values);
  if (!initial) return next;
  const before = normalised(initial);
  const out: TLineItemPayload = {};
  for (const key of Object.keys(next) as Array<keyof TLineItemPayload>) {
    if (next[key] !== before[key]) Object.assign(out, { [key]: next[key] });
  }
  return out;
}

/** The line's cost, amount and markup while the form is typed (what the server will compute). */
export function previewAmounts(values: TLineItemValues) {
  const quantity = parseQuantityInput(values.quantity) ?? '0';
  return lineAmounts({ quantity, cost_rate: parseMoneyInput(values.costRate) ?? '0', rate: parseMoneyInput(values.rate) ?? '0' });
}

/** The words a delete confirmation and its toast use for a line: its details, else its cost item. */
export const lineItemName = (item: Pick<TLineItem, 'details' | 'cost_description'>) => item.details?.trim() || item.cost_description;

/** Server field names of a 422 mapped onto the form's (quote_rate → rate). */
export function mapServerFieldErrors(errors: TFieldErrors, rateField: string): TFieldErrors {
  const out: TFieldErrors = {};
  for (const [field, message] of Object.entries(errors)) out[field === rateField ? 'rate' : field] = message;
  return out;
}
