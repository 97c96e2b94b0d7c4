import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceSchema } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { afterPrefetch, prefetchQuery } from '@/lib/prefetch';

/** GET /invoices/{id}: the invoice with its fields, items and totals. */
export function getInvoice(invoiceId: number, signal?: AbortSignal, errors: GlobalErrorMode = 'all') {
  return apiRequest(`/invoices/${invoiceId}`, { schema: import.meta.env.DEV && ZInvoiceSchema, signal, errors });
}

export const invoiceQueryKey = (invoiceId: number) => ['invoices', 'detail', invoiceId] as const;

export function invoiceQueryOptions(invoiceId: number) {
  return queryOptions({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: afterPrefetch(invoiceQueryKey(invoiceId), ({ signal }) => getInvoice(invoiceId, signal)),
  });
}

/** From the route's loader, before the page renders (lib/prefetch.ts). */
export function prefetchInvoice(invoiceId: number): void {
  if (Number.isInteger(invoiceId) && invoiceId > 0) prefetchQuery(invoiceQueryKey(invoiceId), ({ signal }) => getInvoice(invoiceId, signal, 'none'));
}

export function useInvoice(invoiceId: number) {
  return useQuery({ ...invoiceQueryOptions(invoiceId), enabled: Number.isInteger(invoiceId) && invoiceId > 0 });
}
