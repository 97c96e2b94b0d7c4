import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteSchema, type TQuoteClone } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { quoteQueryKey } from './get-quote';
import { quotesQueryKey } from './get-quotes';

/** POST /quotes/{id}/clone: the copy, numbered 'seq' (12A, 12B ...) or 'new'; answers the copy. */
export function cloneQuote(quoteId: number, body: TQuoteClone) {
  return apiRequest(`/quotes/${quoteId}/clone`, { method: 'POST', body: { id: quoteId, ...body }, schema: import.meta.env.DEV && ZQuoteSchema });
}

export type TCloneQuoteInput = { quoteId: number; body: TQuoteClone };

export function useCloneQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: TCloneQuoteInput) => cloneQuote(quoteId, body),
    onSuccess: (copy) => {
      client.setQueryData(quoteQueryKey(copy.id), copy);
      // The family's next letter moved on: every member's next_sequence_number is stale.
      void client.invalidateQueries({ queryKey: ['quotes', 'detail'] });
      if (copy.job_id) void client.invalidateQueries({ queryKey: ['jobs'] });
      return client.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
