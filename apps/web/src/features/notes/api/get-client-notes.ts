import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZNoteSchema, ZPaged, type NOTE_SORT_KEYS } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TNoteSortKey = (typeof NOTE_SORT_KEYS)[number];
export type TClientNotesParams = { page: number; ipp: number; kw?: string; sort: TNoteSortKey; order: 'asc' | 'desc' };

/** GET /notes: a page of the notes kept against clients (not to-dos), searched and sorted. */
export function getClientNotes(params: TClientNotesParams, signal?: AbortSignal) {
  return apiRequest('/notes', { query: params, schema: import.meta.env.DEV && ZPaged(ZNoteSchema), signal });
}

/**
 * Every cached list of client notes. The clients feature caches a company's notes tab under
 * the same root, so a note changed on either screen is fresh on the other.
 */
export const clientNotesListQueryKey = ['notes', 'list'] as const;

export function clientNotesQueryOptions(params: TClientNotesParams) {
  return queryOptions({
    queryKey: [...clientNotesListQueryKey, 'all', params],
    queryFn: ({ signal }) => getClientNotes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientNotes(params: TClientNotesParams) {
  return useQuery(clientNotesQueryOptions(params));
}
