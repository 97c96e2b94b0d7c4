import { z } from 'zod';
import { TICKED_TODO_PERIODS, tickedTodoPeriod } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { zRequiredString } from '../common/fields.ts';
import { zPassword } from '../clients/clients.schemas.ts';

/** POST /user: the profile, or a password change. */
export const ZAccountUpdateSchema = z
  .object({
    first_name: zRequiredString().pipe(z.string().max(128)),
    last_name: zRequiredString().pipe(z.string().max(128)),
    email: z.string().trim().min(1, { error: MESSAGES.required }).pipe(z.email({ error: MESSAGES.invalidEmail })),
    phone: z.string().trim().max(64).nullish(),
    // the stored value ('-1 week') or the form's wording ('1 week'); stored as the former
    period_for_ticked_todo_items: z.string().transform((v, ctx) => {
      const period = tickedTodoPeriod(v);
      if (period === null) ctx.issues.push({ code: 'custom', input: v, message: `Choose one of ${TICKED_TODO_PERIODS.map((p) => p.label).join(', ')}.` });
      return period ?? z.NEVER;
    }),
    password: z.string({ error: 'Please enter the password' }).min(1, { error: 'Please enter the password' }).pipe(zPassword),
    password_confirmation: z.string(),
  })
  .partial()
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    error: 'Your password and retype password do not match',
    path: ['password_confirmation'],
  });

export const ZAccountSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  period_for_ticked_todo_items: z.string(),
});

/** A notification row of the account area. */
export const ZNotificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  updated_at: z.string(),
  object_id: z.number(),
  object: z.object({ id: z.number(), name: z.string(), job_no: z.string() }),
  comment: z.object({ id: z.number(), excerpt: z.string(), board: z.string(), author: z.string() }).nullable(),
  read: z.boolean(),
  pivot: z.object({ read: z.number() }),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;
