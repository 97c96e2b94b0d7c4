import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';
import type { TOrdersParams } from './get-orders';

/** GET /orders/wip: the work-in-progress report of the orders the list filters to. */
export function useDownloadOrdersWip() {
  return useMutation({
    mutationFn: async ({ kw, client_id, created_by }: Partial<TOrdersParams>) =>
      saveBlob(await apiBlob('/orders/wip', { query: { kw, client_id, created_by } }), 'orders_wip.pdf'),
  });
}
