import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZQuoteItemResultSchema, type ZQuoteItemCreateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './quote-item-cache';

/** POST /quotes/{id}/items: a new line (empty rates are filled from the cost record); answers it with the new totals. */
/** The body as sent: the server fills empty rates and parses amounts typed as text. */
export type TQuoteItemCreateBody = z.input<typeof ZQuoteItemCreateSchema>;

export function createQuoteItem(quoteId: number, body: TQuoteItemCreateBody) {
  return apiRequest(`/quotes/${quoteId}/items`, { method: 'POST', body, schema: import.meta.env.DEV && ZQuoteItemResultSchema });
}

export type TCreateQuoteItemInput = { quoteId: number; body: TQuoteItemCreateBody };

export function useCreateQuoteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: TCreateQuoteItemInput) => createQuoteItem(quoteId, body),
    onSuccess: (result, { quoteId }) => applyItemResult(client, quoteId, result, 'upsert'),
  });
}
