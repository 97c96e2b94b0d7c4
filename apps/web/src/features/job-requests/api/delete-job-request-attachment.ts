import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZJobRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifyInvalidRequest } from '@/lib/invalid-request';
import { jobRequestsQueryKey } from './get-job-requests';

/**
 * DELETE /job-requests/{id}/attachments/{fileId}: answers the request with its remaining files.
 * A failure shows the server's error titled 'Invalid Request' (spec 1 section 8).
 */
export function deleteJobRequestAttachment({ requestId, fileId }: { requestId: number; fileId: number }) {
  return apiRequest(`/job-requests/${requestId}/attachments/${fileId}`, {
    method: 'DELETE',
    errors: 'auth-only',
    schema: import.meta.env.DEV && z.object({ request: ZJobRequestSchema }),
  });
}

export function useDeleteJobRequestAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobRequestAttachment,
    onSuccess: ({ request }) => {
      queryClient.setQueryData([...jobRequestsQueryKey, 'detail', request.id], request);
      return queryClient.invalidateQueries({ queryKey: [...jobRequestsQueryKey, 'list'] });
    },
    onError: notifyInvalidRequest,
  });
}
