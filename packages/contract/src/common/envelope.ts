import { z } from 'zod';

/** Success envelope: `{ status: 'SUCCESS', result }`. */
export const ZSuccess = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.literal('SUCCESS'), result });

/** Failure envelope; 422 adds `errors` keyed by field. */
export const ZFailureSchema = z.object({
  status: z.literal('FAILED'),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TFailure = z.infer<typeof ZFailureSchema>;

/** Paged list result: `{ data, total, last_page, current_page, per_page }`. */
export const ZPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    last_page: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
  });
export type TPaged<T> = {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
};

/** Query-string paging: `page` from 1, `ipp` a number or 'all'. */
export const ZPagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
});
