import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
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
 * request would have (`errors`); when the page is not there yet, the failed query is dropped
 * and the page's query asks again when it mounts and reports then: one toast either way.
 */
export function prefetchQuery<T>(queryKey: QueryKey, fetchQuietly: (context: QueryFunctionContext) => Promise<T>, errors: GlobalErrorMode = 'all'): void {
  if (!getToken() || queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.fetchQuery({ queryKey, queryFn: fetchQuietly }).catch((error: unknown) => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query && query.getObserversCount() > 0) {
      if (error instanceof ApiError) reportApiError(error, errors);
    } else {
      queryClient.removeQueries({ queryKey, exact: true });
    }
  });
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
