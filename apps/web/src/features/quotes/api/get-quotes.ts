import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteListResultSchema, type TQuoteListQuery } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { prefetchListQuery } from '@/lib/prefetch';
import { wholeList } from '@/lib/whole-list';
import { quotesParamsOf, readQuotesUrlState } from '../components/quotes-url-state';

/** The list filters as the API takes them (the list is requested unpaged). */
export type TQuotesParams = Partial<Omit<TQuoteListQuery, 'exclude_status'>> & { exclude_status?: string };

/**
 * GET /quotes?ipp=all: every matching quote with the TOTAL QUOTES footer figures; with a number
 * of rows instead, the first so many of them (with the same totals: lib/whole-list.ts).
 */
export function getQuotes(params: TQuotesParams, signal?: AbortSignal, errors: GlobalErrorMode = 'all', ipp: number | 'all' = 'all', readAfter?: Promise<void>) {
  return apiRequest('/quotes', { query: { ipp, ...params }, readAfter, schema: import.meta.env.DEV && ZQuoteListResultSchema, errors, signal });
}

/** The list's query function: its first rows, then the rest (lib/whole-list.ts). */
const quotesListFn = (params: TQuotesParams, errors?: GlobalErrorMode) => wholeList((ipp, signal, readAfter) => getQuotes(params, signal, errors, ipp, readAfter));

export const quotesQueryKey = ['quotes', 'list'] as const;

export function quotesQueryOptions(params: TQuotesParams) {
  return queryOptions({
    queryKey: [...quotesQueryKey, params],
    queryFn: quotesListFn(params),
    // Keep the rows on screen while the next sort or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(params: TQuotesParams) {
  return useQuery(quotesQueryOptions(params));
}

/** From the route's loader, before the page renders (lib/prefetch.ts): the list the URL asks for, unless such a list is on screen. */
export function prefetchQuotes(search: URLSearchParams): void {
  const params = quotesParamsOf(readQuotesUrlState(search));
  prefetchListQuery(quotesQueryOptions(params).queryKey, quotesListFn(params, 'none'));
}
