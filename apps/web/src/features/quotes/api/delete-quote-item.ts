import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './quote-item-cache';

/** DELETE /quotes/{id}/items/{itemId}: answers the removed line and the new totals. */
export function deleteQuoteItem(quoteId: number, itemId: number) {
  return apiRequest(`/quotes/${quoteId}/items/${itemId}`, { method: 'DELETE', schema: import.meta.env.DEV && ZQuoteItemResultSchema });
}

export type TDeleteQuoteItemInput = { quoteId: number; itemId: number };

export function useDeleteQuoteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, itemId }: TDeleteQuoteItemInput) => deleteQuoteItem(quoteId, itemId),
    onSuccess: (result, { quoteId }) => applyItemResult(client, quoteId, result, 'remove'),
  });
}
