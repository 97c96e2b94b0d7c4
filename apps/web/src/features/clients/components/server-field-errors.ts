import { ApiError } from '@/lib/api-client';
import type { TFieldErrors } from '@/lib/validate';

/** The first message per field of a 422 answer, to show under the fields; {} for other failures. */
export function serverFieldErrors(error: unknown): TFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fields) return {};
  const out: TFieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** The errors left once these fields change: a corrected field stops showing its message. */
export function clearFieldErrors(errors: TFieldErrors, fields: readonly string[]): TFieldErrors {
  if (!fields.some((f) => errors[f])) return errors;
  const next = { ...errors };
  for (const f of fields) delete next[f];
  return next;
}
