import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderItemResultSchema, type TOrderItemCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { applyItemResult } from './order-item-cache';

/** The body as typed in the form: rates and quantity may be left empty (pre-filled by the server). */
export type TOrderItemCreateInput = {
  cost_matrix_id: number;
  details: string;
  quantity?: string | null;
  cost_rate?: string | null;
  sell_rate?: string | null;
};

/** POST /orders/{id}/items: answers {item, summary, total_value}. */
export function createOrderItem(orderId: number, body: TOrderItemCreateInput | TOrderItemCreate) {
  return apiRequest(`/orders/${orderId}/items`, { method: 'POST', body, schema: import.meta.env.DEV && ZOrderItemResultSchema });
}

export function useCreateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderItemCreateInput) => createOrderItem(orderId, body),
    onSuccess: (result) => applyItemResult(queryClient, orderId, result, 'upsert'),
  });
}
