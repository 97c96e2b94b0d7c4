import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobRequestSchema, type TJobRequestFields } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { jobRequestsQueryKey } from './get-job-requests';

export type TJobRequestInput = { fields: TJobRequestFields; files: readonly File[] };

/** The request as multipart: its fields plus one part named 'file' per attachment (spec 1 section 3). */
export function jobRequestFormData({ fields, files }: TJobRequestInput): FormData {
  const form = new FormData();
  form.append('request_date', fields.request_date);
  form.append('client_id', String(fields.client_id));
  form.append('contact_id', String(fields.contact_id));
  form.append('name', fields.name);
  form.append('description', fields.description);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

/** POST /job-requests, as a form. */
export function createJobRequest(input: TJobRequestInput) {
  return apiRequest('/job-requests', { method: 'POST', body: jobRequestFormData(input), schema: import.meta.env.DEV && ZJobRequestSchema });
}

export function useCreateJobRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...jobRequestsQueryKey, 'list'] }),
  });
}
