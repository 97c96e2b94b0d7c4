import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZXeroInfoSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { xeroInfoQueryKey } from './get-xero-info';

/** POST /xero/disconnect: revokes the authorisation at Xero and answers the new (not connected) state. */
export function disconnectXero() {
  return apiRequest('/xero/disconnect', { method: 'POST', schema: import.meta.env.DEV && ZXeroInfoSchema });
}

export function useDisconnectXero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectXero,
    onSuccess: (info) => queryClient.setQueryData(xeroInfoQueryKey, info),
  });
}
