import { describe, expect, it } from 'vitest';
import { hasInvoiceFilters, invoicesParamsOf, readInvoicesUrlState, writeInvoicesUrlState } from './invoices-url-state';

describe('invoices list state in the address', () => {
  it('reads keyword, status and client, ignoring an unknown status and what is not a positive id', () => {
    expect(readInvoicesUrlState(new URLSearchParams('kw=print&status=approved&client_id=4'))).toEqual({ kw: 'print', status: 'approved', clientId: 4 });
    expect(readInvoicesUrlState(new URLSearchParams('status=with_client&client_id=-2'))).toEqual({ kw: '', status: null, clientId: null });
  });

  it('writes only what is set', () => {
    expect(writeInvoicesUrlState({ kw: '  ', status: null, clientId: null }).toString()).toBe('');
    expect(writeInvoicesUrlState({ kw: ' menu ', status: 'pending', clientId: 5 }).toString()).toBe('kw=menu&status=pending&client_id=5');
  });

  it('counts a keyword, a status or a client as a filter and asks the server for exactly those', () => {
    expect(hasInvoiceFilters({ kw: '', status: null, clientId: null })).toBe(false);
    expect(hasInvoiceFilters({ kw: '', status: 'cancelled', clientId: null })).toBe(true);
    expect(invoicesParamsOf({ kw: ' a ', status: null, clientId: 3 })).toEqual({ kw: 'a', status: undefined, client_id: 3 });
  });
});
