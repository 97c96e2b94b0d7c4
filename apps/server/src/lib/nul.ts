/** PostgreSQL text cannot hold U+0000; stored as sent it fails the query (a 500), so it is refused on its field. */
export const NUL_MESSAGE = 'This text contains a character that cannot be saved (NUL).';

/** The dotted paths of the strings (and keys) holding U+0000 in a parsed body or query. */
export function nulFields(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [prefix || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulFields(v, prefix ? `${prefix}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const p = prefix ? `${prefix}.${k}` : k;
      return [...(k.includes('\u0000') ? [p] : []), ...nulFields(v, p)];
    });
  }
  return [];
}
