import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZNoteSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TCompanyNotesParams = { clientId: number; page: number; ipp: number; kw?: string };

/** GET /notes?client_id: a page of one company's notes, the latest change first. */
export function getCompanyNotes({ clientId, page, ipp, kw }: TCompanyNotesParams, signal?: AbortSignal) {
  return apiRequest('/notes', {
    query: { client_id: clientId, page, ipp, kw, sort: 'updated_at', order: 'desc' },
    schema: import.meta.env.DEV && ZPaged(ZNoteSchema),
    signal,
  });
}

/**
 * The notes screens cache their lists under the same root, so a note added or changed on a
 * company's page is fresh on /notes too (and the other way round).
 */
export const notesListQueryKey = ['notes', 'list'] as const;

export function companyNotesQueryOptions(params: TCompanyNotesParams) {
  return queryOptions({
    queryKey: [...notesListQueryKey, 'company', params],
    queryFn: ({ signal }) => getCompanyNotes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyNotes(params: TCompanyNotesParams) {
  return useQuery(companyNotesQueryOptions(params));
}
