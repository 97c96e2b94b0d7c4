import { z } from 'zod';
import { MESSAGES } from './errors.ts';

/** Field schemas shared by forms and the server, carrying the spec's messages. */
export const zRequiredString = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message });
export const zEmail = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((e) => e.toLowerCase());
/** The largest id a PostgreSQL integer column holds: a larger one is refused here, never sent to the database. */
export const MAX_ID = 2_147_483_647;
export const zId = z.coerce.number().int().positive().max(MAX_ID);
export const zIdParam = z.object({ id: zId });
export const zIsoDate = z.iso.date();

/** A list parameter: repeated, bracketed (`name[]=`) or comma-separated; empty entries are dropped, and none left is as if absent (`name=` and `name[]=` alike). */
export const zList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    const entries = v === undefined ? [] : (Array.isArray(v) ? v : String(v).split(',')).filter((x) => x !== '');
    return entries.length ? entries : undefined;
  }, z.array(item).optional());
