import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './invoice-item-cache';

/** The body as typed in the form: an empty rate is the cost record's tier1 sell price. */
export type TInvoiceItemCreateInput = {
  cost_matrix_id: number;
  description: string;
  quantity?: string | null;
  rate?: string | null;
};

/** POST /invoices/{id}/items: answers {item, summary, total_value}. */
export function createInvoiceItem(invoiceId: number, body: TInvoiceItemCreateInput) {
  return apiRequest(`/invoices/${invoiceId}/items`, { method: 'POST', body, schema: import.meta.env.DEV && ZInvoiceItemResultSchema });
}

export function useCreateInvoiceItem(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoiceItemCreateInput) => createInvoiceItem(invoiceId, body),
    onSuccess: (result) => applyItemResult(queryClient, invoiceId, result, 'upsert'),
  });
}
