import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostCategoryListResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /cost-categories: every category of the agency by name, for the item form's first select. */
export function getCostCategories(signal?: AbortSignal) {
  return apiRequest('/cost-categories', { schema: import.meta.env.DEV && ZCostCategoryListResultSchema, signal });
}

/** Under the cost-categories root so a change on the settings screen refreshes the picker too. */
export const lineItemCategoriesQueryKey = ['cost-categories', 'list', 'line-items'] as const;

export function costCategoriesQueryOptions() {
  return queryOptions({
    queryKey: lineItemCategoriesQueryKey,
    queryFn: ({ signal }) => getCostCategories(signal),
    select: (result) => result.data,
    staleTime: 60_000,
  });
}

export function useCostCategories(enabled = true) {
  return useQuery({ ...costCategoriesQueryOptions(), enabled });
}
