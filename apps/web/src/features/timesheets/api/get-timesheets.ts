import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTimesheetListResultSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** The list's query (spec 2 section 7); job_id narrows to one job (the job page's panel). */
export type TTimesheetsParams = {
  page?: number;
  ipp?: number;
  kw?: string;
  client_id?: number;
  user_id?: number;
  job_id?: number;
  date_start?: string;
  date_end?: string;
};

/** GET /timesheets: a page of jobs with their matching records (staff get their own only). */
export function getTimesheets(params: TTimesheetsParams, signal?: AbortSignal) {
  return apiRequest('/timesheets', { query: params, schema: import.meta.env.DEV && ZTimesheetListResultSchema, signal });
}

/** Every cached time list and record: invalidated after any change of time. */
export const timesheetsQueryKey = ['timesheets'] as const;

export function timesheetsQueryOptions(params: TTimesheetsParams) {
  return queryOptions({
    queryKey: [...timesheetsQueryKey, 'list', params],
    queryFn: ({ signal }) => getTimesheets(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTimesheets(params: TTimesheetsParams, enabled = true) {
  return useQuery({ ...timesheetsQueryOptions(params), enabled });
}
