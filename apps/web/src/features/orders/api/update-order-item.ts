import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './order-item-cache';

/** Only the changed fields (spec 2 section 5); an emptied rate is pre-filled again by the server. */
export type TOrderItemUpdateInput = {
  cost_matrix_id?: number;
  details?: string;
  quantity?: string | null;
  cost_rate?: string | null;
  sell_rate?: string | null;
};

/** POST /orders/{id}/items/{itemId}: answers {item, summary, total_value}. */
export function updateOrderItem(orderId: number, itemId: number, body: TOrderItemUpdateInput) {
  return apiRequest(`/orders/${orderId}/items/${itemId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZOrderItemResultSchema });
}

export function useUpdateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TOrderItemUpdateInput }) => updateOrderItem(orderId, itemId, body),
    onSuccess: (result) => applyItemResult(queryClient, orderId, result, 'upsert'),
  });
}
