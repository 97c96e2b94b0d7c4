import { ZLoginRequestSchema, ZVerifyEmailRequestSchema } from '@jobflow/contract';
import { validate } from '@/lib/validate';

/*
 * What the login screen needs only once the user submits: zod with the contract's schemas
 * (validation and the typed answers) and the session loader. The page imports this module
 * lazily and fetches it as soon as it shows, so the first paint of /login does not wait
 * for it (performance budget, bench/web.ts).
 */
export { loadSession } from '@/lib/session';
export { login } from '../api/login';
export { verifyEmail } from '../api/verify-email';

export function checkEmailStep(values: { email: string }) {
  return validate(ZVerifyEmailRequestSchema, values);
}

export function checkPasswordStep(values: unknown) {
  return validate(ZLoginRequestSchema, values);
}
