import { QUOTE_STATUSES, type TQuoteSortKey, type TQuoteStatus } from '@jobflow/contract';
import type { TQuotesParams } from '../api/get-quotes';

/** Columns the list sorts by (spec 2 "Quotes list"); without one the server orders by status date, newest first. */
export const QUOTE_LIST_SORT_KEYS = ['quote_number', 'client_name', 'name', 'status', 'total_value'] as const satisfies readonly TQuoteSortKey[];
export type TQuoteListSortKey = (typeof QUOTE_LIST_SORT_KEYS)[number];
export type TQuoteListSort = { sort: TQuoteListSortKey; order: 'asc' | 'desc' };

/** The quotes list filters kept in the URL, so a reload or a shared link shows the same list. */
export type TQuotesUrlState = {
  kw: string;
  status: TQuoteStatus | null;
  clientId: number | null;
  managerId: number | null;
  /** YYYY-MM-DD, on the created date */
  dateStart: string | null;
  dateEnd: string | null;
  /** null: the default, status date descending */
  sort: TQuoteListSort | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

const isoDate = (value: string | null) => (value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null);

export function isQuoteListSortKey(value: unknown): value is TQuoteListSortKey {
  return typeof value === 'string' && (QUOTE_LIST_SORT_KEYS as readonly string[]).includes(value);
}

/** Reads the state from the query string; anything unknown is ignored. */
export function readQuotesUrlState(params: URLSearchParams): TQuotesUrlState {
  const rawStatus = params.get('status');
  const sortKey = params.get('sort');
  let dateStart = isoDate(params.get('date_start'));
  let dateEnd = isoDate(params.get('date_end'));
  if (dateStart && dateEnd && dateStart > dateEnd) [dateStart, dateEnd] = [dateEnd, dateStart];
  return {
    kw: params.get('kw') ?? '',
    status: QUOTE_STATUSES.find((s) => s === rawStatus) ?? null,
    clientId: positiveInt(params.get('client_id')),
    managerId: positiveInt(params.get('manager_id')),
    dateStart,
    dateEnd,
    sort: isQuoteListSortKey(sortKey) ? { sort: sortKey, order: params.get('order') === 'desc' ? 'desc' : 'asc' } : null,
  };
}

/** The query string of a state: empty and default values are left out. */
export function writeQuotesUrlState(state: TQuotesUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.status) params.set('status', state.status);
  if (state.clientId) params.set('client_id', String(state.clientId));
  if (state.managerId) params.set('manager_id', String(state.managerId));
  if (state.dateStart) params.set('date_start', state.dateStart);
  if (state.dateEnd) params.set('date_end', state.dateEnd);
  if (state.sort) {
    params.set('sort', state.sort.sort);
    params.set('order', state.sort.order);
  }
  return params;
}

export function hasQuoteFilters(state: TQuotesUrlState): boolean {
  return Boolean(state.kw.trim() || state.status || state.clientId || state.managerId || state.dateStart || state.dateEnd);
}

/**
 * What GET /quotes is asked. Without a status the server leaves out cancelled and completed
 * quotes (spec 2); with one, only that status.
 */
export function quotesParamsOf(state: TQuotesUrlState): TQuotesParams {
  return {
    kw: state.kw.trim() || undefined,
    status: state.status ?? undefined,
    client_id: state.clientId ?? undefined,
    manager_id: state.managerId ?? undefined,
    date_start: state.dateStart ?? undefined,
    date_end: state.dateEnd ?? undefined,
    ...(state.sort ? { sort: state.sort.sort, order: state.sort.order } : {}),
  };
}
