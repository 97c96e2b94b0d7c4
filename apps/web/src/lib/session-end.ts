import type { QueryClient } from '@tanstack/react-query';
import { clearStoredSession } from './session-storage';

/*
 * Ending a session needs neither the contract's schemas nor zod, so the login screen and
 * the router's entry chunk import this instead of session.ts.
 */

/**
 * Forget the signed-in user: the stored token and every request in flight. The cache itself
 * is cleared once the signed-in screens are gone (see clearSessionCache), so a mounted page
 * never re-renders on an empty cache while the app moves to the login screen.
 */
export function endSession(client: QueryClient): void {
  clearStoredSession();
  void client.cancelQueries();
}

/** Drops every cached query; called when no one is signed in any more. */
export function clearSessionCache(client: QueryClient): void {
  client.clear();
}
