import { describe, expect, it } from 'vitest';
import { priceTierLabel, quoteItemBody } from './quote-lines';

describe('quote item bodies', () => {
  it('sends the form rate as the quote rate and leaves unchanged fields out', () => {
    expect(quoteItemBody({ cost_matrix_id: 4, quantity: '2.00', details: null, cost_rate: '60.00', rate: '140.00' })).toEqual({
      cost_matrix_id: 4,
      quantity: '2.00',
      details: null,
      cost_rate: '60.00',
      quote_rate: '140.00',
    });
    expect(quoteItemBody({ quantity: '3.00' })).toEqual({ quantity: '3.00' });
  });
  it('labels price tiers for people', () => {
    expect(priceTierLabel('tier2')).toBe('Tier 2');
    expect(priceTierLabel('gold')).toBe('gold');
  });
});
