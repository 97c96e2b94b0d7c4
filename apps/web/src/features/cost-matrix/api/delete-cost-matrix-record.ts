import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { costMatrixQueryKey } from './get-cost-matrix';

/** DELETE /cost-matrix/{id}: a record used by quote, order, invoice or time items answers 409. */
export function deleteCostMatrixRecord(id: number) {
  return apiRequest(`/cost-matrix/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ ids: z.array(z.number()) }) });
}

export function useDeleteCostMatrixRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCostMatrixRecord,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...costMatrixQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['cost-categories'] }),
      ]),
  });
}
