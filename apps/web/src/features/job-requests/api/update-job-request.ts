import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { jobRequestFormData, type TJobRequestInput } from './create-job-request';
import { jobRequestsQueryKey } from './get-job-requests';

/** POST /job-requests/{id}: the whole form again, plus any new attachments. */
export function updateJobRequest({ id, ...input }: TJobRequestInput & { id: number }) {
  return apiRequest(`/job-requests/${id}`, { method: 'POST', body: jobRequestFormData(input), schema: import.meta.env.DEV && ZJobRequestSchema });
}

export function useUpdateJobRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobRequest,
    onSuccess: (request) => {
      queryClient.setQueryData([...jobRequestsQueryKey, 'detail', request.id], request);
      return queryClient.invalidateQueries({ queryKey: [...jobRequestsQueryKey, 'list'] });
    },
  });
}
