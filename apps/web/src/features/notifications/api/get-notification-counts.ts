import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, ZNotificationCountsSchema, type TNotificationCounts } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /user/notifications: unread comments and pending requests. Polled silently (no progress bar). */
export function getNotificationCounts(signal?: AbortSignal) {
  return apiRequest('/user/notifications', {
    schema: import.meta.env.DEV && ZNotificationCountsSchema,
    silent: true,
    errors: 'auth-only',
    signal,
  });
}

export const notificationCountsQuery = queryOptions({
  queryKey: ['notifications', 'counts'],
  queryFn: ({ signal }) => getNotificationCounts(signal),
  refetchInterval: POLL_INTERVAL_MS,
  staleTime: 0,
});

export function useNotificationCounts(initial?: TNotificationCounts) {
  return useQuery({ ...notificationCountsQuery, placeholderData: initial });
}
