import { z } from 'zod';
import { JOB_REQUEST_STATUSES } from '../common/constants.ts';
import { MAX_ID, zId, zIsoDate, zList, zRequiredRichText, zRequiredString } from '../common/fields.ts';
import { ZAttachmentSchema } from '../jobs/jobs.schemas.ts';

export const ZJobRequestSchema = z.object({
  id: z.number(),
  request_no: z.string(),
  request_date: z.string(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  contact_id: z.number(),
  contact: z.object({ id: z.number(), full_name: z.string() }),
  name: z.string(),
  description: z.string(),
  status: z.enum(JOB_REQUEST_STATUSES),
  job_id: z.number().nullable(),
  quote_id: z.number().nullable(),
  updated_at: z.string(),
  files: z.array(ZAttachmentSchema),
});
export type TJobRequest = z.infer<typeof ZJobRequestSchema>;

export const ZJobRequestListQuerySchema = z.object({
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  client_id: zId.optional(),
  status: zList(z.enum(JOB_REQUEST_STATUSES)),
});

/** Fields of POST /job-requests and POST /job-requests/{id} (multipart; files in parts named 'file'). */
export const ZJobRequestFieldsSchema = z.object({
  request_date: zIsoDate,
  client_id: z.coerce.number({ error: 'Please select the company' }).int().positive({ error: 'Please select the company' }).max(MAX_ID, { error: 'Please select the company' }),
  contact_id: z.coerce.number({ error: 'Please select the contact' }).int().positive({ error: 'Please select the contact' }).max(MAX_ID, { error: 'Please select the contact' }),
  name: zRequiredString().pipe(z.string().max(255)),
  description: zRequiredRichText(100_000),
});
export type TJobRequestFields = z.infer<typeof ZJobRequestFieldsSchema>;
/** POST /job-requests/{id} may also carry a status (reject = 'cancelled'). */
export const ZJobRequestUpdateSchema = ZJobRequestFieldsSchema.partial().extend({ status: z.enum(JOB_REQUEST_STATUSES).optional() });
export type TJobRequestUpdate = z.infer<typeof ZJobRequestUpdateSchema>;

/** Accepted attachment types for requests: images, pdf, zip, doc, docx, xls, xlsx. */
export const REQUEST_ATTACHMENT_ACCEPT = [
  'image/*',
  'application/pdf',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const REQUEST_ATTACHMENT_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.tif', '.tiff', '.bmp', '.heic', '.avif', '.psd', '.pdf', '.zip', '.doc', '.docx', '.xls', '.xlsx'] as const;

/** GET /clients/{id}/members: the contacts a request can name (super admins, and that company's own contacts). */
export const ZMemberOptionSchema = z.object({ id: z.number(), full_name: z.string(), member_enabled: z.boolean() });
export type TMemberOption = z.infer<typeof ZMemberOptionSchema>;
export const ZMemberOptionListSchema = z.array(ZMemberOptionSchema);
