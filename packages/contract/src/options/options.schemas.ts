import { z } from 'zod';

export const ZOptionItemSchema = z.object({ id: z.number(), name: z.string() });
export type TOptionItem = z.infer<typeof ZOptionItemSchema>;
export const ZStatusOptionSchema = z.object({ value: z.string(), label: z.string(), color: z.string() });

/** GET /options: everything the app loads at start. */
export const ZOptionsSchema = z.object({
  logged_as: z.enum(['company', 'client']),
  jobStatuses: z.array(ZStatusOptionSchema),
  taskStatuses: z.array(ZStatusOptionSchema),
  quoteStatuses: z.array(ZStatusOptionSchema),
  orderStatuses: z.array(ZStatusOptionSchema),
  invoiceStatuses: z.array(ZStatusOptionSchema),
  priorities: z.array(z.string()),
  sequenceCharacters: z.array(z.string()),
  upload_max_filesize: z.number(),
  counts: z.object({ unread_comments: z.number(), pending_requests: z.number() }),
  editor: z.object({ height: z.number(), toolbar: z.array(z.string()) }),
  userTypes: z.array(z.object({ id: z.number(), title: z.string(), color_class: z.string(), deletable: z.boolean() })),
  priceTiers: z.array(z.string()),
  invoiceTerms: z.array(z.string()),
  sellBases: z.array(z.string()),
  states: z.array(z.object({ id: z.number(), code: z.string() })),
  tickedTodoPeriods: z.array(z.object({ value: z.string(), label: z.string() })),
  clients: z.array(ZOptionItemSchema.extend({ code: z.string(), is_supplier: z.number() })),
});
export type TOptions = z.infer<typeof ZOptionsSchema>;

/** GET /options/jobs: open jobs (not completed or invoiced), of one client when client_id is given. */
export const ZOpenJobSchema = ZOptionItemSchema.extend({ client_id: z.number() });
export type TOpenJob = z.infer<typeof ZOpenJobSchema>;
export const ZOpenJobsQuerySchema = z.object({ client_id: z.coerce.number().int().positive().optional() });

/** GET /user/notifications */
export const ZNotificationCountsSchema = z.object({
  numberOfUnreadComments: z.number(),
  numberOfPendingRequests: z.number(),
});
export type TNotificationCounts = z.infer<typeof ZNotificationCountsSchema>;
