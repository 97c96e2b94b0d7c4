import { describe, expect, it } from 'vitest';
import type { TQuote, TQuoteItem } from '@jobflow/contract';
import { withItemResult } from './quote-item-cache';

const item = (id: number, quoted: string): TQuoteItem => ({
  id,
  quote_id: 5,
  sequence: id,
  cost_matrix_id: 1,
  category_id: 1,
  category_name: 'Design',
  cost_description: 'Senior designer',
  sell_basis: 'time',
  quantity: '1.00',
  details: null,
  cost_rate: '60.00',
  quote_rate: quoted,
  markup: '0.00',
  cost: '60.00',
  quoted,
  invoiced: false,
});
const summary = (total: string) => ({ total_quantity: '2.00', total_cost: '120.00', total, gst: '0.00', total_inc_gst: total, gross_profit: '0.00' });
const quote = { id: 5, items: [item(1, '100.00'), item(2, '200.00')], summary: summary('300.00'), total_value: '300.00' } as unknown as TQuote;

describe('an item answer in the cached quote', () => {
  it('adds a new line at the end with the new totals', () => {
    const next = withItemResult(quote, { item: item(3, '50.00'), summary: summary('350.00'), total_value: '350.00' }, 'upsert');
    expect(next.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(next).toMatchObject({ total_value: '350.00', summary: { total: '350.00' } });
  });
  it('replaces an edited line in place', () => {
    const next = withItemResult(quote, { item: item(1, '150.00'), summary: summary('350.00'), total_value: '350.00' }, 'upsert');
    expect(next.items.map((i) => [i.id, i.quoted])).toEqual([[1, '150.00'], [2, '200.00']]);
  });
  it('drops a removed line', () => {
    const next = withItemResult(quote, { item: item(2, '200.00'), summary: summary('100.00'), total_value: '100.00' }, 'remove');
    expect(next.items.map((i) => i.id)).toEqual([1]);
    expect(next.total_value).toBe('100.00');
    expect(quote.items).toHaveLength(2);
  });
});
