import { INVOICE_ITEM_TYPE_LABELS, type TInvoiceItem } from '@jobflow/contract';
import type { TLineItem, TLineItemPayload } from '@/ui/line-items/line-item-rules';
import type { TInvoiceItemUpdateInput } from '../api/update-invoice-item';

/**
 * An invoice line as the shared item dialog reads it: its description is the dialog's details,
 * its rate the dialog's rate. Invoice lines carry no cost rate; a line without a cost record
 * (cost null) has no category or item to show.
 */
export type TInvoiceLine = TLineItem & { source: TInvoiceItem; type_label: string };

export function toInvoiceLine(item: TInvoiceItem): TInvoiceLine {
  return {
    id: item.id,
    category_id: item.cost?.category_id ?? 0,
    category_name: item.cost?.category.name ?? '',
    cost_matrix_id: item.cost_matrix_id ?? 0,
    cost_description: item.cost?.description ?? '',
    sell_basis: 'quantity',
    quantity: item.quantity,
    details: item.description,
    cost_rate: '',
    rate: item.rate,
    markup: '0',
    cost: '0',
    amount: item.amount,
    invoiced: false,
    source: item,
    type_label: INVOICE_ITEM_TYPE_LABELS[item.type],
  };
}

/**
 * The shared dialog's payload as an invoice item body: details is the description, the rate
 * stays the rate and the cost rate (which invoices do not keep) is never sent.
 */
export function invoiceItemBody(payload: TLineItemPayload): TInvoiceItemUpdateInput {
  const { details, cost_rate: _costRate, ...rest } = payload;
  return { ...rest, ...(details === undefined || details === null ? {} : { description: details }) };
}

/** The words a delete confirmation and its toast use for a line: its description, else its cost item. */
export const invoiceLineName = (item: TInvoiceItem) => item.description.trim() || item.cost?.description || 'This';
