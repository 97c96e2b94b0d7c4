import { z } from 'zod';

/** The current user (GET /options/auth-user). client_id present means a client user. */
export const ZAuthUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  initials: z.string(),
  full_name: z.string(),
  email: z.string(),
  client_id: z.number().nullable(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  is_manager: z.number(),
  user_type_id: z.number().nullable(),
  period_for_ticked_todo_items: z.string(),
  company: z.object({ id: z.number(), name: z.string() }),
});
export type TAuthUser = z.infer<typeof ZAuthUserSchema>;
