import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceMoveResultSchema, type TInvoiceMoveItem } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './invoice-item-cache';
import { relatedQueryKey } from './get-related-items';

/** POST /invoices/{id}/move-item {type, id}: a related item of the job becomes an invoice line. */
export function moveItem(invoiceId: number, body: TInvoiceMoveItem) {
  return apiRequest(`/invoices/${invoiceId}/move-item`, { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceMoveResultSchema });
}

export function useMoveItem(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoiceMoveItem) => moveItem(invoiceId, body),
    onSuccess: (result) => {
      applyItemResult(queryClient, invoiceId, result, 'upsert');
      // Moving a task or a time record can change what the other tabs offer.
      return queryClient.invalidateQueries({ queryKey: relatedQueryKey(invoiceId) });
    },
  });
}
