import { MESSAGES } from '@jobflow/contract';
import { ApiError } from './api-error';
import { notifyError } from './notify';

/** The server's reason: the first field message of a 422, otherwise its error text. */
export function serverErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.internal;
  const first = Object.values(error.fields ?? {}).find((messages) => messages.length > 0)?.[0];
  return first ?? error.message;
}

/**
 * A failure the spec shows as the server's error titled 'Invalid Request' (spec 1 section 8:
 * the discussion, and removing a request's attachment), for calls made with
 * `errors: 'auth-only'`. A 401 is already handled by the API client.
 */
export function notifyInvalidRequest(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  notifyError(MESSAGES.invalidRequestTitle, serverErrorText(error));
}
