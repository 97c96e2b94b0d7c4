import { can, type TActor } from '@jobflow/contract';

/**
 * Who may open a route (spec 1 section 2.2, spec 2 section 2). Only super admin opens the
 * admin area; a client manager also opens the company and client-users settings; time is
 * for everyone but client users. Everyone else is sent to not-found.
 */
export const ACCESS_RULES = {
  everyone: () => true,
  admin: (u: TActor) => can(u, 'admin.area'),
  companySettings: (u: TActor) => can(u, 'settings.company'),
  clientUsersSettings: (u: TActor) => can(u, 'settings.clientUsers'),
  time: (u: TActor) => can(u, 'time.use'),
} as const;
export type TAccessRule = keyof typeof ACCESS_RULES;

export function mayOpen(rule: TAccessRule, user: TActor): boolean {
  return ACCESS_RULES[rule](user);
}
