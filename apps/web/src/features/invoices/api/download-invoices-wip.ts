import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';
import type { TInvoicesParams } from './get-invoices';

/** GET /invoices/wip: the work-in-progress report of the invoices the list shows (same filters). */
export function useDownloadInvoicesWip() {
  return useMutation({
    mutationFn: async (params: TInvoicesParams) => saveBlob(await apiBlob('/invoices/wip', { query: params }), 'invoices_wip.pdf'),
  });
}
