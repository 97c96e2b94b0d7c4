import { z } from 'zod';
import { zRequiredString } from '../common/fields.ts';

export const ZCostCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** cost matrix records in the category; a category in use cannot be deleted */
  costs_count: z.number(),
});
export type TCostCategory = z.infer<typeof ZCostCategorySchema>;

/** GET /cost-categories: every category of the agency by name (paged shape, last_page 1). */
export const ZCostCategoryListResultSchema = z.object({
  data: z.array(ZCostCategorySchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
});

/** POST /cost-categories; POST /cost-categories/{id} takes the same fields, each optional. */
export const ZCostCategoryCreateSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  description: z.string().max(10_000).nullish(),
});
export type TCostCategoryCreate = z.infer<typeof ZCostCategoryCreateSchema>;
export const ZCostCategoryUpdateSchema = ZCostCategoryCreateSchema.partial();
export type TCostCategoryUpdate = z.infer<typeof ZCostCategoryUpdateSchema>;

export const COST_CATEGORY_MESSAGES = {
  saved: 'Category created/updated successfully',
  inUse: (name: string, n: number) =>
    `The category "${name}" is used by ${n} cost matrix record${n === 1 ? '' : 's'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
} as const;
