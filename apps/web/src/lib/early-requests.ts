/**
 * The requests a signed-in page's document started before the app had even downloaded
 * (its inline script: `earlyScript` in apps/web/vite.config.ts): the session's two and, on a
 * quote, invoice or job, the record's (on a list opened without filters, the list's). Each is
 * kept under its URL with the token it was sent with.
 */
type TEarlyRequest = { token: string; at: number; response: Promise<Response | null> };

/** How long a request the document started may stand in for the app's own. */
const FRESH_MS = 10_000;

/**
 * The response to the document's request for `url`, taken once: the API client's own GET of the
 * same URL uses it instead of asking again. Only while it is fresh and was sent with the token
 * the app holds now; a request that failed to go out gives null (the client then asks itself).
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response | null> | null {
  const early = typeof window === 'undefined' ? undefined : (window as unknown as { __jobflowEarly?: Record<string, TEarlyRequest> }).__jobflowEarly;
  const request = early?.[url];
  if (!early || !request) return null;
  delete early[url];
  return request.token === token && Date.now() - request.at < FRESH_MS ? request.response : null;
}
