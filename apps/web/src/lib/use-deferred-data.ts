import { useDeferredValue } from 'react';

/**
 * A page's data as it renders. When it first arrives, the page is rendered in React's deferred
 * lane, which yields to the browser every few milliseconds, not in the one long task of the
 * query's own (synchronous) update; until then, undefined, as before the data came. Once the
 * page has rendered its data, later data (a save, a refetch) shows at once. `isFor` tells the
 * page's data from another's: the previous record's, while another loads.
 */
export function useDeferredData<T>(data: T | undefined, isFor?: (shown: T) => boolean): T | undefined {
  const deferred = useDeferredValue(data);
  const mine = (d: T | undefined): d is T => d !== undefined && (!isFor || isFor(d));
  return mine(deferred) && mine(data) ? data : undefined;
}
