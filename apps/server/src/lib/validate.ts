import type { z } from 'zod';
import { invalid } from '@jobflow/contract';

/** Validates a value that did not come through a route schema (multipart fields, two-kind bodies): 422 with field messages. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const errors: Record<string, string[]> = {};
    for (const i of r.error.issues) (errors[i.path.join('.') || '_'] ??= []).push(i.message);
    throw invalid(errors);
  }
  return r.data;
}

/** Multipart fields as single values (the last one wins when a name repeats). */
export const lastValues = (fields: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1] : v]));
