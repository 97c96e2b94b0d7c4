import { useMutation } from '@tanstack/react-query';
import { ZVerifyEmailResultSchema, type TVerifyEmailRequest } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/verify-email: which agencies and client companies know this e-mail. */
export function verifyEmail(body: TVerifyEmailRequest) {
  return apiRequest('/auth/verify-email', { method: 'POST', body, schema: import.meta.env.DEV && ZVerifyEmailResultSchema, errors: 'none' });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
