import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/logout: revokes the token. A failure must not keep the user signed in. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', errors: 'none' }).catch(() => undefined);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
