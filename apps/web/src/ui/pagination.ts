/**
 * The page items of the spec's pagination control (spec 1 section 9): nothing for one page;
 * every page under 8 pages; otherwise the first 6 when near the start, the last 6 near the
 * end, and first and last around a window of 5 in the middle. 'gap' marks an ellipsis.
 */
export type TPageItem = number | 'gap';

export function pageItems(current: number, last: number): TPageItem[] {
  if (last <= 1) return [];
  if (last < 8) return Array.from({ length: last }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 6, 'gap', last];
  if (current >= last - 3) return [1, 'gap', ...Array.from({ length: 6 }, (_, i) => last - 5 + i)];
  return [1, 'gap', current - 2, current - 1, current, current + 1, current + 2, 'gap', last];
}
