import { describe, expect, it } from 'vitest';
import { chunkedRange } from './virtual-range';

const range = (startIndex: number, endIndex: number, count = 10_000, overscan = 6) => ({ startIndex, endIndex, overscan, count });

describe('chunkedRange: the rows a virtualised list renders', () => {
  it('renders every row in the window and at least the overscan on each side, in one run', () => {
    for (const start of [0, 1, 5, 7, 8, 13, 500, 9_970, 9_982]) {
      const end = Math.min(9_999, start + 17);
      const rows = chunkedRange()(range(start, end));
      expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => rows[0] + i));
      expect(rows[0]).toBeLessThanOrEqual(Math.max(0, start - 6));
      expect(rows.at(-1)).toBeGreaterThanOrEqual(Math.min(9_999, end + 6));
    }
  });

  it('stays within the list', () => {
    expect(chunkedRange()(range(0, 17))[0]).toBe(0);
    expect(chunkedRange()(range(9_982, 9_999)).at(-1)).toBe(9_999);
    expect(chunkedRange()(range(0, 2, 3))).toEqual([0, 1, 2]);
    expect(chunkedRange()(range(0, -1, 0))).toEqual([]);
  });

  it('keeps the same rows while the window moves within a chunk: the table renders again far less often than the window moves', () => {
    const extract = chunkedRange();
    let changes = 0;
    let previous = extract(range(0, 17));
    for (let start = 1; start <= 800; start++) {
      // the window shows 18 rows, or 17 where no row is cut at its bottom edge
      const rows = extract(range(start, start + (start % 3 ? 17 : 16)));
      if (rows[0] !== previous[0] || rows.at(-1) !== previous.at(-1)) changes++;
      previous = rows;
    }
    // a row at a time over 800 rows: the rendered rows change each time the window's start less
    // the overscan crosses a chunk's edge (rows 14, 22, ..., 798: 99 times), not 800 times
    expect(changes).toBe(99);
  });

  it('renders no more than the window, the overscan on each side and a chunk', () => {
    for (let start = 0; start < 200; start++) expect(chunkedRange()(range(start, start + 17)).length).toBeLessThanOrEqual(18 + 2 * 6 + 8);
  });
});
