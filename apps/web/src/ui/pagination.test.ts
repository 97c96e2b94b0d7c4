import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pagination items', () => {
  it('shows nothing for one page and every page below eight', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('shows the first six near the start, the last six near the end, a window of five between', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
