import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZRelatedListSchema,
  ZRelatedOrderSchema,
  ZRelatedQuoteItemSchema,
  ZRelatedTaskSchema,
  ZRelatedTimesheetSchema,
  type TInvoiceMoveType,
} from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * The four related lists of an invoice (spec 2 section 7), each one call:
 * GET /invoices/{id}/quote-items, /timesheet, /order-items, /tasks. They always list the
 * invoice's own job; the spec's query (job_id, status) is sent as the spec writes it.
 */
const RELATED = {
  quote: { path: 'quote-items', status: 'approved' },
  time: { path: 'timesheet', status: undefined },
  order: { path: 'order-items', status: 'approved' },
  task: { path: 'tasks', status: 'approved,completed' },
} as const;

/**
 * Their answers' schemas, built only where answers are checked (development: lib/api-client.ts).
 * A function named only behind `import.meta.env.DEV`, so production leaves it, and the modules of
 * schemas it names, out of the page (not a property of RELATED, which the build keeps whole).
 */
const relatedSchemas = () => ({
  quote: ZRelatedListSchema(ZRelatedQuoteItemSchema),
  time: ZRelatedListSchema(ZRelatedTimesheetSchema),
  order: ZRelatedListSchema(ZRelatedOrderSchema),
  task: ZRelatedListSchema(ZRelatedTaskSchema),
});

type TRelatedSchema<K extends TInvoiceMoveType> = ReturnType<typeof relatedSchemas>[K];
export type TRelatedList<K extends TInvoiceMoveType> = z.infer<TRelatedSchema<K>>;

export function getRelatedItems<K extends TInvoiceMoveType>(invoiceId: number, type: K, jobId: number | null, signal?: AbortSignal): Promise<TRelatedList<K>> {
  const { path, status } = RELATED[type];
  return apiRequest(`/invoices/${invoiceId}/${path}`, {
    query: { job_id: jobId ?? undefined, status },
    schema: import.meta.env.DEV && (relatedSchemas()[type] as TRelatedSchema<K>),
    signal,
  }) as Promise<TRelatedList<K>>;
}

/** Every related list of one invoice. */
export const relatedQueryKey = (invoiceId: number) => ['invoices', 'related', invoiceId] as const;

export function relatedItemsQueryOptions<K extends TInvoiceMoveType>(invoiceId: number, type: K, jobId: number | null) {
  return queryOptions({
    queryKey: [...relatedQueryKey(invoiceId), type, jobId] as const,
    queryFn: ({ signal }) => getRelatedItems(invoiceId, type, jobId, signal),
  });
}

/** Without a job there is nothing to list (spec 2): no call is made. */
export function useRelatedItems<K extends TInvoiceMoveType>(invoiceId: number, type: K, jobId: number | null) {
  return useQuery({ ...relatedItemsQueryOptions(invoiceId, type, jobId), enabled: jobId !== null });
}
