import { z } from 'zod';
import { zEmail, zId, zRequiredString } from '../common/fields.ts';

/** POST /auth/verify-email */
export const ZVerifyEmailRequestSchema = z.object({ email: zEmail });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequestSchema>;

/** Login lookup result: the agency where the e-mail is staff, and each client company where it is a contact. */
export const ZVerifyEmailResultSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  clients: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      member_enabled: z.boolean(),
      company: z.object({ id: z.number(), name: z.string() }),
    }),
  ),
});
export type TVerifyEmailResult = z.infer<typeof ZVerifyEmailResultSchema>;

export const LOGIN_AS = ['company', 'client'] as const;
/** POST /auth/login; company_id is the agency id (login_as company) or the client company id (login_as client). */
export const ZLoginRequestSchema = z.object({
  login_as: z.enum(LOGIN_AS),
  company_id: zId,
  email: zEmail,
  password: zRequiredString(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;
export const ZLoginResultSchema = z.object({
  access_token: z.string(),
  user_type_id: z.number().nullable(),
});
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

/** POST /auth/forgot */
export const ZForgotRequestSchema = z.object({ email: zEmail });
/** POST /auth/reset */
export const ZResetRequestSchema = z
  .object({
    token: zRequiredString(),
    password: z.string().min(8, { error: 'The password must be at least 8 characters.' }).max(128),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'Your password and retype password do not match',
    path: ['password_confirmation'],
  });
