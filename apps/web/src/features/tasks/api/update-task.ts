import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTaskSchema, type TTask, type TTaskUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccessThrottled } from '@/lib/notify';
import { tasksQueryKey } from './list-tasks';

/** POST /tasks/{id}: a partial update; answers the task as saved. */
export function updateTask(taskId: number, body: TTaskUpdate) {
  return apiRequest(`/tasks/${taskId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZTaskSchema });
}

/** The list shows what the server answered (its status wins, spec 1 section 2.10). */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: number; body: TTaskUpdate }) => updateTask(taskId, body),
    onSuccess: (task) => {
      client.setQueryData<TTask[]>(tasksQueryKey(task.job_id), (tasks) => tasks?.map((t) => (t.id === task.id ? task : t)));
      notifySuccessThrottled('task-updated', 'Task updated');
    },
  });
}
