import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceSchema, type TInvoiceCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

/** POST /invoices {name, client_id, job_id, description}: a new pending invoice. */
export function createInvoice(body: TInvoiceCreate) {
  return apiRequest('/invoices', { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceSchema });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
    },
  });
}
