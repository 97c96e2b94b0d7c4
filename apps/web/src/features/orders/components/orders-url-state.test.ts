import { describe, expect, it } from 'vitest';
import { hasOrderFilters, readOrdersUrlState, writeOrdersUrlState } from './orders-url-state';

describe('orders list state in the address', () => {
  it('reads keyword, supplier, creator and page, ignoring what is not a positive id', () => {
    expect(readOrdersUrlState(new URLSearchParams('kw=flyers&supplier_id=4&created_by=2&page=3'))).toEqual({ kw: 'flyers', supplierId: 4, createdBy: 2, page: 3 });
    expect(readOrdersUrlState(new URLSearchParams('supplier_id=x&created_by=-1&page=0'))).toEqual({ kw: '', supplierId: null, createdBy: null, page: 1 });
  });

  it('writes only what is set, and the first page not at all', () => {
    expect(writeOrdersUrlState({ kw: '  ', supplierId: null, createdBy: null, page: 1 }).toString()).toBe('');
    expect(writeOrdersUrlState({ kw: ' menu ', supplierId: 5, createdBy: 7, page: 2 }).toString()).toBe('kw=menu&supplier_id=5&created_by=7&page=2');
  });

  it('counts a keyword, a supplier or a creator as a filter, not the page', () => {
    expect(hasOrderFilters({ kw: '', supplierId: null, createdBy: null, page: 4 })).toBe(false);
    expect(hasOrderFilters({ kw: '', supplierId: 3, createdBy: null, page: 1 })).toBe(true);
  });
});
