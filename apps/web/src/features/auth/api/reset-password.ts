import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZResetRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TResetRequest = z.infer<typeof ZResetRequestSchema>;

/** POST /auth/reset: sets a new password with the token from the reset link. */
export async function resetPassword(body: TResetRequest): Promise<void> {
  await apiRequest('/auth/reset', { method: 'POST', body, errors: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
