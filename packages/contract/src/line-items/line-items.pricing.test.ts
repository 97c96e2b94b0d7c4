import { describe, expect, it } from 'vitest';
import {
  gstOf,
  lineAmount,
  lineAmounts,
  lineTotals,
  nextSequenceLabel,
  nextSequenceLetter,
  prefillRates,
  priceTierOf,
  sequenceNumber,
  tierSellPrice,
  toDecimal2,
} from './line-items.pricing.ts';
import { parseMoneyInput, parseQuantityInput } from './line-items.input.ts';

describe('line amounts', () => {
  it('multiplies quantity by rate exactly, rounding half-up to the cent', () => {
    expect(lineAmount('6', '190.00')).toBe('1140.00');
    expect(lineAmount('0.1', '0.2')).toBe('0.02');
    expect(lineAmount('0.33', '150.05')).toBe('49.52'); // 49.5165
    expect(lineAmount('0.5', '0.05')).toBe('0.03'); // 0.025 → up
    expect(lineAmount('0.5', '0.01')).toBe('0.01'); // 0.005 → up
    expect(lineAmount('0.49', '0.01')).toBe('0.00'); // 0.0049
    expect(lineAmount('999999.99', '9999999999.99')).toBe('9999999899990000.00'); // 9999999899990000.0001: beyond float precision
    expect(lineAmount('-1', '0.05')).toBe('-0.05');
    expect(lineAmount('0.5', '-0.05')).toBe('-0.03'); // half away from zero
    expect(lineAmount(null, '10')).toBe('0.00');
  });

  it('derives cost, amount and markup so that cost + markup = amount', () => {
    expect(lineAmounts({ quantity: '20', cost_rate: '60.00', rate: '150.00' })).toEqual({ cost: '1200.00', amount: '3000.00', markup: '1800.00' });
    const odd = lineAmounts({ quantity: '0.33', cost_rate: '60.01', rate: '150.05' });
    expect(odd).toEqual({ cost: '19.80', amount: '49.52', markup: '29.72' });
    expect(lineAmounts({ quantity: '2', cost_rate: '100', rate: '80' }).markup).toBe('-40.00');
  });

  it('normalises decimals to two places', () => {
    expect(toDecimal2('12')).toBe('12.00');
    expect(toDecimal2('12.5')).toBe('12.50');
    expect(toDecimal2(undefined)).toBe('0.00');
  });
});

describe('totals', () => {
  const lines = [
    { quantity: '6', cost_rate: '80.00', rate: '190.00' },
    { quantity: '20', cost_rate: '60.00', rate: '150.00' },
    { quantity: '2', cost_rate: '320.00', rate: '520.00' },
  ];
  it('adds quantities, cost, amounts, GST and gross profit', () => {
    expect(lineTotals(lines)).toEqual({
      total_quantity: '28.00',
      total_cost: '2320.00',
      total: '5180.00',
      gst: '518.00',
      total_inc_gst: '5698.00',
      gross_profit: '2860.00',
    });
  });
  it('rounds every line before adding, and GST half-up on the total', () => {
    // three lines of 0.005 each round to 0.01 each (0.03), not 0.015 → 0.02
    const t = lineTotals([0, 1, 2].map(() => ({ quantity: '0.5', cost_rate: '0', rate: '0.01' })));
    expect(t.total).toBe('0.03');
    expect(lineTotals([{ quantity: '1', cost_rate: '0', rate: '0.05' }])).toMatchObject({ gst: '0.01', total_inc_gst: '0.06' });
    expect(lineTotals([{ quantity: '1', cost_rate: '0', rate: '19.95' }])).toMatchObject({ gst: '2.00', total_inc_gst: '21.95' });
    expect(gstOf('19.95')).toBe('2.00');
    expect(gstOf('0.04')).toBe('0.00');
  });
  it('is all zeros for no lines', () => {
    expect(lineTotals([])).toEqual({ total_quantity: '0.00', total_cost: '0.00', total: '0.00', gst: '0.00', total_inc_gst: '0.00', gross_profit: '0.00' });
  });
  it('adds 0.1 + 0.2 as 0.30 (no float drift) over many lines', () => {
    const many = Array.from({ length: 1000 }, () => ({ quantity: '1', cost_rate: '0.10', rate: '0.30' }));
    expect(lineTotals(many)).toMatchObject({ total: '300.00', total_cost: '100.00', gross_profit: '200.00', total_inc_gst: '330.00' });
  });
});

describe('tiers and pre-fill', () => {
  const record = { cost: '60.00', sell_tier1: '150.00', sell_tier2: '140.00', sell_tier3: '130.00', sell_tier4: '120.00' };
  it('picks the sell price of the tier, tier1 when the tier is missing or unknown', () => {
    expect(tierSellPrice(record, 'tier2')).toBe('140.00');
    expect(tierSellPrice(record, 'tier4')).toBe('120.00');
    expect(tierSellPrice(record, null)).toBe('150.00');
    expect(tierSellPrice(record, 'gold')).toBe('150.00');
    expect(priceTierOf('tier3')).toBe('tier3');
    expect(priceTierOf(undefined)).toBe('tier1');
  });
  it('fills only empty rates', () => {
    expect(prefillRates({}, record, 'tier2')).toEqual({ cost_rate: '60.00', rate: '140.00' });
    expect(prefillRates({ cost_rate: '', rate: null }, record, 'tier3')).toEqual({ cost_rate: '60.00', rate: '130.00' });
    expect(prefillRates({ cost_rate: '55', rate: '99.5' }, record, 'tier3')).toEqual({ cost_rate: '55.00', rate: '99.50' });
    expect(prefillRates({ cost_rate: '0', rate: '0' }, record, 'tier1')).toEqual({ cost_rate: '0.00', rate: '0.00' });
  });
});

describe('sequence letters', () => {
  it('starts at A and continues after the highest letter used', () => {
    expect(nextSequenceLetter([])).toBe('A');
    expect(nextSequenceLetter([null, undefined])).toBe('A');
    expect(nextSequenceLetter(['A'])).toBe('B');
    expect(nextSequenceLetter(['C', 'A'])).toBe('D');
    expect(nextSequenceLetter(['b'])).toBe('C');
  });
  it('skips W', () => {
    expect(nextSequenceLetter(['V'])).toBe('X');
    expect(nextSequenceLetter(['W'])).toBe('A'); // W is not a sequence letter
  });
  it('ends after Z', () => {
    expect(nextSequenceLetter(['Y'])).toBe('Z');
    expect(nextSequenceLetter(['Z'])).toBeNull();
    expect(nextSequenceLetter(['A', 'Z'])).toBeNull();
    expect(nextSequenceLabel(12, ['Z'])).toBeNull();
  });
  it('labels a copy with the root id and its letter', () => {
    expect(sequenceNumber(12, 'A')).toBe('12A');
    expect(nextSequenceLabel(40, ['A', 'B'])).toBe('40C');
    expect(nextSequenceLetter(['A'], ['1', '2'])).toBe('1');
  });
});

describe('money and quantity input', () => {
  it('accepts amounts as numbers or text, with $ and commas, and keeps cents', () => {
    expect(parseMoneyInput('1,234.5')).toBe('1234.50');
    expect(parseMoneyInput(' $99 ')).toBe('99.00');
    expect(parseMoneyInput(0.1 + 0.2)).toBe('0.30');
    expect(parseMoneyInput('-15.25')).toBe('-15.25');
    expect(parseMoneyInput('12.345')).toBe('12.35');
    expect(parseMoneyInput('abc')).toBeNull();
    expect(parseMoneyInput('1e5')).toBeNull();
    expect(parseMoneyInput('1234567890123')).toBeNull();
  });
  it('accepts quantities from 0 to 999999.99', () => {
    expect(parseQuantityInput('2')).toBe('2.00');
    expect(parseQuantityInput(1.5)).toBe('1.50');
    expect(parseQuantityInput('-1')).toBeNull();
    expect(parseQuantityInput('1000000')).toBeNull();
  });
});
