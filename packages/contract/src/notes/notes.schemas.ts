import { z } from 'zod';
import { zId, zRequiredString } from '../common/fields.ts';

export const ZTodoSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.literal('todo'),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  created_by: z.number(),
  updated_at: z.string(),
});
export type TTodo = z.infer<typeof ZTodoSchema>;

/** GET /notes for to-dos: type 'todo'; period hides items ticked longer ago ('-1 week'). */
export const ZNoteListQuerySchema = z.object({
  type: z.literal('todo'),
  created_by: zId.optional(),
  period: z.string().max(32).optional(),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

export const ZTodoCreateSchema = z.object({ title: zRequiredString().pipe(z.string().max(2000)), type: z.literal('todo') });
export const ZTodoUpdateSchema = z
  .object({ title: zRequiredString().pipe(z.string().max(2000)), is_completed: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => Boolean(v)) })
  .partial();
export const ZIdsSchema = z.object({ ids: z.array(zId).min(1).max(500) });
