import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTodoSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { todosQueryKey } from './get-todos';

/** POST /notes {title, type: 'todo'} */
export function createTodo(title: string) {
  return apiRequest('/notes', { method: 'POST', body: { title, type: 'todo' }, schema: import.meta.env.DEV && ZTodoSchema });
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todosQueryKey }),
  });
}
