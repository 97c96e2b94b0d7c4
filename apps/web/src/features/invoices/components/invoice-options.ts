import type { TOpenJob, TOptions } from '@jobflow/contract';

export type TSelectOption = { value: string; label: string };

/** Companies that are clients (is_supplier 0), for COMPANY fields and the client filter. */
export function clientOptionsOf(options: TOptions): TSelectOption[] {
  return options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));
}

/** Companies that are suppliers (is_supplier 1), for the SUPPLIER field. */
export function supplierOptionsOf(options: TOptions): TSelectOption[] {
  return options.clients.filter((c) => c.is_supplier === 1).map((c) => ({ value: String(c.id), label: c.name }));
}

/** The company's open jobs (useOpenJobs) as 'ACME12 · Job name' (client code plus job id); none without a company. */
export function jobOptionsOf(options: TOptions, clientId: number | null, jobs: TOpenJob[]): TSelectOption[] {
  if (clientId === null) return [];
  const code = options.clients.find((c) => c.id === clientId)?.code ?? '';
  return jobs.filter((j) => j.client_id === clientId).map((j) => ({ value: String(j.id), label: `${code}${j.id} · ${j.name}` }));
}

export const toId = (value: string | null | undefined): number | null => (value ? Number(value) : null);

/** Keeps the current choice listed while its list does not hold it (a closed job, a disabled contact). */
export function withCurrent(list: TSelectOption[], value: string | null, label: string | undefined): TSelectOption[] {
  if (!value || list.some((o) => o.value === value)) return list;
  return [{ value, label: label ?? `#${value}` }, ...list];
}
