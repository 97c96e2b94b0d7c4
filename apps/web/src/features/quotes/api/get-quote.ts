import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteSchema } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { afterPrefetch, prefetchQuery } from '@/lib/prefetch';

/** GET /quotes/{id}: the quote with its items, totals and next sequence number. */
export function getQuote(quoteId: number, signal?: AbortSignal, errors: GlobalErrorMode = 'all') {
  return apiRequest(`/quotes/${quoteId}`, { schema: import.meta.env.DEV && ZQuoteSchema, signal, errors });
}

export const quoteQueryKey = (quoteId: number) => ['quotes', 'detail', quoteId] as const;

export function quoteQueryOptions(quoteId: number) {
  return queryOptions({
    queryKey: quoteQueryKey(quoteId),
    queryFn: afterPrefetch(quoteQueryKey(quoteId), ({ signal }) => getQuote(quoteId, signal)),
  });
}

/** From the route's loader, before the page renders (lib/prefetch.ts). */
export function prefetchQuote(quoteId: number): void {
  if (Number.isInteger(quoteId) && quoteId > 0) prefetchQuery(quoteQueryKey(quoteId), ({ signal }) => getQuote(quoteId, signal, 'none'));
}

export function useQuote(quoteId: number | null) {
  return useQuery({ ...quoteQueryOptions(quoteId ?? 0), enabled: quoteId !== null && Number.isInteger(quoteId) && quoteId > 0 });
}
