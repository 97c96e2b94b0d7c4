import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';
import type { TJobsParams } from './get-jobs';

export const JOBS_PDF_FILE_NAME = 'jobs.pdf';

/** GET /jobs/pdf: the jobs list with the same filters as a PDF; no_quote_value=1 leaves quote values out. */
export function getJobsPdf(params: TJobsParams) {
  return apiBlob('/jobs/pdf', { query: params });
}

/** Fetches the printed list and hands it to the browser as jobs.pdf. */
export function usePrintJobs() {
  return useMutation({
    mutationFn: async (params: TJobsParams) => saveBlob(await getJobsPdf(params), JOBS_PDF_FILE_NAME),
  });
}
