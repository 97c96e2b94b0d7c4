import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceListResultSchema, type TInvoiceStatus } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** The list's query (requested unpaged). */
export type TInvoicesParams = {
  kw?: string;
  status?: TInvoiceStatus;
  client_id?: number;
  job_id?: number;
};

/** GET /invoices (ipp=all): every matching invoice, newest invoice date first, with their totals. */
export function getInvoices(params: TInvoicesParams, signal?: AbortSignal) {
  return apiRequest('/invoices', { query: { ipp: 'all', ...params }, schema: ZInvoiceListResultSchema, signal });
}

/** Every cached list of invoices (the invoices page, a job's INVOICES panel). */
export const invoicesListQueryKey = ['invoices', 'list'] as const;

export function invoicesQueryOptions(params: TInvoicesParams) {
  return queryOptions({
    queryKey: [...invoicesListQueryKey, params],
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(params: TInvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}
