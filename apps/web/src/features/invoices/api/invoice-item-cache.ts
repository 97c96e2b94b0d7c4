import type { QueryClient } from '@tanstack/react-query';
import type { TInvoice, TInvoiceItem, TInvoiceSummary } from '@jobflow/contract';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

export type TInvoiceItemResult = { item: TInvoiceItem; summary: TInvoiceSummary; total_value: string };

/** The invoice's items after one item call: the item added, replaced or removed. */
export function withItemResult(invoice: TInvoice, result: TInvoiceItemResult, change: 'upsert' | 'remove'): TInvoice {
  const others = invoice.items.filter((i) => i.id !== result.item.id);
  const exists = others.length !== invoice.items.length;
  const items =
    change === 'remove' ? others : exists ? invoice.items.map((i) => (i.id === result.item.id ? result.item : i)) : [...invoice.items, result.item];
  return { ...invoice, items, summary: result.summary, total_value: result.total_value };
}

/**
 * Every item call answers the item with the invoice's new totals: the page's copy takes them
 * at once, and the lists showing the invoice's value refresh.
 */
export function applyItemResult(queryClient: QueryClient, invoiceId: number, result: TInvoiceItemResult, change: 'upsert' | 'remove') {
  queryClient.setQueryData<TInvoice>(invoiceQueryKey(invoiceId), (invoice) => (invoice ? withItemResult(invoice, result, change) : invoice));
  void queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
}
