import { describe, expect, it } from 'vitest';
import { hasJobFilters, readJobsUrlState, writeJobsUrlState } from './jobs-url-state';

describe('jobs list URL state', () => {
  it('reads filters, sort and page from the query string', () => {
    const state = readJobsUrlState(new URLSearchParams('kw=spring&status=testing&client_id=4&sort=job_name&order=desc&page=3'), false);
    expect(state).toEqual({ kw: 'spring', status: 'testing', clientId: 4, sort: { sort: 'job_name', order: 'desc' }, page: 3 });
    expect(hasJobFilters(state)).toBe(true);
  });

  it('ignores unknown values and, for client users, the statuses and client filter they may not use', () => {
    const state = readJobsUrlState(new URLSearchParams('status=invoiced&client_id=4&sort=nope&page=-2'), true);
    expect(state).toEqual({ kw: '', status: null, clientId: null, sort: null, page: 1 });
    expect(hasJobFilters(state)).toBe(false);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeJobsUrlState({ kw: '  ', status: null, clientId: null, sort: null, page: 1 }).toString()).toBe('');
    const params = writeJobsUrlState({ kw: 'menu', status: 'with_client', clientId: 2, sort: { sort: 'job_no', order: 'asc' }, page: 2 });
    expect(params.toString()).toBe('kw=menu&status=with_client&client_id=2&sort=job_no&order=asc&page=2');
    expect(readJobsUrlState(params, false).page).toBe(2);
  });
});
