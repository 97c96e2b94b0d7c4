import type { z } from 'zod';
import { MESSAGES } from '@jobflow/contract';
import { ApiError, onUnauthorized } from './api-error';
import { notifyError } from './notify';
import { beginProgress, endProgress } from './progress';
import { getToken } from './session-storage';
import { takeEarlyResponse } from './early-requests';

export { ApiError, setUnauthorizedHandler } from './api-error';

const API_BASE = '/api';

/**
 * Whether answers are checked against their contract schema in the browser. The server
 * already encodes every answer with its route's schema (apps/server/src/lib/serializer.ts:
 * checked, and only the schema's fields sent), so the production build takes it as it comes:
 * checked again, a 10,000-row list cost the main thread as much as its JSON.parse. Development
 * and the unit tests check it, so a drift between a call's schema and its route's shows there.
 */
const CHECK_ANSWERS = import.meta.env.DEV;

/**
 * How much of the global error handling (spec 1 section 8) a call wants:
 * 'all' (default) shows the spec's toasts and sends 401 to login; 'auth-only' only handles
 * 401 (background polls); 'none' leaves everything to the caller (the login screens).
 */
export type GlobalErrorMode = 'all' | 'auth-only' | 'none';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type ApiRequestOptions<TSchema extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * Types the unwrapped result by the contract's schema; checked with it in development
   * (`CHECK_ANSWERS`). Written `schema: import.meta.env.DEV && ZSchema` (a lint rule): the
   * production build drops the schema, and a page's chunk then does not build it as it loads.
   */
  schema?: TSchema | false;
  errors?: GlobalErrorMode;
  /** No progress bar: for background polling. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Read the answer's body only once this has settled (its headers may come before): reading a
   * long list's body holds the main thread (lib/whole-list.ts waits for its first rows to show).
   */
  readAfter?: Promise<unknown>;
};

type ApiResult<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

type Envelope = { status?: unknown; result?: unknown; error?: unknown; errors?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** Reads bodies as UTF-8, as `Response.text()` does. */
const utf8 = new TextDecoder();

/**
 * The body as JSON (or its text when it is not). Read as bytes and decoded: Chromium's
 * `Response.text()` took 180-230 ms of main thread for a 12.8 MB list (30,611 quotes), the bytes
 * and TextDecoder 110-130 (bench/results.md, 2026-12-01, night).
 */
async function readBody(response: Response): Promise<unknown> {
  const text = utf8.decode(await response.arrayBuffer());
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The spec's outcome for each failure (spec 1 section 8). */
export function handleApiErrorGlobally(error: ApiError): void {
  switch (true) {
    case error.status === 401:
      onUnauthorized();
      return;
    case error.status === 0 || error.status === 404:
      notifyError(MESSAGES.invalidRequestTitle, MESSAGES.notFound);
      return;
    case error.status === 403:
      notifyError(MESSAGES.permissionDeniedTitle, MESSAGES.permissionDenied);
      return;
    case error.status === 422: {
      const lines = Object.values(error.fields ?? {})
        .map((messages) => messages[0])
        .filter((m): m is string => Boolean(m));
      notifyError(MESSAGES.validationTitle, lines.length ? lines.join('\n') : error.message);
      return;
    }
    case error.status >= 500:
      notifyError(MESSAGES.internalTitle, MESSAGES.internal);
      return;
    default:
      notifyError(MESSAGES.invalidRequestTitle, error.message);
  }
}

/** The global handling a call with `errors: mode` gives a failure (lib/prefetch.ts reports for a page). */
export function reportApiError(error: ApiError, mode: GlobalErrorMode): void {
  handle(error, mode);
}

function handle(error: ApiError, mode: GlobalErrorMode): void {
  if (mode === 'all' || (mode === 'auth-only' && error.status === 401)) handleApiErrorGlobally(error);
}

/**
 * One call to the API. Sends the bearer token, unwraps `result` when present, and throws
 * ApiError on failure after the global handling chosen by `errors`.
 */
export async function apiRequest<TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<TSchema> = {},
): Promise<ApiResult<TSchema>> {
  const { method = 'GET', body, query, schema, errors = 'all', silent = false, signal, readAfter } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  if (!silent) beginProgress();
  try {
    let response: Response;
    try {
      const url = buildUrl(path, query);
      // The page's document may have sent this very request already (lib/early-requests.ts).
      const early = method === 'GET' ? takeEarlyResponse(url, token) : null;
      const taken = early ? await early : null;
      if (taken && signal?.aborted) throw signal.reason;
      response = taken ?? (await fetch(url, { method, headers, body: payload, signal }));
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const error = new ApiError(0, MESSAGES.notFound);
      handle(error, errors);
      throw error;
    }

    if (readAfter) await readAfter.catch(() => undefined);
    const data = await readBody(response);
    const envelope: Envelope = isRecord(data) ? data : {};
    if (!response.ok || envelope.status === 'FAILED') {
      const text =
        typeof envelope.error === 'string' && envelope.error
          ? envelope.error
          : response.statusText || `Request failed (${response.status})`;
      const error = new ApiError(response.ok ? 400 : response.status, text, fieldErrors(envelope.errors));
      handle(error, errors);
      throw error;
    }

    const result = isRecord(data) && 'result' in data ? data.result : data;
    if (!schema || !CHECK_ANSWERS) return result as ApiResult<TSchema>;
    const parsed = schema.safeParse(result);
    if (!parsed.success) {
      console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
      const error = new ApiError(500, MESSAGES.internal);
      handle(error, errors);
      throw error;
    }
    return parsed.data as ApiResult<TSchema>;
  } finally {
    if (!silent) endProgress();
  }
}

export type ApiBlobOptions = Pick<ApiRequestOptions, 'query' | 'errors' | 'signal'>;

/**
 * A file from the API (PDFs, CSV): sent with the bearer token like every call, read as a
 * Blob; failures are read from the JSON envelope and handled like apiRequest's.
 */
export async function apiBlob(path: string, options: ApiBlobOptions = {}): Promise<Blob> {
  const { query, errors = 'all', signal } = options;
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  beginProgress();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), { headers, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const error = new ApiError(0, MESSAGES.notFound);
      handle(error, errors);
      throw error;
    }
    if (!response.ok) {
      const data = await readBody(response);
      const envelope: Envelope = isRecord(data) ? data : {};
      const text =
        typeof envelope.error === 'string' && envelope.error
          ? envelope.error
          : response.statusText || `Request failed (${response.status})`;
      const error = new ApiError(response.status, text, fieldErrors(envelope.errors));
      handle(error, errors);
      throw error;
    }
    return await response.blob();
  } finally {
    endProgress();
  }
}

/** Saves a Blob under a file name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
