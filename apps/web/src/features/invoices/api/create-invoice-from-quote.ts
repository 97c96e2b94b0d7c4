import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceSchema, type TInvoiceFromQuote } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

/**
 * POST /invoices {quote_id, name, description, full_quote}: an invoice built from a quote;
 * with full_quote every not-yet-invoiced item of the quote becomes a line.
 */
export function createInvoiceFromQuote(body: TInvoiceFromQuote) {
  return apiRequest('/invoices', { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceSchema });
}

export function useCreateInvoiceFromQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceFromQuote,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      // The quote's items are now invoiced (locked): its page reads them again.
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      return queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
    },
  });
}
