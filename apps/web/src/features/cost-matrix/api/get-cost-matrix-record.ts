import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostMatrixRecordSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { costMatrixQueryKey } from './get-cost-matrix';

/** GET /cost-matrix/{id} */
export function getCostMatrixRecord(id: number, signal?: AbortSignal) {
  return apiRequest(`/cost-matrix/${id}`, { schema: import.meta.env.DEV && ZCostMatrixRecordSchema, signal });
}

export function costMatrixRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...costMatrixQueryKey, 'detail', id],
    queryFn: ({ signal }) => getCostMatrixRecord(id, signal),
    // Opening a record loads it afresh (spec 2 section 7).
    staleTime: 0,
  });
}

export function useCostMatrixRecord(id: number) {
  return useQuery(costMatrixRecordQueryOptions(id));
}
