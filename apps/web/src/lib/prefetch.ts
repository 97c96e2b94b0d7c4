import { hashKey, type QueryFunction, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { ApiError, reportApiError, type GlobalErrorMode } from './api-client';
import { queryClient } from './query-client';
import { getToken } from './session-storage';

/**
 * Starts a page's first request from its route's loader (app/router.tsx), beside the
 * session's and while the page's code downloads, instead of when the page first renders:
 * the detail pages paint their record sooner (Lighthouse LCP, bench/web.ts). Nothing is
 * fetched when the cache already holds the query (the page's own query decides then), nor
 * without a session (the route's guard sends the visitor to sign in).
 *
 * The request reports nothing itself (`fetchQuietly` calls the API with errors: 'none'). When
 * it fails while the page already waits for it, the failure is reported as the page's own
 * request would have (`errors`). When the page is not there yet, the failed query is dropped;
 * a refusal (a 4xx: another client's job, a record that is gone) is kept for the page's query
 * (`afterPrefetch`), which answers it when it mounts, reported then, instead of asking again;
 * any other failure is asked again by the page's query, which reports it: one toast either way.
 */
export function prefetchQuery<T>(queryKey: QueryKey, fetchQuietly: (context: QueryFunctionContext) => Promise<T>, errors: GlobalErrorMode = 'all'): void {
  if (!getToken() || queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.fetchQuery({ queryKey, queryFn: fetchQuietly }).catch((error: unknown) => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query && query.getObserversCount() > 0) {
      if (error instanceof ApiError) reportApiError(error, errors);
    } else {
      queryClient.removeQueries({ queryKey, exact: true });
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) refusals.set(hashKey(queryKey), { error, errors, at: Date.now() });
    }
  });
}

/** How long a prefetch's refusal waits for its page's query: the page's code loads meanwhile. */
const REFUSAL_KEPT_MS = 10_000;
/** Refusals of prefetches whose page was not there yet, by query hash (`prefetchQuery`). */
const refusals = new Map<string, { error: ApiError; errors: GlobalErrorMode; at: number }>();

/**
 * A detail page's query function that first answers a refusal its route's prefetch just got
 * (`prefetchQuery`), reported as the page's own request would have been, instead of asking the
 * server again: a client opening another client's job asks for it once, not twice. Each refusal
 * is answered once; later fetches (a refetch, a visit minutes on) ask the server.
 */
export function afterPrefetch<T>(queryKey: QueryKey, queryFn: QueryFunction<T>): QueryFunction<T> {
  return (context) => {
    if (!refusals.size) return queryFn(context);
    const hash = hashKey(queryKey);
    const refusal = refusals.get(hash);
    if (!refusal) return queryFn(context);
    refusals.delete(hash);
    if (Date.now() - refusal.at > REFUSAL_KEPT_MS) return queryFn(context);
    reportApiError(refusal.error, refusal.errors);
    return Promise.reject(refusal.error);
  };
}

/**
 * A list page's first request (`prefetchQuery`), asked only while no list of its kind is on
 * screen (a query under the same key but its last part, the list's parameters): the loader runs
 * again when the open page changes its filters, and that request is the page's own (it keeps the
 * rows shown, marked as loading, until the answer comes).
 */
export function prefetchListQuery<T>(queryKey: QueryKey, fetchQuietly: (context: QueryFunctionContext) => Promise<T>): void {
  const family = queryKey.slice(0, -1);
  if (queryClient.getQueryCache().findAll({ queryKey: family }).some((query) => query.getObserversCount() > 0)) return;
  prefetchQuery(queryKey, fetchQuietly);
}
