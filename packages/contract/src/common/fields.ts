import { z } from 'zod';
import { MESSAGES } from './errors.ts';

/** Field schemas shared by forms and the server, carrying the spec's messages. */
export const zRequiredString = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message });
/** Whether rich text (HTML) holds anything a reader sees: an emptied editor leaves tags alone ('<p></p>', '<p><br></p>'). */
export const hasVisibleText = (html: string) =>
  html
    .replace(/<[^>]*>/gu, '')
    .replace(/&nbsp;|&#160;|&#xa0;/giu, ' ')
    .trim().length > 0;
/** A required rich-text field (at most `max` characters of HTML): markup without text is missing too. */
export const zRequiredRichText = (max: number, message: string = MESSAGES.required) =>
  zRequiredString(message)
    .pipe(z.string().max(max))
    .refine(hasVisibleText, { error: message });
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
