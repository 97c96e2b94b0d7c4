import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMESHEET_MESSAGES, ZTimesheetSchema, type TTimesheetUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { refreshTime } from './time-cache';

/** POST /timesheets/{id}: the changed fields only. */
export function updateTimesheet({ id, body }: { id: number; body: TTimesheetUpdate }) {
  return apiRequest(`/timesheets/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZTimesheetSchema });
}

export function useUpdateTimesheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTimesheet,
    onSuccess: () => {
      notifySuccess(TIMESHEET_MESSAGES.updated);
      return refreshTime(client);
    },
  });
}
