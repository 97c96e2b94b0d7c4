/** The orders list's state as kept in the URL: ?kw=&supplier_id=&created_by=&page= (empty values left out). */
export type TOrdersUrlState = { kw: string; supplierId: number | null; createdBy: number | null; page: number };

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

export function readOrdersUrlState(params: URLSearchParams): TOrdersUrlState {
  return {
    kw: params.get('kw') ?? '',
    supplierId: positiveInt(params.get('supplier_id')),
    createdBy: positiveInt(params.get('created_by')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeOrdersUrlState(state: TOrdersUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.supplierId) params.set('supplier_id', String(state.supplierId));
  if (state.createdBy) params.set('created_by', String(state.createdBy));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasOrderFilters(state: TOrdersUrlState): boolean {
  return Boolean(state.kw.trim() || state.supplierId || state.createdBy);
}
