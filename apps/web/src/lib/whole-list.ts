import type { QueryFunctionContext } from '@tanstack/react-query';

/**
 * How many rows an unpaged list asks for first (two screens of a tall window): `wholeList`.
 * The document's early request for a list opened without filters asks for them too (EARLY_LISTS
 * in apps/web/vite.config.ts), so the two must stay one number.
 */
export const LIST_HEAD = 50;

/** What an unpaged list's answer holds that `wholeList` reads: its rows and how many match. */
type TListAnswer = { data: readonly unknown[]; total: number };

/**
 * Asks for the list's first `LIST_HEAD` rows (`ipp: LIST_HEAD`) or all of them (`ipp: 'all'`),
 * reading the answer's body once `readAfter` has settled when given (api-client's `readAfter`).
 */
export type TListFetcher<T> = (ipp: number | 'all', signal: AbortSignal, readAfter?: Promise<void>) => Promise<T>;

/**
 * How long the whole list's body waits for its first rows to show (`listHeadShown`) at most:
 * the page may never show them (it was left before it rendered).
 */
export const HEAD_SHOWN_WAIT_MS = 3000;

/** For each first-rows answer put in the cache, what `listHeadShown` calls. */
const headWaiters = new WeakMap<object, () => void>();

/** Settles once the page has painted `head` (`listHeadShown`), after HEAD_SHOWN_WAIT_MS, or when the request is cancelled. */
function headShown(head: object, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      headWaiters.delete(head);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, HEAD_SHOWN_WAIT_MS);
    headWaiters.set(head, done);
    signal.addEventListener('abort', done);
  });
}

/**
 * The page has painted this list's first rows (`ui/list-rest.tsx`): the whole list's body may be
 * read. Marked on the page's timeline as `list-head-shown` (the browser's performance entries).
 */
export function listHeadShown(head: object): void {
  const waiter = headWaiters.get(head);
  if (!waiter) return;
  performance.mark('list-head-shown');
  waiter();
}

/**
 * The query function of an unpaged list (quotes, invoices), its first rows first. A big agency's
 * open quotes are 30,000 rows, 12 MB of JSON: the server, the transfer, the parsing and the first
 * render of the whole list took 2-3 s on a 2-core machine before any row showed (bench/results.md,
 * 2026-12-01, night). So a list not yet in the cache is asked for in two steps:
 * - its first LIST_HEAD rows, in the same order and with the totals of every matching row (the
 *   API's paged answer). When that is every row, it is the answer: a small list costs one request,
 *   as before.
 * - Otherwise those rows are put in the cache at once (the page shows them, its footer the whole
 *   list's totals, while the query still fetches: `isListHead`), and the whole list asked for;
 *   its answer is read once the page has painted them (`listHeadShown`), or after
 *   HEAD_SHOWN_WAIT_MS.
 * A refetch of a list already shown (after a change, or its filters asked for again) asks for the
 * whole list only: the rows on screen stay until it comes. Should that request fail, the first
 * rows stay, with the query in error (the page offers to try again).
 */
export function wholeList<T extends TListAnswer>(fetchList: TListFetcher<T>) {
  return async ({ client, queryKey, signal }: QueryFunctionContext): Promise<T> => {
    if (client.getQueryData(queryKey) === undefined) {
      const head = await fetchList(LIST_HEAD, signal);
      if (head.total <= head.data.length) return head;
      client.setQueryData(queryKey, head);
      return fetchList('all', signal, headShown(head, signal));
    }
    return fetchList('all', signal);
  };
}

/** Whether a list's answer holds only its first rows (the rest is on its way, or failed to come). */
export function isListHead<T extends TListAnswer>(answer: T | undefined): answer is T {
  return answer !== undefined && answer.data.length < answer.total;
}
