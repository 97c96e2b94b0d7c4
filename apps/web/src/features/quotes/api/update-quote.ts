import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteSaveResultSchema, type TQuoteSaveResult, type TQuoteUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { quoteQueryKey } from './get-quote';
import { quotesQueryKey } from './get-quotes';

/**
 * POST /quotes/{id}: the status or any fields. The answer says whether the change created the
 * quote's job (approving a quote without one), with the message 'A job has been created'.
 */
export function updateQuote(quoteId: number, body: TQuoteUpdate) {
  return apiRequest(`/quotes/${quoteId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZQuoteSaveResultSchema });
}

export type TUpdateQuoteInput = { quoteId: number; body: TQuoteUpdate };

/** Keeps the quote's page and the lists in step; the caller shows the toasts. */
export function useUpdateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: TUpdateQuoteInput) => updateQuote(quoteId, body),
    onSuccess: (saved: TQuoteSaveResult) => {
      const { job_created: _created, message: _message, ...quote } = saved;
      client.setQueryData(quoteQueryKey(quote.id), quote);
      void client.invalidateQueries({ queryKey: quotesQueryKey });
      // A new job joins the jobs lists and the shared option lists.
      if (saved.job_created) {
        void client.invalidateQueries({ queryKey: ['jobs'] });
        void client.invalidateQueries({ queryKey: ['session', 'options'] });
      }
    },
  });
}
