/** The TIME screen's state as kept in the URL: ?kw=&client_id=&user_id=&from=&to=&page= (empty values left out). */
export type TTimeUrlState = {
  kw: string;
  clientId: number | null;
  userId: number | null;
  /** YYYY-MM-DD */
  dateStart: string | null;
  dateEnd: string | null;
  page: number;
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function readTimeUrlState(params: URLSearchParams): TTimeUrlState {
  return {
    kw: params.get('kw') ?? '',
    clientId: positiveInt(params.get('client_id')),
    userId: positiveInt(params.get('user_id')),
    dateStart: isoDate(params.get('from')),
    dateEnd: isoDate(params.get('to')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeTimeUrlState(state: TTimeUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const kw = state.kw.trim();
  if (kw) params.set('kw', kw);
  if (state.clientId) params.set('client_id', String(state.clientId));
  if (state.userId) params.set('user_id', String(state.userId));
  if (state.dateStart) params.set('from', state.dateStart);
  if (state.dateEnd) params.set('to', state.dateEnd);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function hasTimeFilters(state: TTimeUrlState): boolean {
  return Boolean(state.kw.trim() || state.clientId || state.userId || state.dateStart || state.dateEnd);
}
