import { MESSAGES, ZLoginRequestSchema, ZVerifyEmailRequestSchema } from '@jobflow/contract';
import { ApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { loadSession as loadSessionInto } from '@/lib/session';
import { validate } from '@/lib/validate';

/*
 * What the login screen needs only once the user submits: zod with the contract's schemas
 * (validation and the typed answers), the contract's messages, the query client and the
 * session loader. The page imports this module lazily and fetches it as soon as it shows,
 * so the first paint of /login does not wait for it (performance budget, bench/web.ts).
 */
export { MESSAGES } from '@jobflow/contract';
export { login } from '../api/login';
export { verifyEmail } from '../api/verify-email';
export { loginMatchesOf } from './login-matches';

/** The alert for a failed call: the server's text, else the contract's generic message. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.internal;
}

/** The current user and the option lists, into the query cache the signed-in shell reads. */
export function loadSession() {
  return loadSessionInto(queryClient);
}

export function checkEmailStep(values: { email: string }) {
  return validate(ZVerifyEmailRequestSchema, values);
}

export function checkPasswordStep(values: unknown) {
  return validate(ZLoginRequestSchema, values);
}
