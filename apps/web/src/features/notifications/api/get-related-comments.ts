import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZNotificationSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /user/related-comments: the caller's notifications (comments and mentions on jobs), newest first. */
export function getRelatedComments(signal?: AbortSignal) {
  return apiRequest('/user/related-comments', {
    query: { status: 'all', ipp: 'all' },
    schema: import.meta.env.DEV && z.object({ data: z.array(ZNotificationSchema), total: z.number(), unread: z.number() }),
    signal,
  });
}

export const relatedCommentsQueryKey = ['notifications', 'list'] as const;

export const relatedCommentsQuery = queryOptions({
  queryKey: relatedCommentsQueryKey,
  queryFn: ({ signal }) => getRelatedComments(signal),
  staleTime: 0,
});

export function useRelatedComments() {
  return useQuery(relatedCommentsQuery);
}
