import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TIMESHEET_MESSAGES } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { refreshTime } from './time-cache';

/** DELETE /timesheets/{id}: time already on an invoice is kept (409). */
export function deleteTimesheet(id: number) {
  return apiRequest(`/timesheets/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), job_id: z.number(), description: z.string() }) });
}

export function useDeleteTimesheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTimesheet,
    onSuccess: () => {
      notifySuccess(TIMESHEET_MESSAGES.deleted);
      return refreshTime(client);
    },
  });
}
