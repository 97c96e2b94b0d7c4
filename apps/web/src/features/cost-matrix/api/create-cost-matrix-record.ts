import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCostMatrixRecordSchema, type TCostMatrixCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { costMatrixQueryKey } from './get-cost-matrix';

/** POST /cost-matrix */
export function createCostMatrixRecord(body: TCostMatrixCreate) {
  return apiRequest('/cost-matrix', { method: 'POST', body, schema: import.meta.env.DEV && ZCostMatrixRecordSchema });
}

export function useCreateCostMatrixRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCostMatrixRecord,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: costMatrixQueryKey }),
        // The categories screen counts the records of each category.
        queryClient.invalidateQueries({ queryKey: ['cost-categories'] }),
      ]),
  });
}
