import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './get-order';
import { ordersListQueryKey } from './get-orders';

/** DELETE /orders/{id}: the order and its items; an invoiced order is refused (409). */
export function deleteOrder(orderId: number) {
  return apiRequest(`/orders/${orderId}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string(), order_number: z.string() }) });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (deleted) => {
      queryClient.removeQueries({ queryKey: orderQueryKey(deleted.id) });
      return queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
