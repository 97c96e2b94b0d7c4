import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceListResultSchema, type TInvoiceStatus } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { prefetchListQuery } from '@/lib/prefetch';
import { wholeList } from '@/lib/whole-list';
import { invoicesParamsOf, readInvoicesUrlState } from '../components/invoices-url-state';

/** The list's query (requested unpaged). */
export type TInvoicesParams = {
  kw?: string;
  status?: TInvoiceStatus;
  client_id?: number;
  job_id?: number;
};

/**
 * GET /invoices (ipp=all): every matching invoice, newest invoice date first, with their totals;
 * with a number of rows instead, the first so many of them (with the same totals: lib/whole-list.ts).
 */
export function getInvoices(params: TInvoicesParams, signal?: AbortSignal, errors: GlobalErrorMode = 'all', ipp: number | 'all' = 'all', readAfter?: Promise<void>) {
  return apiRequest('/invoices', { query: { ipp, ...params }, readAfter, schema: import.meta.env.DEV && ZInvoiceListResultSchema, errors, signal });
}

/** The list's query function: its first rows, then the rest (lib/whole-list.ts). */
const invoicesListFn = (params: TInvoicesParams, errors?: GlobalErrorMode) => wholeList((ipp, signal, readAfter) => getInvoices(params, signal, errors, ipp, readAfter));

/** Every cached list of invoices (the invoices page, a job's INVOICES panel). */
export const invoicesListQueryKey = ['invoices', 'list'] as const;

export function invoicesQueryOptions(params: TInvoicesParams) {
  return queryOptions({
    queryKey: [...invoicesListQueryKey, params],
    queryFn: invoicesListFn(params),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(params: TInvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}

/** From the route's loader, before the page renders (lib/prefetch.ts): the list the URL asks for, unless such a list is on screen. */
export function prefetchInvoices(search: URLSearchParams): void {
  const params = invoicesParamsOf(readInvoicesUrlState(search));
  prefetchListQuery(invoicesQueryOptions(params).queryKey, invoicesListFn(params, 'none'));
}
