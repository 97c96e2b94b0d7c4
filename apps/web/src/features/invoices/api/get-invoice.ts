import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /invoices/{id}: the invoice with its fields, items and totals. */
export function getInvoice(invoiceId: number, signal?: AbortSignal) {
  return apiRequest(`/invoices/${invoiceId}`, { schema: ZInvoiceSchema, signal });
}

export const invoiceQueryKey = (invoiceId: number) => ['invoices', 'detail', invoiceId] as const;

export function invoiceQueryOptions(invoiceId: number) {
  return queryOptions({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: ({ signal }) => getInvoice(invoiceId, signal),
  });
}

export function useInvoice(invoiceId: number) {
  return useQuery({ ...invoiceQueryOptions(invoiceId), enabled: Number.isInteger(invoiceId) && invoiceId > 0 });
}
