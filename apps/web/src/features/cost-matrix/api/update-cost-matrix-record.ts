import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCostMatrixRecordSchema, type TCostMatrixUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { costMatrixQueryKey } from './get-cost-matrix';

/** POST /cost-matrix/{id}: only the changed fields. */
export function updateCostMatrixRecord({ id, ...body }: Partial<TCostMatrixUpdate> & { id: number }) {
  return apiRequest(`/cost-matrix/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZCostMatrixRecordSchema });
}

export function useUpdateCostMatrixRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCostMatrixRecord,
    onSuccess: (record) => {
      queryClient.setQueryData([...costMatrixQueryKey, 'detail', record.id], record);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...costMatrixQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['cost-categories'] }),
      ]);
    },
  });
}
