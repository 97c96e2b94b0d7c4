import { z } from 'zod';
import { zId } from '../common/fields.ts';
import { BOARDS } from '../common/constants.ts';
import { ZAttachmentSchema } from '../jobs/jobs.schemas.ts';

export const ZCommentSchema = z.object({
  id: z.number(),
  type: z.enum(['text', 'code', 'file']),
  content: z.string(),
  board: z.enum(BOARDS),
  author: z.object({ id: z.number(), full_name: z.string(), initials: z.string() }),
  created_at: z.string(),
  files: z.array(ZAttachmentSchema),
  can_delete: z.boolean(),
});
export type TComment = z.infer<typeof ZCommentSchema>;

export const ZCommentListQuerySchema = z.object({
  board: z.enum(BOARDS),
  page: z.coerce.number().int().min(1).default(1),
});
export const COMMENTS_PAGE_SIZE = 10;

/** POST /jobs/{id}/comments: `comment` is HTML (or code text when type is 'code'). */
export const ZCommentCreateSchema = z.object({
  board: z.enum(BOARDS),
  comment: z.string().trim().min(1, { error: 'This field is required' }).max(100_000),
  type: z.enum(['text', 'code']).optional(),
});
export type TCommentCreate = z.infer<typeof ZCommentCreateSchema>;

/** POST /files/upload fields (besides the file part `file_upload`). */
export const ZFileUploadFieldsSchema = z.object({
  type: z.literal('comment'),
  object_type: z.literal('job'),
  object_id: zId,
  board: z.enum(BOARDS),
});
