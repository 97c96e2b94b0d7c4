import { MESSAGES } from '@jobflow/contract';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** The server's reason: the first field message of a 422, otherwise its error text. */
export function serverErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.internal;
  const first = Object.values(error.fields ?? {}).find((messages) => messages.length > 0)?.[0];
  return first ?? error.message;
}

/** Discussion failures show the server's error titled 'Invalid Request' (spec 1 section 8). A 401 is already handled. */
export function notifyCommentError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  notifyError(MESSAGES.invalidRequestTitle, serverErrorText(error));
}
