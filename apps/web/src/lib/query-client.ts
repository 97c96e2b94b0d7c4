import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './session-end';

/**
 * Errors are already shown by the API client's global handling, so queries do not retry
 * (a retry would repeat the toast) and do not refetch on focus (the shell polls instead).
 * Loaded with the signed-in shell and the guest pages that call the API through hooks, not
 * with the entry chunk: the login screen does not need TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: {
      retry: false,
    },
  },
});

registerQueryClient(queryClient);
