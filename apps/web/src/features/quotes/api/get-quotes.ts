import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteListResultSchema, type TQuoteListQuery } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { prefetchListQuery } from '@/lib/prefetch';
import { quotesParamsOf, readQuotesUrlState } from '../components/quotes-url-state';

/** The list filters as the API takes them (the list is requested unpaged). */
export type TQuotesParams = Partial<Omit<TQuoteListQuery, 'exclude_status'>> & { exclude_status?: string };

/** GET /quotes?ipp=all: every matching quote with the TOTAL QUOTES footer figures. */
export function getQuotes(params: TQuotesParams, signal?: AbortSignal, errors: GlobalErrorMode = 'all') {
  return apiRequest('/quotes', { query: { ipp: 'all', ...params }, schema: import.meta.env.DEV && ZQuoteListResultSchema, errors, signal });
}

export const quotesQueryKey = ['quotes', 'list'] as const;

export function quotesQueryOptions(params: TQuotesParams) {
  return queryOptions({
    queryKey: [...quotesQueryKey, params],
    queryFn: ({ signal }) => getQuotes(params, signal),
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
  prefetchListQuery(quotesQueryOptions(params).queryKey, (signal) => getQuotes(params, signal, 'none'));
}
