import { z } from 'zod';
import { zRequiredString } from '../common/fields.ts';
import { MESSAGES } from '../common/errors.ts';

const optText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** The company form of settings: the agency for staff, the own client company for a client manager. */
export const ZCompanySettingsSchema = z.object({
  id: z.number(),
  kind: z.enum(['agency', 'client']),
  name: z.string(),
  codename: z.string(),
  /** clients only: the company's code, the same value as codename ("for clients the field is code", spec 2 section 3) */
  code: z.string().optional(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  website: z.string().nullable(),
  /** clients only: site url / company id / codename */
  portal_url: z.string().nullable(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettingsSchema>;

export const ZCompanySettingsInputSchema = z.object({
  name: zRequiredString().pipe(z.string().max(255)),
  codename: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Allow alphabetic characters, numbers, dashes or underscores only' })
    .optional(),
  /** a client company's codename may also be sent as code (spec 2 section 3); codename wins when both are */
  code: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Allow alphabetic characters, numbers, dashes or underscores only' })
    .optional(),
  email: z.union([z.literal(''), z.null(), z.string().trim().pipe(z.email({ error: MESSAGES.invalidEmail }))]).optional().transform((v) => (v ? v : null)),
  phone: optText(64),
  address_1: optText(255),
  address_2: optText(255),
  suburb: optText(128),
  state: optText(64),
  postcode: optText(16),
  website: optText(255),
});
