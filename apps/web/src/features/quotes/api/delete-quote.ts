import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { quoteQueryKey } from './get-quote';
import { quotesQueryKey } from './get-quotes';

/** DELETE /quotes/{id}: refused (409) while it has invoiced items or invoices. */
export function deleteQuote(quoteId: number) {
  return apiRequest(`/quotes/${quoteId}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string(), quote_number: z.string() }) });
}

export function useDeleteQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: (deleted) => {
      client.removeQueries({ queryKey: quoteQueryKey(deleted.id) });
      return client.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
