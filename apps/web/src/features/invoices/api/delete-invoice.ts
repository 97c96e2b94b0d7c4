import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

/** DELETE /invoices/{id}: the invoice and its lines (their sources become invoiceable again). */
export function deleteInvoice(invoiceId: number) {
  return apiRequest(`/invoices/${invoiceId}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string(), invoice_number: z.string() }),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (deleted) => {
      queryClient.removeQueries({ queryKey: invoiceQueryKey(deleted.id) });
      return queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
    },
  });
}
