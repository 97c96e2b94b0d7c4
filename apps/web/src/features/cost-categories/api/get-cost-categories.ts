import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostCategoryListResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /cost-categories: every category of the agency by name, with how many cost records use it. */
export function getCostCategories(signal?: AbortSignal) {
  return apiRequest('/cost-categories', { schema: import.meta.env.DEV && ZCostCategoryListResultSchema, signal });
}

/** The cost matrix screen reads the same list under the same key, so a change here shows there. */
export const costCategoriesQueryKey = ['cost-categories', 'list'] as const;

export const costCategoriesQuery = queryOptions({
  queryKey: costCategoriesQueryKey,
  queryFn: ({ signal }) => getCostCategories(signal),
});

export function useCostCategories() {
  return useQuery(costCategoriesQuery);
}
