import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderSchema, type TCloneNumberMode } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './get-order';
import { ordersListQueryKey } from './get-orders';

export type TCloneOrderInput = { orderId: number; orderNumber: TCloneNumberMode; jobNumber: 'keep' | 'none' };

/** POST /orders/{id}/clone {id, orderNumber seq|new, jobNumber keep|none}: the copy, with its items. */
export function cloneOrder({ orderId, orderNumber, jobNumber }: TCloneOrderInput) {
  return apiRequest(`/orders/${orderId}/clone`, {
    method: 'POST',
    body: { id: orderId, orderNumber, jobNumber },
    schema: import.meta.env.DEV && ZOrderSchema,
  });
}

export function useCloneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      // The original's next sequence letter moved on too.
      void queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] });
      return queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
