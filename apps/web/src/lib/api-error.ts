/*
 * The API client's error and its 401 hook, apart from the client itself: the entry chunk (the
 * router's 401 handling) and the login screen use them without loading the client, its toasts
 * and its progress bar (performance budget, bench/web.ts).
 */

/** A failed call: HTTP status (0 when no response arrived), the server's text, 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  constructor(status: number, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

let unauthorizedHandler: () => void = () => {
  window.location.assign('/login');
};

/** The app registers what a 401 does (clear the session, go to login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** What the API client does on a 401 (unless the call handles errors itself). */
export function onUnauthorized(): void {
  unauthorizedHandler();
}
