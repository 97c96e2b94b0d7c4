import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/**
 * The query cache for the guest pages that call the API through TanStack Query hooks (forgot
 * and reset password). The entry chunk (with the login screen's layout) does without it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
