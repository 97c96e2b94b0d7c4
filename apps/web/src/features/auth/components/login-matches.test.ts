import { describe, expect, it } from 'vitest';
import { loginMatchesOf } from './login-matches';

describe('login matches', () => {
  it('lists the agency first, then enabled client companies with their agency', () => {
    const matches = loginMatchesOf({
      company: { id: 1, name: 'Northwind Creative' },
      clients: [
        { id: 6, name: 'Harbour Bakery', member_enabled: true, company: { id: 2, name: 'Southbank Studio' } },
        { id: 9, name: 'Citrus Events', member_enabled: false, company: { id: 1, name: 'Northwind Creative' } },
      ],
    });
    expect(matches.map((m) => [m.label, m.login_as, m.company_id])).toEqual([
      ['Northwind Creative', 'company', 1],
      ['Harbour Bakery (via Southbank Studio)', 'client', 6],
    ]);
  });

  it('finds nothing when the only membership is disabled', () => {
    expect(
      loginMatchesOf({
        company: null,
        clients: [{ id: 9, name: 'Citrus Events', member_enabled: false, company: { id: 1, name: 'Northwind' } }],
      }),
    ).toEqual([]);
  });
});
