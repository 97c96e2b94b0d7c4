import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaged, ZTodoSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /notes?type=todo: the user's to-do items; ticked ones older than `period` are left out. */
export function getTodos(period: string, signal?: AbortSignal) {
  return apiRequest('/notes', { query: { type: 'todo', period, ipp: 'all' }, schema: import.meta.env.DEV && ZPaged(ZTodoSchema), signal });
}

export const todosQueryKey = ['notes', 'todos'] as const;

export function todosQueryOptions(period: string) {
  return queryOptions({
    queryKey: [...todosQueryKey, period],
    queryFn: ({ signal }) => getTodos(period, signal),
    select: (result) => result.data,
  });
}

export function useTodos(period: string) {
  return useQuery(todosQueryOptions(period));
}
