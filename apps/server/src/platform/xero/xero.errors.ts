/**
 * What went wrong talking to Xero, sorted by what the caller does next:
 * - invalid_grant, forbidden, unauthorized: the connection is broken, reconnect
 * - validation, not_found: this request is wrong (the invoice push fails, the connection is fine)
 * - rate_limited, unavailable, network: try again later (already retried with backoff)
 */
export type TXeroErrorKind = 'invalid_grant' | 'invalid_client' | 'unauthorized' | 'forbidden' | 'validation' | 'not_found' | 'rate_limited' | 'unavailable' | 'network' | 'other';

export class XeroError extends Error {
  readonly kind: TXeroErrorKind;
  /** HTTP status; 0 when no response arrived */
  readonly status: number;
  /** Xero's own messages (validation errors, problem detail, OAuth error) */
  readonly details: string[];
  constructor(kind: TXeroErrorKind, status: number, message: string, details: string[] = []) {
    super(message);
    this.name = 'XeroError';
    this.kind = kind;
    this.status = status;
    this.details = details;
  }
  /** The connection itself is no longer usable: the user has to reconnect. */
  get breaksConnection(): boolean {
    return this.kind === 'invalid_grant' || this.kind === 'invalid_client' || this.kind === 'unauthorized' || this.kind === 'forbidden';
  }
}

type TJson = Record<string, unknown>;
const isObject = (v: unknown): v is TJson => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key looked up case-insensitively (older Xero bodies use lowercase problem keys). */
function field(o: TJson, name: string): unknown {
  const key = Object.keys(o).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : o[key];
}

function messagesOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => (isObject(e) && typeof field(e, 'Message') === 'string' ? [String(field(e, 'Message'))] : []));
}

/** Every validation message of a ValidationException, from the elements and their nested lines, contacts and addresses. */
export function validationMessages(body: TJson): string[] {
  const out: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    out.push(...messagesOf(field(node, 'ValidationErrors')));
    for (const [k, v] of Object.entries(node)) if (k.toLowerCase() !== 'validationerrors' && typeof v === 'object') walk(v, depth + 1);
  };
  walk(field(body, 'Elements'), 0);
  return [...new Set(out)];
}

function parseBody(text: string): TJson | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return isObject(v) ? v : null;
  } catch {
    // 404s and 503s are plain text
    return null;
  }
}

const short = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);

/** Turns a failed response into a XeroError with a message a person can act on. */
export function errorFromResponse(status: number, text: string, headers: Headers, what: string): XeroError {
  const body = parseBody(text);
  if (body && typeof field(body, 'error') === 'string') {
    // OAuth token endpoint: {"error":"invalid_grant","error_description":"..."}
    const code = String(field(body, 'error'));
    const desc = typeof field(body, 'error_description') === 'string' ? String(field(body, 'error_description')) : '';
    const detail = desc ? `${code}: ${desc}` : code;
    if (code === 'invalid_grant') return new XeroError('invalid_grant', status, `Xero no longer accepts this connection's authorisation (${detail}). Reconnect to Xero.`, [detail]);
    if (code === 'invalid_client') return new XeroError('invalid_client', status, `Xero did not recognise the app credentials (${detail}). Check XERO_CLIENT_ID and XERO_CLIENT_SECRET.`, [detail]);
    return new XeroError('other', status, `Xero refused the sign-in (${detail}).`, [detail]);
  }
  if (status === 400 && body) {
    const messages = validationMessages(body);
    const fallback = typeof field(body, 'Message') === 'string' ? String(field(body, 'Message')) : 'A validation exception occurred';
    const list = messages.length ? messages : [fallback];
    return new XeroError('validation', status, `Xero rejected the ${what}: ${list.join(' ')}`, list);
  }
  const problem = body && typeof field(body, 'Detail') === 'string' ? String(field(body, 'Detail')) : body && typeof field(body, 'Title') === 'string' ? String(field(body, 'Title')) : short(text);
  const details = problem ? [problem] : [];
  const said = problem ? ` (${problem})` : '';
  if (status === 401) return new XeroError('unauthorized', status, `Xero did not accept the access token${said}. Reconnect to Xero.`, details);
  if (status === 403) return new XeroError('forbidden', status, `Xero refused access to the organisation${said}. Reconnect to Xero.`, details);
  if (status === 404) return new XeroError('not_found', status, `Xero could not find the ${what}${said}.`, details);
  if (status === 429) {
    const problemHeader = headers.get('x-rate-limit-problem');
    const retry = headers.get('retry-after');
    return new XeroError('rate_limited', status, `Xero's ${problemHeader ? `${problemHeader.toLowerCase()} ` : ''}rate limit was reached${retry ? `; try again in ${retry} seconds` : ''}.`, details);
  }
  if (status >= 500) return new XeroError('unavailable', status, `Xero is unavailable (${status}${problem ? `: ${problem}` : ''}). Try again later.`, details);
  return new XeroError('other', status, `Xero answered ${status} for the ${what}${said}.`, details);
}
