import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, ZOrderSchema, type TOrderUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccessThrottled } from '@/lib/notify';
import { orderQueryKey } from './get-order';
import { ordersListQueryKey } from './get-orders';

/** POST /orders/{id}: any of the order's fields (status, name, the form); answers the order. */
export function updateOrder(orderId: number, body: TOrderUpdate) {
  return apiRequest(`/orders/${orderId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZOrderSchema });
}

export type TUpdateOrderInput = { orderId: number; body: TOrderUpdate };

/**
 * Saves fields, keeps the page's copy in step and confirms 'Order updated' at most once per
 * 5 s. The order id travels with each call: a delayed name save may land after the page moved on.
 */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: TUpdateOrderInput) => updateOrder(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
      notifySuccessThrottled('order-updated', ORDER_MESSAGES.updated);
    },
  });
}
