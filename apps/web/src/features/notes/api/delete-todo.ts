import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { todosQueryKey } from './get-todos';

/** DELETE /notes/{id} */
export function deleteTodo(id: number) {
  return apiRequest(`/notes/${id}`, { method: 'DELETE' });
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todosQueryKey }),
  });
}
