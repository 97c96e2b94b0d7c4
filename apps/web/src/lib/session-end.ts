import type { QueryClient } from '@tanstack/react-query';
import { clearStoredSession } from './session-storage';

/*
 * Ending a session needs neither the contract's schemas nor zod, nor even TanStack Query:
 * the login screen and the router's entry chunk import this instead of session.ts. The
 * query client registers itself here when its module loads (lib/query-client.ts, with the
 * signed-in shell); before that there is nothing cached to forget.
 */

let current: QueryClient | null = null;

/** Called once by lib/query-client.ts. */
export function registerQueryClient(client: QueryClient): void {
  current = client;
}

/**
 * Forget the signed-in user: the stored token and every request in flight. The cache itself
 * is cleared once the signed-in screens are gone (see clearSessionCache), so a mounted page
 * never re-renders on an empty cache while the app moves to the login screen.
 */
export function endSession(): void {
  clearStoredSession();
  void current?.cancelQueries();
}

/** Drops every cached query; called when no one is signed in any more. */
export function clearSessionCache(): void {
  current?.clear();
}
