import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTimesheetSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { timesheetsQueryKey } from './get-timesheets';

/** GET /timesheets/{id}: one record, read fresh when EDIT TIMESHEET opens. */
export function getTimesheet(id: number, signal?: AbortSignal) {
  return apiRequest(`/timesheets/${id}`, { schema: import.meta.env.DEV && ZTimesheetSchema, signal });
}

export const timesheetQueryKey = (id: number) => [...timesheetsQueryKey, 'detail', id] as const;

export function timesheetQueryOptions(id: number) {
  return queryOptions({ queryKey: timesheetQueryKey(id), queryFn: ({ signal }) => getTimesheet(id, signal) });
}

export function useTimesheet(id: number | null) {
  return useQuery({ ...timesheetQueryOptions(id ?? 0), enabled: id !== null });
}
