import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteSchema, type TQuoteCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { quoteQueryKey } from './get-quote';
import { quotesQueryKey } from './get-quotes';

/** POST /quotes: a new pending quote, numbered by its id and priced at its client's tier. */
export function createQuote(body: TQuoteCreate) {
  return apiRequest('/quotes', { method: 'POST', body, schema: import.meta.env.DEV && ZQuoteSchema });
}

export function useCreateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (quote) => {
      client.setQueryData(quoteQueryKey(quote.id), quote);
      return client.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
