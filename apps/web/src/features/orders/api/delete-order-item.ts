import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderItemResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './order-item-cache';

/** DELETE /orders/{id}/items/{itemId}: answers the removed item and the new totals. */
export function deleteOrderItem(orderId: number, itemId: number) {
  return apiRequest(`/orders/${orderId}/items/${itemId}`, { method: 'DELETE', schema: import.meta.env.DEV && ZOrderItemResultSchema });
}

export function useDeleteOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => deleteOrderItem(orderId, itemId),
    onSuccess: (result) => applyItemResult(queryClient, orderId, result, 'remove'),
  });
}
