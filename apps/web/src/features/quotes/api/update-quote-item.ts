import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZQuoteItemResultSchema, type ZQuoteItemUpdateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './quote-item-cache';

/** POST /quotes/{id}/items/{itemId}: only the changed fields; refused (409) once invoiced. */
/** Only the changed fields, as sent. */
export type TQuoteItemUpdateBody = z.input<typeof ZQuoteItemUpdateSchema>;

export function updateQuoteItem(quoteId: number, itemId: number, body: TQuoteItemUpdateBody) {
  return apiRequest(`/quotes/${quoteId}/items/${itemId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZQuoteItemResultSchema });
}

export type TUpdateQuoteItemInput = { quoteId: number; itemId: number; body: TQuoteItemUpdateBody };

export function useUpdateQuoteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, itemId, body }: TUpdateQuoteItemInput) => updateQuoteItem(quoteId, itemId, body),
    onSuccess: (result, { quoteId }) => applyItemResult(client, quoteId, result, 'upsert'),
  });
}
