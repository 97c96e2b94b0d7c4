import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './invoice-item-cache';

/** Only the changed fields (spec 2 section 5); an emptied rate is pre-filled again by the server. */
export type TInvoiceItemUpdateInput = {
  cost_matrix_id?: number;
  description?: string;
  quantity?: string | null;
  rate?: string | null;
};

/** POST /invoices/{id}/items/{itemId}: answers {item, summary, total_value}. */
export function updateInvoiceItem(invoiceId: number, itemId: number, body: TInvoiceItemUpdateInput) {
  return apiRequest(`/invoices/${invoiceId}/items/${itemId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceItemResultSchema });
}

export function useUpdateInvoiceItem(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TInvoiceItemUpdateInput }) => updateInvoiceItem(invoiceId, itemId, body),
    onSuccess: (result) => applyItemResult(queryClient, invoiceId, result, 'upsert'),
  });
}
