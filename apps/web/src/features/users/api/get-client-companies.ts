import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOptionItemSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

const ZCompanyOptionSchema = ZOptionItemSchema.extend({ code: z.string(), is_supplier: z.number() });
export type TCompanyOption = z.infer<typeof ZCompanyOptionSchema>;

/** GET /options/clients: client and supplier companies, for the super admin's company picker. */
export function getClientCompanies(signal?: AbortSignal) {
  return apiRequest('/options/clients', { schema: z.array(ZCompanyOptionSchema), signal });
}

export const clientCompaniesQuery = queryOptions({
  queryKey: ['options', 'clients'],
  queryFn: ({ signal }) => getClientCompanies(signal),
});

export function useClientCompanies(enabled: boolean) {
  return useQuery({ ...clientCompaniesQuery, enabled });
}
