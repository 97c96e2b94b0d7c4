import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZJobRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { jobRequestsQueryKey } from './get-job-requests';

/**
 * What a super admin does with a request in the account area (spec 2 section 2, Account):
 * reject it, delete a rejected one, or turn a pending one into a quote or a job.
 */

/** The answer's schema, built only where answers are checked (development: lib/api-client.ts). */
const createdFromRequestSchema = () =>
  z.object({
    id: z.number(),
    request_id: z.number(),
    job_id: z.number().optional(),
    quote_id: z.number().optional(),
  });

/** POST /job-requests/{id} {status: 'cancelled'} */
export function rejectJobRequest(id: number) {
  return apiRequest(`/job-requests/${id}`, { method: 'POST', body: { status: 'cancelled' }, schema: import.meta.env.DEV && ZJobRequestSchema });
}

/** DELETE /job-requests/{id}: only a rejected request may go. */
export function deleteJobRequest(id: number) {
  return apiRequest(`/job-requests/${id}`, { method: 'DELETE' });
}

/** POST /job-requests/{id}/quote: a pending quote from the request; answers the quote's id. */
export function createQuoteFromRequest(id: number) {
  return apiRequest(`/job-requests/${id}/quote`, { method: 'POST', schema: import.meta.env.DEV && createdFromRequestSchema() });
}

/** POST /job-requests/{id}/job: a job in progress from the request (with its files); answers the job's id. */
export function createJobFromRequest(id: number) {
  return apiRequest(`/job-requests/${id}/job`, { method: 'POST', schema: import.meta.env.DEV && createdFromRequestSchema() });
}

function useInvalidate(extra: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobRequestsQueryKey }),
      // The header badge counts pending requests.
      queryClient.invalidateQueries({ queryKey: ['notifications', 'counts'] }),
      ...extra.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

export function useRejectJobRequest() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: rejectJobRequest, onSuccess: invalidate });
}

export function useDeleteJobRequest() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteJobRequest, onSuccess: invalidate });
}

export function useCreateQuoteFromRequest() {
  const invalidate = useInvalidate([['quotes']]);
  return useMutation({ mutationFn: createQuoteFromRequest, onSuccess: invalidate });
}

export function useCreateJobFromRequest() {
  const invalidate = useInvalidate([['jobs']]);
  return useMutation({ mutationFn: createJobFromRequest, onSuccess: invalidate });
}
