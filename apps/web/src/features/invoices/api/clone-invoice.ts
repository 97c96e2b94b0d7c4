import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceSchema, type TCloneNumberMode } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

export type TCloneInvoiceInput = { invoiceId: number; invoiceNumber: TCloneNumberMode; jobNumber: 'keep' | 'none' };

/** POST /invoices/{id}/clone {id, invoiceNumber seq|new, jobNumber keep|none}: the copy, with its items. */
export function cloneInvoice({ invoiceId, invoiceNumber, jobNumber }: TCloneInvoiceInput) {
  return apiRequest(`/invoices/${invoiceId}/clone`, { method: 'POST', body: { id: invoiceId, invoiceNumber, jobNumber }, schema: import.meta.env.DEV && ZInvoiceSchema });
}

export function useCloneInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      // The original's next sequence letter moved on too.
      void queryClient.invalidateQueries({ queryKey: ['invoices', 'detail'] });
      return queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
    },
  });
}
