import { INVOICE_MESSAGES, MONEY_INVALID, QUANTITY_INVALID, parseMoneyInput, parseQuantityInput, type TInvoiceItem } from '@jobflow/contract';
import type { TFieldErrors } from '@/lib/validate';
import type { TInvoiceItemUpdateInput } from '../api/update-invoice-item';

/**
 * The invoice item form (spec 2 section 5): cost item and description required, quantity and
 * rate optional (an empty rate is the cost record's tier1 sell price, filled in by the server).
 * Invoice lines carry no cost, so unlike the quote and order form there is no cost rate.
 */
export type TInvoiceItemValues = {
  categoryId: string | null;
  costMatrixId: string | null;
  description: string;
  quantity: string;
  rate: string;
};

export const emptyInvoiceItemValues = (): TInvoiceItemValues => ({ categoryId: null, costMatrixId: null, description: '', quantity: '1', rate: '' });

export function invoiceItemValuesOf(item: TInvoiceItem): TInvoiceItemValues {
  return {
    categoryId: item.cost ? String(item.cost.category_id) : null,
    costMatrixId: item.cost_matrix_id ? String(item.cost_matrix_id) : null,
    description: item.description,
    quantity: item.quantity,
    rate: item.rate,
  };
}

export function validateInvoiceItem(values: TInvoiceItemValues): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!values.costMatrixId) errors.cost_matrix_id = INVOICE_MESSAGES.selectCostItem;
  if (!values.description.trim()) errors.description = INVOICE_MESSAGES.enterDescription;
  if (values.quantity.trim() !== '' && parseQuantityInput(values.quantity) === null) errors.quantity = QUANTITY_INVALID;
  if (values.rate.trim() !== '' && parseMoneyInput(values.rate) === null) errors.rate = MONEY_INVALID;
  return errors;
}

type TNormalised = { cost_matrix_id: number; description: string; quantity: string; rate: string | null };

function normalised(values: TInvoiceItemValues): TNormalised {
  return {
    cost_matrix_id: Number(values.costMatrixId),
    description: values.description.trim(),
    quantity: parseQuantityInput(values.quantity.trim() === '' ? '0' : values.quantity) ?? values.quantity.trim(),
    rate: values.rate.trim() === '' ? null : (parseMoneyInput(values.rate) ?? values.rate.trim()),
  };
}

/** Every field for a new line; for an edit only the fields that changed (which may be none). */
export function invoiceItemPayload(values: TInvoiceItemValues, initial?: TInvoiceItemValues): TInvoiceItemUpdateInput {
  const next = normalised(values);
  if (!initial) return next;
  const before = normalised(initial);
  const out: TInvoiceItemUpdateInput = {};
  for (const key of Object.keys(next) as Array<keyof TNormalised>) {
    if (next[key] !== before[key]) Object.assign(out, { [key]: next[key] });
  }
  return out;
}
