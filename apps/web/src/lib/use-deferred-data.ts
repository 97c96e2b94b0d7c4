import { useDeferredValue } from 'react';

/**
 * A record page's data as it renders. A query's update is rendered synchronously, in one task:
 * on a slow machine the page's first render with its data was the longest task of its first
 * load. Here the record's arrival (its first, or another record's on the same page) is rendered
 * in React's deferred lane, which yields to the browser every few milliseconds; the urgent
 * render before it shows what the page showed without the data. Only the record's id is
 * deferred, so later data of the same record (a save, a refetch) shows at once, in one render.
 * Measured on a 2-core machine in alternating runs (bench/results.md, 2026-11-29 morning).
 */
export function useDeferredData<T extends { id: number }>(data: T | undefined, id: number): T | undefined {
  const arrived = data !== undefined && data.id === id ? id : undefined;
  const shown = useDeferredValue(arrived);
  return shown !== undefined && shown === arrived ? data : undefined;
}
