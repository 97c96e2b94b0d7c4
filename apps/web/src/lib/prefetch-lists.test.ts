import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('./progress', () => ({ beginProgress: vi.fn(), endProgress: vi.fn() }));

const { queryClient } = await import('./query-client');
const { jobsQueryOptions, prefetchJobs } = await import('@/features/jobs/api/get-jobs');
const { jobsParamsOf, readJobsUrlState } = await import('@/features/jobs/components/jobs-url-state');
const { quotesQueryOptions, prefetchQuotes } = await import('@/features/quotes/api/get-quotes');
const { quotesParamsOf, readQuotesUrlState } = await import('@/features/quotes/components/quotes-url-state');
const { invoicesQueryOptions, prefetchInvoices } = await import('@/features/invoices/api/get-invoices');
const { invoicesParamsOf, readInvoicesUrlState } = await import('@/features/invoices/components/invoices-url-state');
const { jobQueryOptions, prefetchJob } = await import('@/features/jobs/api/get-job');
const { quoteQueryOptions, prefetchQuote } = await import('@/features/quotes/api/get-quote');
const { notifyError } = await import('./notify');
const { LIST_HEAD } = await import('./whole-list');

/** Requests the API client sends, answered only when a test says so. */
let requests: string[] = [];
/** The bearer token in the browser's storage (none: signed out). */
let token: string | null = 'a-session';
beforeEach(() => {
  requests = [];
  token = 'a-session';
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'jobflow.token' ? token : null) } });
  queryClient.clear();
  vi.mocked(notifyError).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>(() => undefined);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const fetching = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.fetchStatus;

describe("a list page's first request, started by its route's loader", () => {
  it('jobs: asks for the page, filters and sort of the URL, under the key the page reads', () => {
    const search = new URLSearchParams('kw=spring&status=with_client&sort=job_name&order=desc&page=2');
    prefetchJobs(search);
    expect(requests).toHaveLength(1);
    const asked = new URL(requests[0], 'http://app.test');
    expect(asked.pathname).toBe('/api/jobs');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ page: '2', ipp: '20', kw: 'spring', status: 'with_client', sort: 'job_name', order: 'desc' });
    // the key the jobs page builds from the same URL, for staff and for client users alike
    for (const isClient of [false, true]) expect(fetching(jobsQueryOptions(jobsParamsOf(readJobsUrlState(search, isClient))).queryKey)).toBe('fetching');
  });

  it('jobs: asks nothing when staff and client users read the URL differently (a filter client users may not use)', () => {
    prefetchJobs(new URLSearchParams('status=testing'));
    prefetchJobs(new URLSearchParams('status=invoiced'));
    prefetchJobs(new URLSearchParams('client_id=4'));
    expect(requests).toEqual([]);
  });

  it('asks nothing when the list is already in the cache, and a request on its way is not sent twice', () => {
    const search = new URLSearchParams('kw=menu');
    queryClient.setQueryData(jobsQueryOptions(jobsParamsOf(readJobsUrlState(search, false))).queryKey, { data: [], total: 0, last_page: 1, current_page: 1, per_page: 20 });
    prefetchJobs(search);
    expect(requests).toEqual([]);
    prefetchQuotes(search);
    prefetchQuotes(search);
    expect(requests).toHaveLength(1);
  });

  it('asks nothing while a list of its kind is on screen: the open page asks for its own filters', () => {
    const shown = new QueryObserver(queryClient, { ...jobsQueryOptions({ page: 1, ipp: 20 }), enabled: false });
    const unsubscribe = shown.subscribe(() => undefined);
    prefetchJobs(new URLSearchParams('kw=menu'));
    expect(requests).toEqual([]);
    unsubscribe();
    prefetchJobs(new URLSearchParams('kw=menu'));
    expect(requests).toHaveLength(1);
  });

  it('quotes and invoices: the unpaged list the URL asks for, its first rows first (lib/whole-list.ts), under the key the page reads', () => {
    const quotes = new URLSearchParams('kw=logo&status=approved&client_id=3&sort=client_name&order=asc');
    prefetchQuotes(quotes);
    const invoices = new URLSearchParams('status=completed&client_id=7');
    prefetchInvoices(invoices);
    expect(requests.map((r) => new URL(r, 'http://app.test')).map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([
      ['/api/quotes', { ipp: String(LIST_HEAD), kw: 'logo', status: 'approved', client_id: '3', sort: 'client_name', order: 'asc' }],
      ['/api/invoices', { ipp: String(LIST_HEAD), status: 'completed', client_id: '7' }],
    ]);
    expect(fetching(quotesQueryOptions(quotesParamsOf(readQuotesUrlState(quotes))).queryKey)).toBe('fetching');
    expect(fetching(invoicesQueryOptions(invoicesParamsOf(readInvoicesUrlState(invoices))).queryKey)).toBe('fetching');
  });

  it('asks nothing without a session (the guard sends the visitor to sign in)', () => {
    token = null;
    prefetchJobs(new URLSearchParams(''));
    prefetchQuotes(new URLSearchParams(''));
    prefetchInvoices(new URLSearchParams(''));
    expect(requests).toEqual([]);
  });

  it('a failed prefetch shows nothing while its page is not there (the page asks again and reports)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'FAILED', message: 'Server error' }), { status: 500 })));
    const search = new URLSearchParams('');
    prefetchInvoices(search);
    const key = invoicesQueryOptions(invoicesParamsOf(readInvoicesUrlState(search))).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)).toBeUndefined());
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe("a detail page's first request, refused before its page is there", () => {
  const answering = (status: number) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'FAILED', error: 'This action is unauthorized.' }), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  /** The page's query mounting (an observer of its options), settled. */
  const mount = async <T>(options: { queryKey: readonly unknown[] }) => {
    const observer = new QueryObserver(queryClient, options as never);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).not.toBe('pending'));
    unsubscribe();
    return observer.getCurrentResult() as { status: string; error: { status?: number } | null; data?: T };
  };

  it("a client opening another client's job: the page answers the prefetch's 403, asked once", async () => {
    const fetch = answering(403);
    prefetchJob(5);
    await vi.waitFor(() => expect(queryClient.getQueryState(jobQueryOptions(5).queryKey)).toBeUndefined());
    const page = await mount(jobQueryOptions(5));
    expect(page.status).toBe('error');
    expect(page.error?.status).toBe(403);
    expect(fetch).toHaveBeenCalledTimes(1);
    // the job page shows its own message for a 403 (auth-only): no global toast
    expect(notifyError).not.toHaveBeenCalled();
    // answered once: a later visit asks the server
    queryClient.clear();
    await mount(jobQueryOptions(5));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a quote that is gone: one request, reported once by the page (its toast)', async () => {
    const fetch = answering(404);
    prefetchQuote(9);
    await vi.waitFor(() => expect(queryClient.getQueryState(quoteQueryOptions(9).queryKey)).toBeUndefined());
    expect(notifyError).not.toHaveBeenCalled();
    const page = await mount(quoteQueryOptions(9));
    expect(page.error?.status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('a server error is asked again by the page (it may pass)', async () => {
    const fetch = answering(500);
    prefetchJob(6);
    await vi.waitFor(() => expect(queryClient.getQueryState(jobQueryOptions(6).queryKey)).toBeUndefined());
    await mount(jobQueryOptions(6));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
