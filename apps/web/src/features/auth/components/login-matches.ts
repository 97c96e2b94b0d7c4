import type { TLoginRequest, TVerifyEmailResult } from '@jobflow/contract';

/** One company the e-mail may sign in to: the agency where it is staff, or a client company. */
export type TLoginMatch = {
  key: string;
  label: string;
  login_as: TLoginRequest['login_as'];
  company_id: number;
};

/** The agency first, then each client company whose membership is enabled. */
export function loginMatchesOf(result: TVerifyEmailResult): TLoginMatch[] {
  const matches: TLoginMatch[] = [];
  if (result.company) {
    matches.push({
      key: `company-${result.company.id}`,
      label: result.company.name,
      login_as: 'company',
      company_id: result.company.id,
    });
  }
  for (const client of result.clients) {
    if (!client.member_enabled) continue;
    matches.push({
      key: `client-${client.id}`,
      label: `${client.name} (via ${client.company.name})`,
      login_as: 'client',
      company_id: client.id,
    });
  }
  return matches;
}
