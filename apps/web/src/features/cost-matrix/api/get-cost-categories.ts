import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostCategoryListResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /cost-categories: the categories for the filter and the form. The same list and key as
 * the cost categories screen, so a category added there is offered here at once.
 */
export function getCostCategories(signal?: AbortSignal) {
  return apiRequest('/cost-categories', { schema: import.meta.env.DEV && ZCostCategoryListResultSchema, signal });
}

export const costCategoriesQuery = queryOptions({
  queryKey: ['cost-categories', 'list'],
  queryFn: ({ signal }) => getCostCategories(signal),
});

export function useCostCategories() {
  return useQuery(costCategoriesQuery);
}
