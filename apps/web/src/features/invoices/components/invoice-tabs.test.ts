import { describe, expect, it } from 'vitest';
import { INVOICE_TABS, invoiceTabOf } from './invoice-tabs';

describe('invoice page tabs', () => {
  it('lists the spec tabs in order, each related tab naming its move type', () => {
    expect(INVOICE_TABS.map((t) => t.label)).toEqual(['INVOICE DETAILS', 'RELATED QUOTES', 'RELATED TIME', 'RELATED ORDERS', 'RELATED TASKS']);
    expect(INVOICE_TABS.map((t) => t.related)).toEqual([null, 'quote', 'time', 'order', 'task']);
  });

  it('opens the details tab for a missing or unknown ?tab=', () => {
    expect(invoiceTabOf(null)).toBe('details');
    expect(invoiceTabOf('payments')).toBe('details');
    expect(invoiceTabOf('time')).toBe('time');
  });
});
