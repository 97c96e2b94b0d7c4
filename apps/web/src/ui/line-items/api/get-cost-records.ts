import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostMatrixRecordSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /cost-matrix?ipp=all&category_id=: every cost record of one category, for the item select. */
export function getCostRecords(categoryId: number, signal?: AbortSignal) {
  return apiRequest('/cost-matrix', { query: { ipp: 'all', category_id: categoryId }, schema: import.meta.env.DEV && ZPaged(ZCostMatrixRecordSchema), signal });
}

/** Under the cost-matrix root so a change on the settings screen refreshes the picker too. */
export const costRecordsQueryKey = (categoryId: number) => ['cost-matrix', 'list', 'line-items', categoryId] as const;

export function costRecordsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: costRecordsQueryKey(categoryId),
    queryFn: ({ signal }) => getCostRecords(categoryId, signal),
    select: (result) => result.data,
    staleTime: 60_000,
  });
}

export function useCostRecords(categoryId: number | null) {
  return useQuery({ ...costRecordsQueryOptions(categoryId ?? 0), enabled: categoryId !== null && categoryId > 0 });
}
