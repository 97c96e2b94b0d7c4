import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderSchema, type TOrderCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './get-order';
import { ordersListQueryKey } from './get-orders';

/** POST /orders {name, client_id or job_id, supplier_id, ...}: a new pending order. */
export function createOrder(body: TOrderCreate) {
  return apiRequest('/orders', { method: 'POST', body, schema: import.meta.env.DEV && ZOrderSchema });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
