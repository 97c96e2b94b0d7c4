import { useMutation } from '@tanstack/react-query';
import { ZLoginResultSchema, type TLoginRequest } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/login: the access token for the chosen company. */
export function login(body: TLoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: import.meta.env.DEV && ZLoginResultSchema, errors: 'none' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
