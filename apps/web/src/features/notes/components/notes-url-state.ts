import { NOTE_SORT_KEYS } from '@jobflow/contract';
import type { TNoteSortKey } from '../api/get-client-notes';

/** The notes list's state as kept in the URL: ?kw=&page=&sort=&order= (defaults left out). */
export type TNotesUrlState = { kw: string; page: number; sort: TNoteSortKey; order: 'asc' | 'desc' };

/** Spec 2 section 9: notes sort by client name, ascending, unless the user chooses. */
export const DEFAULT_NOTES_SORT = { sort: 'client_name', order: 'asc' } as const;

export function readNotesUrlState(params: URLSearchParams): TNotesUrlState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    kw: params.get('kw') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: (NOTE_SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as TNoteSortKey) : DEFAULT_NOTES_SORT.sort,
    order: order === 'desc' ? 'desc' : order === 'asc' ? 'asc' : DEFAULT_NOTES_SORT.order,
  };
}

export function writeNotesUrlState(state: TNotesUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.kw.trim()) params.set('kw', state.kw.trim());
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== DEFAULT_NOTES_SORT.sort || state.order !== DEFAULT_NOTES_SORT.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  return params;
}
