import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TTask } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { tasksQueryKey } from './list-tasks';

/** DELETE /tasks/{id}; a task on an invoice answers 409 with the reason. */
export function deleteTask(taskId: number) {
  return apiRequest(`/tasks/${taskId}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string() }) });
}

export function useDeleteTask(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (deleted) => {
      client.setQueryData<TTask[]>(tasksQueryKey(jobId), (tasks) => tasks?.filter((t) => t.id !== deleted.id));
      notifySuccess(`Task ${deleted.name} has been deleted`);
    },
  });
}
