import type { QueryClient } from '@tanstack/react-query';
import { timesheetsQueryKey } from './get-timesheets';

/**
 * After time changes: every time list, and the tasks lists whose TOTAL TIME comes from
 * timesheets (the tasks feature's ['tasks', 'job', id] keys, named here by their prefix so
 * this feature does not import that one).
 */
export function refreshTime(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: timesheetsQueryKey }), client.invalidateQueries({ queryKey: ['tasks'] })]);
}
