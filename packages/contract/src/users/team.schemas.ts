import { z } from 'zod';
import { DEFAULT_TEAM_USER_TYPE_ID, USER_TYPE_COLORS } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { zId, zRequiredString } from '../common/fields.ts';
import { zPassword } from '../clients/clients.schemas.ts';

const optText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const zMoney = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'Enter an amount such as 120 or 120.50' }));

/** A team member (staff user) as listed in settings. */
export const ZTeamUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  initials: z.string(),
  email: z.string(),
  department_id: z.number().nullable(),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  cost_rate: z.string(),
  billable_rate: z.string(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  user_type_id: z.number().nullable(),
  user_type: z.object({ id: z.number(), title: z.string(), color_class: z.string() }).nullable(),
  enabled: z.boolean(),
});
export type TTeamUser = z.infer<typeof ZTeamUserSchema>;

export const ZTeamListQuerySchema = z.object({
  user_type_id: zId.optional(),
  kw: z.string().trim().max(200).optional(),
});

/** POST /users */
export const ZTeamUserCreateSchema = z
  .object({
    first_name: zRequiredString().pipe(z.string().max(128)),
    last_name: zRequiredString().pipe(z.string().max(128)),
    email: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).pipe(z.email({ error: MESSAGES.invalidEmail })),
    department_id: zId.nullish(),
    billable_rate: zMoney.default('0'),
    cost_rate: zMoney.default('0'),
    user_type_id: zId.default(DEFAULT_TEAM_USER_TYPE_ID),
    password: zPassword,
    password_confirmation: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
    send_welcome: z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).transform(Boolean).default(true),
  })
  .refine((v) => v.password === v.password_confirmation, { error: 'Your password and retype password do not match', path: ['password_confirmation'] });
export type TTeamUserCreate = z.infer<typeof ZTeamUserCreateSchema>;

/** POST /users/{id} */
export const ZTeamUserUpdateSchema = z
  .object({
    first_name: zRequiredString().pipe(z.string().max(128)),
    last_name: zRequiredString().pipe(z.string().max(128)),
    email: z.string().trim().min(1, { error: MESSAGES.required }).pipe(z.email({ error: MESSAGES.invalidEmail })),
    department_id: zId.nullable(),
    billable_rate: zMoney,
    cost_rate: zMoney,
    user_type_id: zId,
    role: optText(128),
    phone: optText(64),
    password: z.union([zPassword, z.literal(''), z.null()]),
    password_confirmation: z.string().nullish(),
    enabled: z.boolean(),
  })
  .partial()
  .refine((v) => !v.password || v.password === v.password_confirmation, { error: 'Your password and retype password do not match', path: ['password_confirmation'] });
export type TTeamUserUpdate = z.infer<typeof ZTeamUserUpdateSchema>;

export const ZUserTypeSchema = z.object({ id: z.number(), title: z.string(), color_class: z.string(), deletable: z.boolean() });
export const ZUserTypeInputSchema = z.object({ title: zRequiredString().pipe(z.string().max(128)), color_class: z.enum(USER_TYPE_COLORS).default('default') });

export const ZEmailTemplateSchema = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  name: z.string(),
  email_subject: z.string(),
  from_name: z.string(),
  from_email: z.string(),
  email_body: z.string(),
  updated_at: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplateSchema>;
export const ZEmailTemplateInputSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  email_subject: zRequiredString().pipe(z.string().max(255)),
  from_name: zRequiredString().pipe(z.string().max(255)),
  from_email: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).pipe(z.email({ error: MESSAGES.invalidEmail })),
  email_body: z.string().max(200_000).default(''),
});
export const ZEmailTemplateUpdateSchema = ZEmailTemplateInputSchema.partial();
/** Placeholders a template body and subject may use. */
export const EMAIL_PLACEHOLDERS = ['{first_name}', '{last_name}', '{company_name}', '{login_url}', '{set_password_url}', '{reset_url}', '{email}'] as const;
