import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the API client's global handling, so queries do not retry
 * (a retry would repeat the toast) and do not refetch on focus (the shell polls instead).
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
