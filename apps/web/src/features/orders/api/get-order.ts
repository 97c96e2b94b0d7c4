import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /orders/{id}: the order with its fields, items and totals. */
export function getOrder(orderId: number, signal?: AbortSignal) {
  return apiRequest(`/orders/${orderId}`, { schema: import.meta.env.DEV && ZOrderSchema, signal });
}

export const orderQueryKey = (orderId: number) => ['orders', 'detail', orderId] as const;

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useOrder(orderId: number) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
}
