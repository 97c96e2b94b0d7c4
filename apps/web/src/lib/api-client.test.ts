import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ZLoginResultSchema } from '@jobflow/contract';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('./progress', () => ({ beginProgress: vi.fn(), endProgress: vi.fn() }));

const { apiRequest, ApiError, setUnauthorizedHandler } = await import('./api-client');
const { notifyError } = await import('./notify');
const { beginProgress, endProgress } = await import('./progress');

function respond(status: number, body: unknown, statusText = '') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<InstanceType<typeof ApiError>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(beginProgress).mockClear();
  vi.mocked(endProgress).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('unwraps result and validates it with the contract schema', async () => {
    respond(200, { status: 'SUCCESS', result: { access_token: 't', user_type_id: 1 } });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, schema: ZLoginResultSchema })).resolves.toEqual({
      access_token: 't',
      user_type_id: 1,
    });
  });

  it('returns the whole body when there is no result field', async () => {
    respond(200, { ok: true });
    await expect(apiRequest('/anything')).resolves.toEqual({ ok: true });
  });

  it('reads the body only once readAfter has settled (even when it fails)', async () => {
    let bodyRead = false;
    const response = new Response(JSON.stringify({ status: 'SUCCESS', result: [1, 2] }));
    const read = response.arrayBuffer.bind(response);
    response.arrayBuffer = () => ((bodyRead = true), read());
    vi.stubGlobal('fetch', vi.fn(async () => response));
    let release!: (reason: Error) => void;
    const call = apiRequest('/quotes', { readAfter: new Promise((_, reject) => (release = reject)) });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(bodyRead).toBe(false);
    release(new Error('the page went away'));
    await expect(call).resolves.toEqual([1, 2]);
    expect(bodyRead).toBe(true);
  });

  it('reads the body as UTF-8 text, as Response.text() would', async () => {
    const body = { status: 'SUCCESS', result: { name: 'Café Müller — 東京 🎨', note: '\u2028' } };
    respond(200, body);
    await expect(apiRequest('/clients/1')).resolves.toEqual(body.result);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('\uFEFFnot json', { status: 200 })));
    await expect(apiRequest('/plain')).resolves.toBe('not json');
  });

  it('sends arrays in the query string once per value and skips empty values', async () => {
    const fetchMock = respond(200, { status: 'SUCCESS', result: [] });
    await apiRequest('/jobs', { query: { 'exclude_status[]': ['completed', 'invoiced'], kw: '', page: 2 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/jobs?exclude_status%5B%5D=completed&exclude_status%5B%5D=invoiced&page=2');
  });

  it('runs the progress bar, except for silent calls', async () => {
    respond(200, { status: 'SUCCESS', result: 1 });
    await apiRequest('/a');
    await apiRequest('/b', { silent: true });
    expect(beginProgress).toHaveBeenCalledTimes(1);
    expect(endProgress).toHaveBeenCalledTimes(1);
  });

  it('shows the first message of each field on 422, one per line', async () => {
    respond(422, {
      status: 'FAILED',
      error: 'The given data was invalid.',
      errors: { name: ['This field is required', 'Too short'], email: ['Invalid email address'] },
    });
    const error = await failure(apiRequest('/jobs', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.fields?.email).toEqual(['Invalid email address']);
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.validationTitle, 'This field is required\nInvalid email address');
  });

  it.each([
    [403, MESSAGES.permissionDeniedTitle, MESSAGES.permissionDenied],
    [404, MESSAGES.invalidRequestTitle, MESSAGES.notFound],
    [500, MESSAGES.internalTitle, MESSAGES.internal],
  ])('maps %i to the spec message', async (status, title, message) => {
    respond(status, { status: 'FAILED', error: 'server text' });
    await failure(apiRequest('/x'));
    expect(notifyError).toHaveBeenCalledWith(title, message);
  });

  it('treats no response as an invalid request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/x'));
    expect(error.status).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.invalidRequestTitle, MESSAGES.notFound);
  });

  it('hands 401 to the unauthorized handler, also for background calls', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    respond(401, { status: 'FAILED', error: MESSAGES.unauthenticated });
    await failure(apiRequest('/user/notifications', { errors: 'auth-only', silent: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("leaves every failure to the caller with errors: 'none', keeping the server's text", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    respond(401, { status: 'FAILED', error: MESSAGES.wrongPassword });
    const error = await failure(apiRequest('/auth/login', { method: 'POST', body: {}, errors: 'none' }));
    expect(error.message).toBe(MESSAGES.wrongPassword);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('falls back to the HTTP status text when the body has no error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 429, statusText: 'Too Many Requests' })));
    const error = await failure(apiRequest('/auth/login', { errors: 'none' }));
    expect(error.message).toBe('Too Many Requests');
  });

  it('treats a FAILED envelope with HTTP 200 as a failure', async () => {
    respond(200, { status: 'FAILED', error: 'Cannot delete this user type.' });
    const error = await failure(apiRequest('/user-types/3', { method: 'DELETE' }));
    expect(error.message).toBe('Cannot delete this user type.');
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.invalidRequestTitle, 'Cannot delete this user type.');
  });
});

describe('a request the page’s document already sent (lib/early-requests.ts)', () => {
  const earlyFor = (url: string, token: string, body: unknown, at = Date.now()) => ({
    [url]: { token, at, response: Promise.resolve(new Response(JSON.stringify({ status: 'SUCCESS', result: body }), { status: 200 })) },
  });
  const signedIn = (token: string | null, early: Record<string, unknown>) =>
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'jobflow.token' ? token : null) }, __jobflowEarly: early });

  it('is taken by the same GET instead of asking again, once', async () => {
    const fetchMock = respond(200, { status: 'SUCCESS', result: { from: 'the app' } });
    signedIn('a-session', earlyFor('/api/options', 'a-session', { from: 'the document' }));
    await expect(apiRequest('/options')).resolves.toEqual({ from: 'the document' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/options')).resolves.toEqual({ from: 'the app' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another address, another token, a write, or when it is old', async () => {
    const fetchMock = respond(200, { status: 'SUCCESS', result: { from: 'the app' } });
    signedIn('a-session', {
      ...earlyFor('/api/quotes/4', 'a-session', { from: 'the document' }),
      ...earlyFor('/api/options', 'the-previous-session', { from: 'the document' }),
      ...earlyFor('/api/jobs/9', 'a-session', { from: 'the document' }),
      ...earlyFor('/api/invoices/2', 'a-session', { from: 'the document' }, Date.now() - 60_000),
    });
    await expect(apiRequest('/quotes/5')).resolves.toEqual({ from: 'the app' });
    await expect(apiRequest('/options')).resolves.toEqual({ from: 'the app' });
    await expect(apiRequest('/jobs/9', { method: 'POST', body: {} })).resolves.toEqual({ from: 'the app' });
    await expect(apiRequest('/invoices/2')).resolves.toEqual({ from: 'the app' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('that failed to go out (null) is asked for again', async () => {
    const fetchMock = respond(200, { status: 'SUCCESS', result: { from: 'the app' } });
    signedIn('a-session', { '/api/options': { token: 'a-session', at: Date.now(), response: Promise.resolve(null) } });
    await expect(apiRequest('/options')).resolves.toEqual({ from: 'the app' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
