import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZClientSchema, ZContactSchema } from '@jobflow/contract';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * A company as its page shows it: the fields and its contacts. The answer's schema, built only
 * where answers are checked (development: lib/api-client.ts).
 */
export const clientDetailSchema = () => ZClientSchema.extend({ members: z.array(ZContactSchema) });
export type TClientDetail = z.infer<ReturnType<typeof clientDetailSchema>>;

/** GET /clients/{id}: a client or supplier with its contacts (members). */
export function getClient(clientId: number, signal?: AbortSignal) {
  return apiRequest(`/clients/${clientId}`, { schema: import.meta.env.DEV && clientDetailSchema(), signal });
}

export const clientQueryKey = (clientId: number) => ['clients', 'detail', clientId] as const;

export function clientQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) => getClient(clientId, signal),
  });
}

export function useClient(clientId: number) {
  return useQuery({ ...clientQueryOptions(clientId), enabled: Number.isInteger(clientId) && clientId > 0 });
}
