import { XeroError, errorFromResponse } from './xero.errors.ts';

/** Knobs of the HTTP layer; tests inject `sleep` so that backoff never waits for real. */
export type TXeroHttpOptions = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** attempts per call, the first included (429 and 5xx are retried) */
  maxAttempts?: number;
  /** first backoff delay when Xero names none; doubles per attempt */
  baseDelayMs?: number;
  /** a longer Retry-After (the daily limit) fails at once instead of holding the request */
  maxRetryAfterSeconds?: number;
  timeoutMs?: number;
  /**
   * When (epoch ms, on `now`'s clock) the calls must be done by: no retry waits past it, and an
   * attempt's timeout ends at it. A status save waits for its push; this bounds that wait.
   */
  deadline?: number;
  /** the clock the deadline is read on (tests move it with their sleep) */
  now?: () => number;
};

export type TXeroRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** names the thing in error messages: 'invoice', 'contact', ... */
  what: string;
};

export type TXeroResponse = { status: number; headers: Headers; body: unknown };

const RETRYABLE = new Set([429, 500, 502, 503, 504]);
export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After is whole seconds (Xero) or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * One call to Xero with bounded retries: 429 waits exactly Retry-After (Xero's rule),
 * 5xx and network failures back off exponentially (or by Retry-After when given).
 * Any other failure, or the last attempt's, is thrown as a XeroError.
 */
export async function xeroFetch(req: TXeroRequest, opts: TXeroHttpOptions = {}): Promise<TXeroResponse> {
  const doFetch = opts.fetch ?? fetch;
  const sleep = opts.sleep ?? realSleep;
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 4);
  const baseDelay = opts.baseDelayMs ?? 1000;
  const maxRetryAfter = opts.maxRetryAfterSeconds ?? 60;
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? 20_000;
  /** Whether waiting `ms` before the next attempt still leaves time for it. */
  const timeFor = (ms: number) => opts.deadline === undefined || now() + ms < opts.deadline;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  }

  let last: XeroError | null = null;
  let tried = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    tried = attempt;
    const backoff = baseDelay * 2 ** (attempt - 1);
    let res: Response;
    try {
      const left = opts.deadline === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, opts.deadline - now()));
      res = await doFetch(req.url, { method: req.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(left) });
    } catch (e) {
      const reason = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
      last = new XeroError('network', 0, `Could not reach Xero (${reason}). Try again later.`, [reason]);
      if (attempt === maxAttempts || !timeFor(backoff)) break;
      await sleep(backoff);
      continue;
    }
    const text = await res.text();
    if (res.ok) {
      let parsed: unknown = null;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new XeroError('other', res.status, `Xero answered the ${req.what} request with something other than JSON.`);
        }
      }
      return { status: res.status, headers: res.headers, body: parsed };
    }
    last = errorFromResponse(res.status, text, res.headers, req.what);
    if (!RETRYABLE.has(res.status) || attempt === maxAttempts) break;
    const after = retryAfterSeconds(res.headers.get('retry-after'));
    if (res.status === 429 && after !== null && after > maxRetryAfter) break;
    const wait = after !== null ? after * 1000 : backoff;
    if (!timeFor(wait)) break;
    await sleep(wait);
  }
  if (last && tried > 1 && (last.kind === 'rate_limited' || last.kind === 'unavailable' || last.kind === 'network')) {
    throw new XeroError(last.kind, last.status, `${last.message} Gave up after ${tried} attempts.`, last.details);
  }
  throw last ?? new XeroError('other', 0, 'Xero call failed.');
}
