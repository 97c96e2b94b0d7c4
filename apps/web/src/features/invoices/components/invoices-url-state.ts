import { INVOICE_STATUSES, type TInvoiceStatus } from '@jobflow/contract';
import type { TInvoicesParams } from '../api/get-invoices';

/** The invoices list's filters as kept in the URL: ?kw=&status=&client_id= (empty values left out). */
export type TInvoicesUrlState = { kw: string; status: TInvoiceStatus | null; clientId: number | null };

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/** Reads the state from the query string; anything unknown is ignored. */
export function readInvoicesUrlState(params: URLSearchParams): TInvoicesUrlState {
  const status = params.get('status');
  return {
    kw: params.get('kw') ?? '',
    status: INVOICE_STATUSES.find((s) => s === status) ?? null,
    clientId: positiveInt(params.get('client_id')),
  };
}

export function writeInvoicesUrlState(state: TInvoicesUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.status) params.set('status', state.status);
  if (state.clientId) params.set('client_id', String(state.clientId));
  return params;
}

export function hasInvoiceFilters(state: TInvoicesUrlState): boolean {
  return Boolean(state.kw.trim() || state.status || state.clientId);
}

/** What GET /invoices is asked (always unpaged). */
export function invoicesParamsOf(state: TInvoicesUrlState): TInvoicesParams {
  return { kw: state.kw.trim() || undefined, status: state.status ?? undefined, client_id: state.clientId ?? undefined };
}
