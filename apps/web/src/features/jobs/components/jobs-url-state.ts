import { JOB_STATUSES, JOBS_CLIENT_FORBIDDEN_FILTERS, type TJobStatus } from '@jobflow/contract';
import type { TJobsParams } from '../api/get-jobs';
import { isJobSortKey, type TJobSort } from './job-sort';

export const JOBS_PAGE_SIZE = 20;

/** The jobs list filters kept in the URL query string, so a reload or a shared link shows the same list. */
export type TJobsUrlState = {
  kw: string;
  status: TJobStatus | null;
  clientId: number | null;
  /** null: the server's default order for the role. */
  sort: TJobSort | null;
  page: number;
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/** Reads the state from the query string; anything unknown or not allowed for the role is ignored. */
export function readJobsUrlState(params: URLSearchParams, isClient: boolean): TJobsUrlState {
  const rawStatus = params.get('status');
  const allowed = JOB_STATUSES.filter((s) => !isClient || !(JOBS_CLIENT_FORBIDDEN_FILTERS as readonly string[]).includes(s));
  const status = allowed.find((s) => s === rawStatus) ?? null;
  const sortKey = params.get('sort');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  return {
    kw: params.get('kw') ?? '',
    status,
    clientId: isClient ? null : positiveInt(params.get('client_id')),
    sort: isJobSortKey(sortKey) ? { sort: sortKey, order } : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query string of a state: empty and default values are left out. */
export function writeJobsUrlState(state: TJobsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.status) params.set('status', state.status);
  if (state.clientId) params.set('client_id', String(state.clientId));
  if (state.sort) {
    params.set('sort', state.sort.sort);
    params.set('order', state.sort.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasJobFilters(state: TJobsUrlState): boolean {
  return Boolean(state.kw.trim() || state.status || state.clientId);
}

/** What GET /jobs is asked for a state. */
export function jobsParamsOf(state: TJobsUrlState): TJobsParams {
  return {
    page: state.page,
    ipp: JOBS_PAGE_SIZE,
    kw: state.kw.trim() || undefined,
    status: state.status ?? undefined,
    client_id: state.clientId ?? undefined,
    ...(state.sort ? { sort: state.sort.sort, order: state.sort.order } : {}),
  };
}

/**
 * The list a query string asks for before the user is known (the route's loader): only when
 * staff and client users read it alike (no status or client filter a client user may not use).
 */
export function jobsParamsForAnyRole(params: URLSearchParams): TJobsParams | null {
  const staff = jobsParamsOf(readJobsUrlState(params, false));
  const client = jobsParamsOf(readJobsUrlState(params, true));
  return staff.status === client.status && staff.client_id === client.client_id ? staff : null;
}
