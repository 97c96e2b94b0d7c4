import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { costMatrixQueryKey } from './get-cost-matrix';

/**
 * POST /cost-matrix/delete {ids}: all or none. If any is used by quote, order, invoice or time
 * items the server answers 409 naming them, and nothing is deleted.
 */
export function deleteCostMatrixRecords(ids: number[]) {
  return apiRequest('/cost-matrix/delete', { method: 'POST', body: { ids }, schema: import.meta.env.DEV && z.object({ ids: z.array(z.number()) }) });
}

export function useDeleteCostMatrixRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCostMatrixRecords,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...costMatrixQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['cost-categories'] }),
      ]),
  });
}
