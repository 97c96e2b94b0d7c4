import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notificationCountsQuery } from './get-notification-counts';
import { relatedCommentsQueryKey } from './get-related-comments';

/** POST /user/comment/{id}: marks one notification read; answers the job it is about. */
export function markNotificationRead(id: number) {
  return apiRequest(`/user/comment/${id}`, {
    method: 'POST',
    body: { read: 1 },
    schema: import.meta.env.DEV && z.object({ id: z.number(), read: z.boolean(), job_id: z.number() }),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: relatedCommentsQueryKey }),
        // The header badge and the tab's count drop at once, not at the next poll.
        queryClient.invalidateQueries({ queryKey: notificationCountsQuery.queryKey }),
      ]),
  });
}
