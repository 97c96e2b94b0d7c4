import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOptionItemSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** The answer's item schema, built only where answers are checked (development: lib/api-client.ts). */
const companyOptionSchema = () => ZOptionItemSchema.extend({ code: z.string(), is_supplier: z.number() });
export type TCompanyOption = z.infer<ReturnType<typeof companyOptionSchema>>;

/** GET /options/clients: client and supplier companies, for the super admin's company picker. */
export function getClientCompanies(signal?: AbortSignal) {
  return apiRequest('/options/clients', { schema: import.meta.env.DEV && z.array(companyOptionSchema()), signal });
}

export const clientCompaniesQuery = queryOptions({
  queryKey: ['options', 'clients'],
  queryFn: ({ signal }) => getClientCompanies(signal),
});

export function useClientCompanies(enabled: boolean) {
  return useQuery({ ...clientCompaniesQuery, enabled });
}
