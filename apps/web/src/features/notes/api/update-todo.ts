import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTodoSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { todosQueryKey } from './get-todos';

/** Either a new title or the tick; a completed item cannot change any more. */
export type TTodoChange = { id: number; title: string } | { id: number; is_completed: true };

/** POST /notes/{id} {title} or {is_completed: true} */
export function updateTodo({ id, ...body }: TTodoChange) {
  return apiRequest(`/notes/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZTodoSchema });
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todosQueryKey }),
  });
}
