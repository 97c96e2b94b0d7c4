import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';
import type { TQuotesParams } from './get-quotes';

/** GET /quotes/wip: the work-in-progress report of the quotes the list shows (same filters). */
export function useDownloadQuotesWip() {
  return useMutation({
    mutationFn: async (params: TQuotesParams) => saveBlob(await apiBlob('/quotes/wip', { query: params }), 'quotes_wip.pdf'),
  });
}
