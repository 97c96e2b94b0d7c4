import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_SHOWN_WAIT_MS, LIST_HEAD, isListHead, listHeadShown, wholeList, type TListFetcher } from './whole-list';

type TAnswer = { data: number[]; total: number };

/** A server of `total` rows that answers each request when the test says so, noting what was asked. */
function listServer(total: number) {
  const asked: Array<number | 'all'> = [];
  /** Each request's `readAfter`, and whether it has settled. */
  const readAfter: Array<{ settled: boolean } | undefined> = [];
  const pending: Array<{ ipp: number | 'all'; answer: () => void; fail: () => void }> = [];
  const fetchList: TListFetcher<TAnswer> = (ipp, _signal, after) =>
    new Promise<TAnswer>((resolve, reject) => {
      asked.push(ipp);
      const note = after && { settled: false };
      readAfter.push(note);
      void after?.then(() => note && (note.settled = true));
      const rows = Array.from({ length: ipp === 'all' ? total : Math.min(ipp, total) }, (_, i) => i + 1);
      pending.push({ ipp, answer: () => resolve({ data: rows, total }), fail: () => reject(new Error('the server is down')) });
    });
  /** Answers (or fails) the oldest request still waiting, once it has been asked. */
  const next = async (outcome: 'answer' | 'fail' = 'answer') => {
    await until(() => pending.length > 0);
    const request = pending.shift()!;
    request[outcome]();
    return request.ipp;
  };
  return { fetchList, asked, readAfter, next };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

/** A page's view of the list: each result it was given (rows shown, fetching or not, error or not). */
function watch(client: QueryClient, fetchList: TListFetcher<TAnswer>) {
  const observer = new QueryObserver<TAnswer>(client, { queryKey: ['quotes', 'list', {}], queryFn: wholeList(fetchList), retry: false });
  const seen: QueryObserverResult<TAnswer>[] = [];
  const stop = observer.subscribe((result) => seen.push(result));
  const shown = () => seen.map((r) => `${r.data?.data.length ?? '-'}${r.isFetching ? ' fetching' : ''}${r.isError ? ' error' : ''}`);
  return { observer, seen, stop, shown, last: () => seen[seen.length - 1] };
}

afterEach(() => vi.useRealTimers());

describe('wholeList: an unpaged list shows its first rows before the rest', () => {
  it('asks once when the first rows are the whole list (a small agency)', async () => {
    const server = listServer(12);
    const page = watch(new QueryClient(), server.fetchList);
    expect(await server.next()).toBe(LIST_HEAD);
    await until(() => page.last()?.isSuccess === true && !page.last().isFetching);
    expect(server.asked).toEqual([LIST_HEAD]);
    expect(page.last().data).toEqual({ data: Array.from({ length: 12 }, (_, i) => i + 1), total: 12 });
    expect(isListHead(page.last().data)).toBe(false);
    page.stop();
  });

  it('shows the first rows while it asks for the rest, then every row', async () => {
    const server = listServer(30_611);
    const page = watch(new QueryClient(), server.fetchList);
    await server.next();
    // the first rows are the page's data while the query still fetches the rest
    await until(() => page.last()?.data !== undefined);
    expect(page.last().data?.data).toHaveLength(LIST_HEAD);
    expect(page.last().data?.total).toBe(30_611);
    expect(page.last().isFetching).toBe(true);
    expect(isListHead(page.last().data)).toBe(true);
    expect(await server.next()).toBe('all');
    await until(() => !page.last().isFetching);
    expect(page.last().data?.data).toHaveLength(30_611);
    expect(isListHead(page.last().data)).toBe(false);
    expect(server.asked).toEqual([LIST_HEAD, 'all']);
    page.stop();
  });

  it('asks for the whole list only when a list already shown is fetched again', async () => {
    const server = listServer(400);
    const client = new QueryClient();
    const page = watch(client, server.fetchList);
    await server.next();
    await server.next();
    await until(() => page.last()?.data?.data.length === 400 && !page.last().isFetching);
    void client.invalidateQueries({ queryKey: ['quotes', 'list'] });
    await until(() => page.last().isFetching);
    // the rows on screen stay while the refetch runs
    expect(page.last().data?.data).toHaveLength(400);
    expect(await server.next()).toBe('all');
    await until(() => !page.last().isFetching);
    expect(server.asked).toEqual([LIST_HEAD, 'all', 'all']);
    page.stop();
  });

  it('keeps the first rows when the rest fails, and a retry asks for the rest alone', async () => {
    const server = listServer(200);
    const page = watch(new QueryClient(), server.fetchList);
    await server.next();
    await server.next('fail');
    await until(() => page.last()?.isError === true);
    expect(page.last().data?.data).toHaveLength(LIST_HEAD);
    expect(page.last().isFetching).toBe(false);
    expect(isListHead(page.last().data)).toBe(true);
    void page.observer.refetch();
    expect(await server.next()).toBe('all');
    await until(() => page.last().isSuccess && !page.last().isFetching);
    expect(page.last().data?.data).toHaveLength(200);
    expect(server.asked).toEqual([LIST_HEAD, 'all', 'all']);
    expect(page.shown()).toContain(`${LIST_HEAD} error`);
    page.stop();
  });

  it("reads the rest's answer once the page has painted the first rows, not before", async () => {
    const server = listServer(30_611);
    const page = watch(new QueryClient(), server.fetchList);
    await server.next();
    await until(() => server.asked.length === 2);
    // the first request is read at once; the rest's waits for the first rows on screen
    expect(server.readAfter[0]).toBeUndefined();
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.readAfter[1]).toEqual({ settled: false });
    listHeadShown({ data: [], total: 30_611 }); // another answer than the one shown: nothing
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.readAfter[1]).toEqual({ settled: false });
    listHeadShown(page.last().data!);
    await until(() => server.readAfter[1]?.settled === true);
    await server.next();
    await until(() => !page.last().isFetching);
    expect(page.last().data?.data).toHaveLength(30_611);
    page.stop();
  });

  it("reads the rest's answer anyway when the first rows are not shown in time (the page was left)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const readAfter: Array<Promise<void>> = [];
    const fetchList: TListFetcher<TAnswer> = async (ipp, _signal, after) => {
      if (after) readAfter.push(after);
      // the rest never comes here: only when its answer may be read matters
      return ipp === 'all' ? new Promise<TAnswer>(() => undefined) : { data: Array.from({ length: LIST_HEAD }, (_, i) => i), total: 500 };
    };
    void new QueryClient().prefetchQuery({ queryKey: ['quotes', 'list', {}], queryFn: wholeList(fetchList), retry: false });
    for (let i = 0; i < 50 && readAfter.length === 0; i++) await Promise.resolve();
    expect(readAfter).toHaveLength(1);
    let settled = false;
    void readAfter[0].then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(HEAD_SHOWN_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
