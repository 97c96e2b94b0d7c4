import { z } from 'zod';
import { JOB_SORT_KEYS, JOB_STATUSES } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { MAX_ID, zId, zIsoDate, zList, zRequiredString } from '../common/fields.ts';

/** GET /jobs and GET /jobs/pdf */
export const ZJobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
  status: z.enum(JOB_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  client_id: zId.optional(),
  user_id: zId.optional(),
  kw: z.string().trim().max(200).optional(),
  sort: z.enum(JOB_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  exclude_status: zList(z.enum(JOB_STATUSES)),
  no_quote_value: z.coerce.number().int().min(0).max(1).optional(),
});
export type TJobListQuery = z.infer<typeof ZJobListQuerySchema>;

export const ZPersonSchema = z.object({ id: z.number(), full_name: z.string(), initials: z.string() });
export type TPerson = z.infer<typeof ZPersonSchema>;

export const ZAttachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  download_url: z.string(),
  created_at: z.string(),
  /** who uploaded it (null for a file whose uploader was removed): a client user may remove only its own */
  uploaded_by: z.number().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

export const ZJobListItemSchema = z.object({
  id: z.number(),
  job_no: z.string(),
  name: z.string(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  status: z.enum(JOB_STATUSES),
  due_date: z.string().nullable(),
  updated_at: z.string(),
  quote_value: z.string().optional(),
});
export type TJobListItem = z.infer<typeof ZJobListItemSchema>;

export const ZJobListResultSchema = z.object({
  data: z.array(ZJobListItemSchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  /** sum of quote values of every matching job (super admin only) */
  total_quote_value: z.string().optional(),
});
export type TJobListResult = z.infer<typeof ZJobListResultSchema>;

export const ZJobSchema = ZJobListItemSchema.extend({
  description: z.string().nullable(),
  quote_id: z.number().nullable(),
  priority: z.string(),
  expected_duration: z.string().nullable().optional(),
  members: z.array(ZPersonSchema),
  managers: z.array(ZPersonSchema),
  attachments: z.array(ZAttachmentSchema),
  /** contacts of the job's client, for @mentions on the client board */
  contacts: z.array(ZPersonSchema),
});
export type TJob = z.infer<typeof ZJobSchema>;

/** POST /jobs */
export const ZJobCreateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  /** required: the generic message (spec 1 section 5; 'Please select the client' is the quote's) */
  client_id: z.coerce.number({ error: MESSAGES.required }).int().positive({ error: MESSAGES.required }).max(MAX_ID, { error: MESSAGES.required }),
  quote_id: zId.nullish(),
  due_date: zIsoDate.nullish(),
  description: z.string().max(100_000).nullish(),
});
export type TJobCreate = z.infer<typeof ZJobCreateSchema>;

/** POST /jobs/{id}: a partial update. */
export const ZJobUpdateSchema = z
  .object({
    name: zRequiredString().pipe(z.string().max(255)),
    description: z.string().max(100_000).nullable(),
    status: z.enum(JOB_STATUSES, { error: MESSAGES.required }),
    due_date: zIsoDate.nullable(),
    member_ids: z.array(zId).max(200),
    manager_ids: z.array(zId).max(200),
    expected_duration: z.coerce.number().min(0).max(100_000).nullable(),
  })
  .partial();
export type TJobUpdate = z.infer<typeof ZJobUpdateSchema>;
