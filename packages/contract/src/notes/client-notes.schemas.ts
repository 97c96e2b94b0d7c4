import { z } from 'zod';
import { zId, zRequiredRichText, zRequiredString } from '../common/fields.ts';

/** A note kept against a client (type 'note'). */
export const ZNoteSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  client_id: z.number().nullable(),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  creator: z.object({ id: z.number(), full_name: z.string() }),
  updated_at: z.string(),
  created_at: z.string(),
});
export type TNote = z.infer<typeof ZNoteSchema>;

export const NOTE_SORT_KEYS = ['client_name', 'title', 'creator', 'updated_at'] as const;
export const ZClientNoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(20),
  kw: z.string().trim().max(200).optional(),
  sort: z.enum(NOTE_SORT_KEYS).default('client_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  client_id: zId.optional(),
  created_by: zId.optional(),
});

export const ZNoteInputSchema = z.object({
  title: zRequiredString().pipe(z.string().max(255)),
  content: zRequiredRichText(200_000),
  client_id: zId.nullish(),
});
export const ZNoteUpdateSchema = z.object({
  title: zRequiredString().pipe(z.string().max(255)),
  content: zRequiredRichText(200_000),
  client_id: zId.nullable(),
}).partial();
