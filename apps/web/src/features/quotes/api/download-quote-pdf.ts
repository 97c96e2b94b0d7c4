import { useMutation } from '@tanstack/react-query';
import type { TQuoteItemsQuery } from '@jobflow/contract';
import { apiBlob, saveBlob } from '@/lib/api-client';

export const quotePdfFileName = (quoteId: number) => `quote_${quoteId}.pdf`;

/** GET /quotes/{id}/pdf: the quote document, its items in the order the page shows them. */
export function getQuotePdf(quoteId: number, query: TQuoteItemsQuery) {
  return apiBlob(`/quotes/${quoteId}/pdf`, { query });
}

export type TDownloadQuoteInput = { quoteId: number; query: TQuoteItemsQuery };

/** Fetches the PDF and hands it to the browser as quote_{id}.pdf. */
export function useDownloadQuotePdf() {
  return useMutation({
    mutationFn: async ({ quoteId, query }: TDownloadQuoteInput) => saveBlob(await getQuotePdf(quoteId, query), quotePdfFileName(quoteId)),
  });
}
