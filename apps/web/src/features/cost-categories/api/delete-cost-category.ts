import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { costCategoriesQueryKey } from './get-cost-categories';

/** DELETE /cost-categories/{id}: a category still used by cost records answers 409 with the reason. */
export function deleteCostCategory(id: number) {
  return apiRequest(`/cost-categories/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string() }) });
}

export function useDeleteCostCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCostCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costCategoriesQueryKey }),
  });
}
