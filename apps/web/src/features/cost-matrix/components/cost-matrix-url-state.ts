import { isSellBasis, type TSellBasis } from './sell-basis';

/** The cost matrix filters kept in the URL (?kw=&category_id=&sell_basis=&page=), so a reload or a link shows the same list. */
export type TCostMatrixUrlState = {
  kw: string;
  categoryId: number | null;
  sellBasis: TSellBasis | null;
  page: number;
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/** Reads the state from the query string; anything unknown is ignored. */
export function readCostMatrixUrlState(params: URLSearchParams): TCostMatrixUrlState {
  const sellBasis = params.get('sell_basis');
  return {
    kw: params.get('kw') ?? '',
    categoryId: positiveInt(params.get('category_id')),
    sellBasis: isSellBasis(sellBasis) ? sellBasis : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query string of a state: empty and default values are left out. */
export function writeCostMatrixUrlState(state: TCostMatrixUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.categoryId) params.set('category_id', String(state.categoryId));
  if (state.sellBasis) params.set('sell_basis', state.sellBasis);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
