import { redirect, type LoaderFunction } from 'react-router';
import { ApiError, handleApiErrorGlobally } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { loadSession, type TSession } from '@/lib/session';
import { endSession } from '@/lib/session-end';
import { getToken } from '@/lib/session-storage';
import { mayOpen, type TAccessRule } from './access-rules';

/**
 * Loads the session once (deduplicated across the loaders that run in parallel); no token
 * or a 401 means login. Because every guarded loader awaits the loaded user, the rule is
 * always decided on the full user (type, client, manager flag) rather than on the stored
 * user_type_id alone, which cannot tell a client manager from other users.
 * Only the layout's loader reports other failures, so they are shown once.
 */
export async function requireSession({ report = false }: { report?: boolean } = {}): Promise<TSession> {
  if (!getToken()) throw redirect('/login');
  try {
    return await loadSession(queryClient);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endSession();
      throw redirect('/login');
    }
    if (report && error instanceof ApiError) handleApiErrorGlobally(error);
    throw error;
  }
}

/** A route loader that lets the user in only when the rule allows it. */
export function guard(rule: TAccessRule): LoaderFunction {
  return async () => {
    const { user } = await requireSession();
    if (!mayOpen(rule, user)) throw redirect('/not-found');
    return null;
  };
}

/** The signed-in area's loader: initialise once (the current user and the option lists) before the shell renders. */
export async function appLoader(): Promise<null> {
  await requireSession({ report: true });
  return null;
}
