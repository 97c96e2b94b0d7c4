import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCostCategorySchema, type TCostCategoryCreate, type TCostCategoryUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { costCategoriesQueryKey } from './get-cost-categories';

export type TSaveCostCategoryInput = (TCostCategoryCreate & { id?: undefined }) | (TCostCategoryUpdate & { id: number });

/** POST /cost-categories (new) or POST /cost-categories/{id} (edit). */
export function saveCostCategory({ id, ...body }: TSaveCostCategoryInput) {
  return apiRequest(id ? `/cost-categories/${id}` : '/cost-categories', { method: 'POST', body, schema: import.meta.env.DEV && ZCostCategorySchema });
}

export function useSaveCostCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCostCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: costCategoriesQueryKey }),
        // The cost matrix rows show the category's name.
        queryClient.invalidateQueries({ queryKey: ['cost-matrix'] }),
      ]),
  });
}
