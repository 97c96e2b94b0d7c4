import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZForgotRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TForgotRequest = z.infer<typeof ZForgotRequestSchema>;

/** POST /auth/forgot: mails a one-time reset link when the e-mail is known (no answer says which). */
export async function requestPasswordReset(body: TForgotRequest): Promise<void> {
  await apiRequest('/auth/forgot', { method: 'POST', body, errors: 'none' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
