import { describe, expect, it } from 'vitest';
import { hasTimeFilters, readTimeUrlState, writeTimeUrlState } from './time-url-state';

describe('time url state', () => {
  it('reads what it writes and drops what is not valid', () => {
    const state = { kw: ' logo ', clientId: 3, userId: 7, dateStart: '2026-01-01', dateEnd: '2026-01-31', page: 2 };
    const params = writeTimeUrlState(state);
    expect(params.toString()).toBe('kw=logo&client_id=3&user_id=7&from=2026-01-01&to=2026-01-31&page=2');
    expect(readTimeUrlState(params)).toEqual({ ...state, kw: 'logo' });
    expect(readTimeUrlState(new URLSearchParams('client_id=x&from=01-01-2026&page=0'))).toEqual({ kw: '', clientId: null, userId: null, dateStart: null, dateEnd: null, page: 1 });
  });

  it('knows when a filter is set', () => {
    expect(hasTimeFilters(readTimeUrlState(new URLSearchParams('page=3')))).toBe(false);
    expect(hasTimeFilters(readTimeUrlState(new URLSearchParams('to=2026-01-31')))).toBe(true);
  });
});
