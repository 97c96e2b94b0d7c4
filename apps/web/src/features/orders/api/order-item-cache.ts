import type { QueryClient } from '@tanstack/react-query';
import type { TOrder, TOrderItem, TLineTotalsResult } from '@jobflow/contract';
import { orderQueryKey } from './get-order';
import { ordersListQueryKey } from './get-orders';

export type TItemResult = { item: TOrderItem; summary: TLineTotalsResult; total_value: string };

/**
 * Every item call answers the item with the order's new totals: the page's copy of the order
 * takes them at once (no second request), and lists showing cost and value refresh.
 */
export function applyItemResult(queryClient: QueryClient, orderId: number, result: TItemResult, change: 'upsert' | 'remove') {
  queryClient.setQueryData<TOrder>(orderQueryKey(orderId), (order) => {
    if (!order) return order;
    const others = order.items.filter((i) => i.id !== result.item.id);
    const exists = others.length !== order.items.length;
    const items =
      change === 'remove'
        ? others
        : exists
          ? order.items.map((i) => (i.id === result.item.id ? result.item : i))
          : [...order.items, result.item];
    return { ...order, items, summary: result.summary, total_value: result.total_value, cost: result.summary.total_cost };
  });
  void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
}
