import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /quotes/{id}: the quote with its items, totals and next sequence number. */
export function getQuote(quoteId: number, signal?: AbortSignal) {
  return apiRequest(`/quotes/${quoteId}`, { schema: ZQuoteSchema, signal });
}

export const quoteQueryKey = (quoteId: number) => ['quotes', 'detail', quoteId] as const;

export function quoteQueryOptions(quoteId: number) {
  return queryOptions({
    queryKey: quoteQueryKey(quoteId),
    queryFn: ({ signal }) => getQuote(quoteId, signal),
  });
}

export function useQuote(quoteId: number | null) {
  return useQuery({ ...quoteQueryOptions(quoteId ?? 0), enabled: quoteId !== null && Number.isInteger(quoteId) && quoteId > 0 });
}
