import { z } from 'zod';
import { PRICE_TIERS } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { zId, zRequiredString } from '../common/fields.ts';

const optText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const zPassword = z.string().min(8, { error: 'The password must be at least 8 characters.' }).max(128, { error: 'The password may not be longer than 128 characters.' });

/** A client or supplier company. */
export const ZClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  other_state: z.string().nullable(),
  postcode: z.string().nullable(),
  is_supplier: z.number(),
  price_tier: z.string(),
  manager_id: z.number().nullable(),
  manager: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  client_manager_id: z.number().nullable(),
});
export type TClient = z.infer<typeof ZClientSchema>;

export const ZClientListQuerySchema = z.object({
  is_supplier: z.coerce.number().int().min(0).max(1).optional(),
  kw: z.string().trim().max(200).optional(),
  ipp: z.string().optional(),
});

/** POST /clients and POST /clients/{id} (partial). */
export const ZClientInputSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  code: z
    .string()
    .trim()
    .max(4, { error: 'The code has at most 4 characters.' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Allow alphabetic characters, numbers, dashes or underscores only' })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  phone: optText(64),
  website: optText(255),
  address_1: optText(255),
  address_2: optText(255),
  suburb: optText(128),
  state: optText(64),
  other_state: optText(128),
  postcode: optText(16),
  is_supplier: z.coerce.number().int().min(0).max(1).default(0),
  price_tier: z.enum(PRICE_TIERS).default('tier1'),
  manager_id: zId.nullish(),
});
export type TClientInput = z.infer<typeof ZClientInputSchema>;
export const ZClientUpdateSchema = ZClientInputSchema.partial();

/** A contact (client user) of a client company. */
export const ZContactSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  is_manager: z.number(),
  enabled: z.number(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string(), is_supplier: z.number() }),
  member_enabled: z.boolean(),
});
export type TContact = z.infer<typeof ZContactSchema>;

export const ZContactListQuerySchema = z.object({
  kw: z.string().trim().max(200).optional(),
  client_id: zId.optional(),
  ipp: z.string().optional(),
});

/** POST /clients/{id}/members (client id -1 with client_name to create the company too). */
export const ZContactInputSchema = z
  .object({
    first_name: z.string({ error: 'Please enter first name' }).trim().min(1, { error: 'Please enter first name' }).max(128),
    last_name: z.string({ error: 'Please enter last name' }).trim().min(1, { error: 'Please enter last name' }).max(128),
    email: z
      .string({ error: 'Please enter the email' })
      .trim()
      .min(1, { error: 'Please enter the email' })
      .pipe(z.email({ error: MESSAGES.invalidEmail })),
    role: optText(128),
    phone: optText(64),
    note: optText(2000),
    is_manager: z.coerce.number().int().min(0).max(1).default(0),
    enabled: z.coerce.number().int().min(0).max(1).default(1),
    password: z.union([zPassword, z.literal(''), z.null()]).optional(),
    password_confirmation: z.string().nullish(),
    send_welcome: z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).transform(Boolean).default(true),
    client_name: z.string().trim().max(255).optional(),
    client_is_supplier: z.coerce.number().int().min(0).max(1).optional(),
  })
  .refine((v) => !v.password || v.password === v.password_confirmation, {
    error: 'Password and password confirmation does not match!',
    path: ['password_confirmation'],
  });
export type TContactInput = z.infer<typeof ZContactInputSchema>;
export const ZContactUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Please enter first name' }).max(128),
    last_name: z.string().trim().min(1, { error: 'Please enter last name' }).max(128),
    email: z.string().trim().min(1, { error: 'Please enter the email' }).pipe(z.email({ error: MESSAGES.invalidEmail })),
    role: optText(128),
    phone: optText(64),
    note: optText(2000),
    is_manager: z.coerce.number().int().min(0).max(1),
    enabled: z.coerce.number().int().min(0).max(1),
    password: z.union([zPassword, z.literal(''), z.null()]),
    password_confirmation: z.string().nullish(),
    client_id: zId,
  })
  .partial()
  .refine((v) => !v.password || v.password === v.password_confirmation, {
    error: 'Password and password confirmation does not match!',
    path: ['password_confirmation'],
  });
export type TContactUpdate = z.infer<typeof ZContactUpdateSchema>;
export { zPassword };
