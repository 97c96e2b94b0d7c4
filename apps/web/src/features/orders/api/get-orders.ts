import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderListResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** The list's query: client_id holds the supplier filter (spec 2 section 7). */
export type TOrdersParams = {
  page: number;
  ipp: number | 'all';
  kw?: string;
  client_id?: number;
  created_by?: number;
  job_id?: number;
};

/** GET /orders: a page of orders, newest first, with the totals of every matching order. */
export function getOrders(params: TOrdersParams, signal?: AbortSignal) {
  return apiRequest('/orders', { query: params, schema: import.meta.env.DEV && ZOrderListResultSchema, signal });
}

/** Every cached list of orders (the orders page, a job's ORDERS panel). */
export const ordersListQueryKey = ['orders', 'list'] as const;

export function ordersQueryOptions(params: TOrdersParams) {
  return queryOptions({
    queryKey: [...ordersListQueryKey, params],
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(params: TOrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
