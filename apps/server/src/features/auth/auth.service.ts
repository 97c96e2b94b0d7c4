import { AppError, MESSAGES, type TLoginRequest, type TLoginResult, type TVerifyEmailResult } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import { dummyHash, hashNewPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { TMailer } from '../../platform/mail/mailer.ts';
import { renderSystemMail } from '../email-templates/email-templates.service.ts';
import { SESSION_DAYS } from '../../plugins/app/auth.ts';
import * as repo from './auth.repository.ts';

/**
 * Failed sign-ins allowed in a sliding window of 15 minutes, so a lockout ends by itself at
 * most 15 minutes after the failures stop:
 * - perEmailIp: one e-mail from one address (the usual brute force);
 * - perIp: any e-mails from one address (password spraying);
 * - perEmail: one e-mail from all addresses together (distributed guessing). It does not
 *   apply to an address this e-mail signed in from successfully in the last 30 days, so
 *   others failing elsewhere cannot lock the real user out from where they usually work.
 */
export const LOGIN_LIMIT = { perEmailIp: 10, perIp: 50, perEmail: 100, windowMinutes: 15, knownIpDays: 30 } as const;

export async function verifyEmail({ db, email }: { db: TDb; email: string }): Promise<TVerifyEmailResult> {
  const staff = await repo.findStaffByEmail(db, email);
  const contacts = await repo.findContactsByEmail(db, email);
  if (!staff && contacts.length === 0) throw new AppError('NOT_FOUND', MESSAGES.noAccount);
  if (!staff && contacts.every((c) => !c.user.enabled)) throw new AppError('FORBIDDEN', MESSAGES.notActive);
  return {
    company: staff ? staff.company : null,
    clients: contacts.map((c) => ({ id: c.client.id, name: c.client.name, member_enabled: c.user.enabled, company: c.company })),
  };
}

export async function login({ db, input, ip }: { db: TDb; input: TLoginRequest; ip: string }): Promise<TLoginResult> {
  const failures = await repo.recentFailures(db, input.email, ip, LOGIN_LIMIT.windowMinutes);
  const locked =
    failures.byEmailIp >= LOGIN_LIMIT.perEmailIp ||
    failures.byIp >= LOGIN_LIMIT.perIp ||
    (failures.byEmail >= LOGIN_LIMIT.perEmail && !(await repo.signedInFrom(db, input.email, ip, LOGIN_LIMIT.knownIpDays)));
  if (locked) throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);
  const user = await repo.findLoginUser(db, input.login_as, input.company_id, input.email);
  const good = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await dummyHash(), input.password).then(() => false);
  if (!user || !good) {
    await repo.recordAttempt(db, input.email, ip, false);
    throw new AppError('UNAUTHENTICATED', MESSAGES.wrongPassword);
  }
  if (!user.enabled) throw new AppError('FORBIDDEN', MESSAGES.notActive);
  await repo.recordAttempt(db, input.email, ip, true);
  const token = newToken();
  // a contact whose client was deleted since the lookup above is refused as an unknown one
  if (!(await repo.createSession(db, user.companyId, user.id, hashToken(token), SESSION_DAYS, user.clientId))) throw new AppError('UNAUTHENTICATED', MESSAGES.wrongPassword);
  return { access_token: token, user_type_id: user.clientId ? null : user.userTypeId };
}

export async function logout({ db, companyId, sessionId }: { db: TDb; companyId: number; sessionId: number }) {
  await repo.revokeSession(db, companyId, sessionId);
}

/**
 * Sends a one-time reset link (valid 1 hour) to every account with this e-mail, built from
 * the agency's 'reset_password' template. Answers the same whether or not an account exists.
 */
export async function requestPasswordReset({ db, mailer, email, publicUrl, mailFrom }: { db: TDb; mailer: TMailer; email: string; publicUrl: string; mailFrom: string }) {
  const staff = await repo.findStaffByEmail(db, email);
  const contacts = await repo.findContactsByEmail(db, email);
  const accounts = [
    ...(staff && staff.user.enabled ? [{ user: staff.user, label: staff.company.name, agency: staff.company }] : []),
    ...contacts.filter((c) => c.user.enabled).map((c) => ({ user: c.user, label: `${c.client.name} (${c.company.name})`, agency: c.company })),
  ];
  for (const a of accounts) {
    const token = newToken();
    await repo.createPasswordReset(db, a.user.companyId, a.user.id, hashToken(token), 1);
    const mail = await renderSystemMail(db, a.user.companyId, 'reset_password', {
      first_name: a.user.firstName,
      last_name: a.user.lastName,
      company_name: a.label,
      email: a.user.email,
      login_url: `${publicUrl}/login`,
      reset_url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    }, { fromName: a.agency.name, fromEmail: mailAddressOf(mailFrom) });
    await mailer.send({ companyId: a.user.companyId, to: a.user.email, ...mail });
  }
}

/**
 * Issues a set-password link for a new user (7 days) and mails the agency's 'welcome' template:
 * the agency invites (a team member or a client's contact alike), from MAIL_FROM's address
 * under the agency's name.
 */
export async function sendInvitation({ db, mailer, publicUrl, mailFrom }: { db: TDb; mailer: TMailer; publicUrl: string; mailFrom: string }, user: { id: number; companyId: number; firstName: string; lastName: string; email: string }) {
  const token = newToken();
  await repo.createPasswordReset(db, user.companyId, user.id, hashToken(token), 24 * 7);
  const agencyName = await repo.agencyName(db, user.companyId);
  const mail = await renderSystemMail(db, user.companyId, 'welcome', {
    first_name: user.firstName,
    last_name: user.lastName,
    company_name: agencyName,
    email: user.email,
    login_url: `${publicUrl}/login`,
    set_password_url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  }, { fromName: agencyName, fromEmail: mailAddressOf(mailFrom) });
  return mailer.send({ companyId: user.companyId, to: user.email, ...mail });
}

export async function resetPassword({ db, token, password }: { db: TDb; token: string; password: string }) {
  // Checked (and hashed) first: a refused password must not use up the link.
  const passwordHash = await hashNewPassword(password);
  const reset = await repo.consumePasswordReset(db, hashToken(token));
  if (!reset) throw new AppError('VALIDATION', 'This reset link is invalid or has expired.', { token: ['This reset link is invalid or has expired.'] });
  await repo.setPassword(db, reset.companyId, reset.userId, passwordHash);
  await repo.revokeUserSessions(db, reset.companyId, reset.userId);
}

/** The address in MAIL_FROM ('Name <address>' or a bare address): system mail goes out from it under the agency's name. */
export function mailAddressOf(mailFrom: string): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom);
  return (bracketed ? bracketed[1] : mailFrom).trim();
}
