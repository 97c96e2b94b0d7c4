import { describe, expect, it } from 'vitest';
import { hasQuoteFilters, quotesParamsOf, readQuotesUrlState, writeQuotesUrlState } from './quotes-url-state';

describe('quotes list URL state', () => {
  it('reads every filter and the sort, ignoring what it does not know', () => {
    const state = readQuotesUrlState(new URLSearchParams('kw=flyer&status=with_client&client_id=4&manager_id=2&date_start=2026-01-01&date_end=2026-01-31&sort=total_value&order=desc'));
    expect(state).toEqual({ kw: 'flyer', status: 'with_client', clientId: 4, managerId: 2, dateStart: '2026-01-01', dateEnd: '2026-01-31', sort: { sort: 'total_value', order: 'desc' } });
    const junk = readQuotesUrlState(new URLSearchParams('status=lost&client_id=-1&manager_id=x&date_start=31-12-2024&sort=secret&order=desc'));
    expect(junk).toEqual({ kw: '', status: null, clientId: null, managerId: null, dateStart: null, dateEnd: null, sort: null });
  });

  it('swaps a reversed date range', () => {
    expect(readQuotesUrlState(new URLSearchParams('date_start=2026-02-01&date_end=2026-01-01'))).toMatchObject({ dateStart: '2026-01-01', dateEnd: '2026-02-01' });
  });

  it('writes only what differs from the default and reads back the same', () => {
    const empty = readQuotesUrlState(new URLSearchParams());
    expect(writeQuotesUrlState(empty).toString()).toBe('');
    expect(hasQuoteFilters(empty)).toBe(false);
    const state = { ...empty, kw: ' photo ', managerId: 3, sort: { sort: 'name', order: 'asc' } as const };
    const written = writeQuotesUrlState(state);
    expect(written.toString()).toBe('kw=photo&manager_id=3&sort=name&order=asc');
    expect(readQuotesUrlState(written)).toEqual({ ...state, kw: 'photo' });
    expect(hasQuoteFilters(state)).toBe(true);
  });

  it('asks the server for the default order unless a column was chosen', () => {
    const empty = readQuotesUrlState(new URLSearchParams());
    expect(quotesParamsOf(empty)).toEqual({ kw: undefined, status: undefined, client_id: undefined, manager_id: undefined, date_start: undefined, date_end: undefined });
    expect(quotesParamsOf({ ...empty, status: 'completed', sort: { sort: 'status', order: 'desc' } })).toMatchObject({ status: 'completed', sort: 'status', order: 'desc' });
  });
});
