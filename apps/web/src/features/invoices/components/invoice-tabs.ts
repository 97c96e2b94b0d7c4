import type { TInvoiceMoveType } from '@jobflow/contract';

/** The invoice page's tabs (spec 2 "Invoice detail"), kept in the URL as ?tab=. */
export const INVOICE_TABS = [
  { value: 'details', label: 'INVOICE DETAILS', related: null },
  { value: 'quotes', label: 'RELATED QUOTES', related: 'quote' },
  { value: 'time', label: 'RELATED TIME', related: 'time' },
  { value: 'orders', label: 'RELATED ORDERS', related: 'order' },
  { value: 'tasks', label: 'RELATED TASKS', related: 'task' },
] as const satisfies ReadonlyArray<{ value: string; label: string; related: TInvoiceMoveType | null }>;

export type TInvoiceTab = (typeof INVOICE_TABS)[number]['value'];

/** The tab a ?tab= value names; anything else is the details tab. */
export function invoiceTabOf(value: string | null): TInvoiceTab {
  return INVOICE_TABS.find((t) => t.value === value)?.value ?? 'details';
}
