import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostMatrixRecordSchema, ZPaged, type TCostMatrixRecord } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TCostMatrixParams = {
  page: number;
  ipp: number;
  kw?: string;
  category_id?: number;
  sell_basis?: TCostMatrixRecord['sell_basis'];
};

/** GET /cost-matrix: paged, by category name then description; keyword, category and sell basis filters. */
export function getCostMatrix(params: TCostMatrixParams, signal?: AbortSignal) {
  return apiRequest('/cost-matrix', { query: params, schema: import.meta.env.DEV && ZPaged(ZCostMatrixRecordSchema), signal });
}

export const costMatrixQueryKey = ['cost-matrix'] as const;

export function costMatrixQueryOptions(params: TCostMatrixParams) {
  return queryOptions({
    queryKey: [...costMatrixQueryKey, 'list', params],
    queryFn: ({ signal }) => getCostMatrix(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCostMatrix(params: TCostMatrixParams) {
  return useQuery(costMatrixQueryOptions(params));
}
