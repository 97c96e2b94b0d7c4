import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ZAuthUserSchema, ZOptionsSchema, type TAuthUser, type TOptions } from '@jobflow/contract';
import { apiRequest } from './api-client';

/**
 * The signed-in session: the current user and the option lists loaded at app start
 * (spec 1 sections 3 and 7). Both are loaded once before the authenticated shell renders.
 * Errors are left to the caller (the router's session loader or the login page).
 */
export const authUserQuery = queryOptions({
  queryKey: ['session', 'auth-user'],
  queryFn: ({ signal }) => apiRequest('/options/auth-user', { schema: import.meta.env.DEV && ZAuthUserSchema, errors: 'none', signal }),
  staleTime: Infinity,
});

export const optionsQuery = queryOptions({
  queryKey: ['session', 'options'],
  queryFn: ({ signal }) => apiRequest('/options', { schema: import.meta.env.DEV && ZOptionsSchema, errors: 'none', signal }),
  staleTime: Infinity,
});

export type TSession = { user: TAuthUser; options: TOptions };

export async function loadSession(client: QueryClient): Promise<TSession> {
  const [user, options] = await Promise.all([
    client.ensureQueryData(authUserQuery),
    client.ensureQueryData(optionsQuery),
  ]);
  return { user, options };
}

/** The current user; only inside the authenticated shell, where the session is loaded. */
export function useAuthUser(): TAuthUser {
  return useSuspenseQuery(authUserQuery).data;
}

export function useOptions(): TOptions {
  return useSuspenseQuery(optionsQuery).data;
}
