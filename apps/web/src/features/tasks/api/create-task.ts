import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTaskSchema, type TTask, type TTaskCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { tasksQueryKey } from './list-tasks';

/** POST /tasks */
export function createTask(body: TTaskCreate) {
  return apiRequest('/tasks', { method: 'POST', body, schema: import.meta.env.DEV && ZTaskSchema });
}

export function useCreateTask(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      client.setQueryData<TTask[]>(tasksQueryKey(jobId), (tasks) => (tasks ? [...tasks, task] : [task]));
      notifySuccess(`Task ${task.name} created`);
    },
  });
}
