import type { z } from 'zod';

export type TFieldErrors = Partial<Record<string, string>>;

export type TValidation<T extends z.ZodType> =
  | { success: true; data: z.output<T>; errors: TFieldErrors }
  | { success: false; data: null; errors: TFieldErrors };

/** Validates form values with a contract schema; the first message per field, as the spec shows them. */
export function validate<T extends z.ZodType>(schema: T, values: unknown): TValidation<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data, errors: {} };
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_form';
    errors[field] ??= issue.message;
  }
  return { success: false, data: null, errors };
}
