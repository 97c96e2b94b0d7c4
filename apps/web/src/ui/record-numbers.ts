/**
 * Two strings by their characters' codes: ISO dates, status values, record numbers' parts.
 * No collator: the first of a Chromium page costs it 7-30 ms of locale data.
 */
export const compareText = (p: string, q: string) => (p < q ? -1 : p > q ? 1 : 0);

/** Runs of digits and of everything else: '12A' -> ['12', 'A']. */
const RUNS = /\d+|\D+/g;

/**
 * Record numbers in order, their digits as numbers: 9 before 10, and a copy (12A, 12B) right
 * after its original (12), letters in either case alike. The order of an English
 * Intl.Collator with numeric digits, without one: the first Intl collator of a Chromium page
 * costs it 7-30 ms (its collation data), and the job page sorted its panels' records on its
 * first render.
 */
export function compareRecordNumbers(a: string, b: string): number {
  const x = a.match(RUNS) ?? [];
  const y = b.match(RUNS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === q) continue;
    const digits = /^\d/.test(p) && /^\d/.test(q);
    // digits by their value (leading zeros aside), the rest by its letters, then its case
    const order = digits ? compareDigits(p, q) : compareText(p.toLowerCase(), q.toLowerCase());
    if (order) return order;
  }
  return x.length - y.length || compareText(a, b);
}

/** Two runs of digits by their value, however long. */
function compareDigits(p: string, q: string): number {
  const u = p.replace(/^0+(?=\d)/, '');
  const v = q.replace(/^0+(?=\d)/, '');
  return u.length - v.length || compareText(u, v);
}

