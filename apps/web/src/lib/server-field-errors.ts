import { ApiError } from './api-client';
import type { TFieldErrors } from './validate';

/**
 * The first message per field of a 422 answer, to show under the fields (the API client has
 * already shown the 'Form validation failed' toast). Empty for any other failure.
 */
export function serverFieldErrors(error: unknown): TFieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: TFieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) if (messages[0]) out[field] = messages[0];
  return out;
}
