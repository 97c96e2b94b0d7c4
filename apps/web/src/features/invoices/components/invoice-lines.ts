import { INVOICE_ITEM_TYPE_LABELS, type TInvoiceItem } from '@jobflow/contract';
import type { TLineItem } from '@/ui/line-items/line-item-rules';

/**
 * An invoice line in the shared line-item row shape: its description is the details. Invoice
 * lines carry no cost rate; a line without a cost record (cost null) has no category or item.
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

/** The words a delete confirmation and its toast use for a line: its description, else its cost item. */
export const invoiceLineName = (item: TInvoiceItem) => item.description.trim() || item.cost?.description || 'This';
