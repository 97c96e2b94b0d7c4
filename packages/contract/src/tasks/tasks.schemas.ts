import { z } from 'zod';
import { TASK_STATUSES } from '../common/constants.ts';
import { zId, zIsoDate, zRequiredString } from '../common/fields.ts';
import { MESSAGES } from '../common/errors.ts';

export const ZTaskSchema = z.object({
  id: z.number(),
  seq_no: z.number().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  due_date: z.string(),
  status: z.enum(TASK_STATUSES),
  /** hours from timesheets; staff only */
  actual_hours: z.string().optional(),
  job_id: z.number(),
  client_id: z.number(),
  updated_at: z.string(),
});
export type TTask = z.infer<typeof ZTaskSchema>;

export const ZTaskListQuerySchema = z.object({ job_id: zId });

/** POST /tasks */
export const ZTaskCreateSchema = z.object({
  due_date: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).pipe(zIsoDate),
  name: zRequiredString().pipe(z.string().max(2000)),
  description: z.string().max(100_000).nullish(),
  job_id: zId,
  client_id: zId.optional(),
});
export type TTaskCreate = z.infer<typeof ZTaskCreateSchema>;

/** POST /tasks/{id}: a partial update. */
export const ZTaskUpdateSchema = z
  .object({
    name: zRequiredString().pipe(z.string().max(2000)),
    description: z.string().max(100_000).nullable(),
    due_date: zIsoDate,
    status: z.enum(TASK_STATUSES),
  })
  .partial();
export type TTaskUpdate = z.infer<typeof ZTaskUpdateSchema>;
