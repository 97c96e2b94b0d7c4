import { describe, expect, it } from 'vitest';
import { readCostMatrixUrlState, writeCostMatrixUrlState } from './cost-matrix-url-state';

describe('cost matrix URL state', () => {
  it('reads the keyword, category, sell basis and page', () => {
    expect(readCostMatrixUrlState(new URLSearchParams('kw=flyer&category_id=4&sell_basis=time&page=3'))).toEqual({
      kw: 'flyer',
      categoryId: 4,
      sellBasis: 'time',
      page: 3,
    });
  });

  it('ignores unknown values', () => {
    expect(readCostMatrixUrlState(new URLSearchParams('category_id=x&sell_basis=weight&page=0'))).toEqual({
      kw: '',
      categoryId: null,
      sellBasis: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeCostMatrixUrlState({ kw: ' ', categoryId: null, sellBasis: null, page: 1 }).toString()).toBe('');
    const params = writeCostMatrixUrlState({ kw: ' cards ', categoryId: 2, sellBasis: 'quantity', page: 2 });
    expect(params.toString()).toBe('kw=cards&category_id=2&sell_basis=quantity&page=2');
    expect(readCostMatrixUrlState(params)).toEqual({ kw: 'cards', categoryId: 2, sellBasis: 'quantity', page: 2 });
  });
});
