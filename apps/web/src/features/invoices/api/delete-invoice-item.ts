import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './invoice-item-cache';
import { relatedQueryKey } from './get-related-items';

/** DELETE /invoices/{id}/items/{itemId}: answers the removed item and the new totals. */
export function deleteInvoiceItem(invoiceId: number, itemId: number) {
  return apiRequest(`/invoices/${invoiceId}/items/${itemId}`, { method: 'DELETE', schema: import.meta.env.DEV && ZInvoiceItemResultSchema });
}

export function useDeleteInvoiceItem(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => deleteInvoiceItem(invoiceId, itemId),
    onSuccess: (result) => {
      applyItemResult(queryClient, invoiceId, result, 'remove');
      // A removed line frees its source: the related lists offer it again (spec 2 section 4).
      void queryClient.invalidateQueries({ queryKey: relatedQueryKey(invoiceId) });
    },
  });
}
