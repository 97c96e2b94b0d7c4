import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMESHEET_MESSAGES, ZTimesheetSchema, type TTimesheetCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { refreshTime } from './time-cache';

/** POST /timesheets */
export function createTimesheet(body: TTimesheetCreate) {
  return apiRequest('/timesheets', { method: 'POST', body, schema: import.meta.env.DEV && ZTimesheetSchema });
}

export function useCreateTimesheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTimesheet,
    onSuccess: () => {
      notifySuccess(TIMESHEET_MESSAGES.added);
      return refreshTime(client);
    },
  });
}
