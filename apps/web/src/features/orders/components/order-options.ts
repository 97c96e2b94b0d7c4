import type { TOpenJob, TOptions } from '@jobflow/contract';

export type TSelectOption = { value: string; label: string };

/** Companies that are clients (is_supplier 0), for the COMPANY fields. */
export function clientOptionsOf(options: TOptions): TSelectOption[] {
  return options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));
}

/** Companies that are suppliers (is_supplier 1), for the SUPPLIER fields and filter. */
export function supplierOptionsOf(options: TOptions): TSelectOption[] {
  return options.clients.filter((c) => c.is_supplier === 1).map((c) => ({ value: String(c.id), label: c.name }));
}

/**
 * Jobs as 'ACME12 · Job name' (client code plus job id, as job numbers show everywhere): the
 * chosen company's open jobs, or every open job before a company is chosen (useOpenJobs).
 */
export function jobOptionsOf(options: TOptions, jobs: TOpenJob[]): TSelectOption[] {
  const codes = new Map(options.clients.map((c) => [c.id, c.code]));
  return jobs.map((j) => ({ value: String(j.id), label: `${codes.get(j.client_id) ?? ''}${j.id} · ${j.name}` }));
}

/** The client of a job in the picker's list. */
export function clientOfJob(jobs: TOpenJob[], jobId: number | null): number | null {
  if (jobId === null) return null;
  return jobs.find((j) => j.id === jobId)?.client_id ?? null;
}

export const toId = (value: string | null | undefined): number | null => (value ? Number(value) : null);
