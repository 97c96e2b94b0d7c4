import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, ZInvoiceSaveResultSchema, type TInvoiceUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccessThrottled } from '@/lib/notify';
import { invoiceQueryKey } from './get-invoice';
import { invoicesListQueryKey } from './get-invoices';

/** POST /invoices/{id}: the status or fields; answers the invoice and, after a Xero push, `message`. */
export function updateInvoice(invoiceId: number, body: TInvoiceUpdate) {
  return apiRequest(`/invoices/${invoiceId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceSaveResultSchema });
}

export type TUpdateInvoiceInput = { invoiceId: number; body: TInvoiceUpdate };

/** How long the Xero sync notice stays (spec 2 section 9). */
export const SYNC_NOTICE_MS = 5_000;

/**
 * Saves fields, keeps the page's copy in step, confirms 'Invoice updated' at most once per 5 s
 * and shows 'Invoice synced to XERO' for 5 s when the answer says so.
 */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: TUpdateInvoiceInput) => updateInvoice(invoiceId, body),
    onSuccess: ({ message, xero_sync: sync, ...invoice }) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoicesListQueryKey });
      notifySuccessThrottled('invoice-updated', INVOICE_MESSAGES.updated);
      if (message) notifications.show({ color: 'green', message, autoClose: SYNC_NOTICE_MS });
      // a push that failed (stored on the invoice, shown under its header): said at once too;
      // an agency without Xero set up or connected hears nothing
      else if (sync && !sync.synced && invoice.xero_sync_status === 'failed') notifications.show({ color: 'red', title: 'Xero sync failed', message: sync.message, autoClose: 10_000 });
    },
  });
}
