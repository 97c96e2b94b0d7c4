import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatDate, formatDueDate, formatFileSize, formatLongDate, formatMoney, fromCents, incGst, initialsOf, sumMoney, toCents } from './format.ts';

describe('money', () => {
  it('shows dollars with comma thousands and two decimals, zero as $0', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.00')).toBe('$0');
    expect(formatMoney(-12)).toBe('-$12.00');
  });
  it('writes every amount as en-AU money does (Intl.NumberFormat, two decimals)', () => {
    const intl = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const reference = (value: string | number) => {
      const n = Number(value);
      return n === 0 ? '$0' : `${n < 0 ? '-' : ''}$${intl.format(Math.abs(n))}`;
    };
    // halves round away from zero; a millionth and 1e21 are written with an exponent
    for (const value of ['0.005', '-0.005', '1.005', '2.675', '0.0049', '999999.995', '-0.001', ' 12.5 ', '+7', '1e3', 1.005, 1e-7, -1e-7, 1e21, 123456789012.345, 0.1 + 0.2]) {
      expect(formatMoney(value)).toBe(reference(value));
    }
    // the database's amounts, and any decimal text of up to 11 digits before the point and 4 after
    // (within a double's 15 significant digits, so Number(text) is that very amount)
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 11n - 1n }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9999 }))
      .map(([negative, whole, places, fraction]) => `${negative ? '-' : ''}${whole}${places ? `.${String(fraction).padStart(4, '0').slice(0, places)}` : ''}`);
    fc.assert(fc.property(decimal, (text) => formatMoney(text) === reference(text)), { numRuns: 5000 });
    fc.assert(fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (n) => formatMoney(n) === reference(n)), { numRuns: 5000 });
    // longer text is written as it is, not as its nearest double (8796093022208.54492...)
    expect(formatMoney('8796093022208.544')).toBe('$8,796,093,022,208.54');
  });
  it('adds decimal strings without float drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1000000.01', '2.99', null])).toBe('1000003.00');
    expect(sumMoney(['-0.05', '0.00', '-12.34', '12.40', '999999999999999.99'])).toBe('1000000000000000.00');
  });
  it('reads any amount to its cents, rounding a third decimal half-up', () => {
    expect([toCents('-0.05'), toCents('0.00'), toCents('12.345'), toCents('-12.345'), toCents('7'), toCents(' 3.1 '), toCents(2.5), toCents(null)]).toEqual([-5n, 0n, 1235n, -1235n, 700n, 310n, 250n, 0n]);
    // every cents value survives the trip through its database text
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (cents) => toCents(fromCents(cents)) === cents));
  });
  it('adds 10% GST rounded half-up to cents', () => {
    expect(incGst('100.00')).toBe('110.00');
    expect(incGst('0.05')).toBe('0.06');
    expect(incGst('19.95')).toBe('21.95');
  });
});

describe('dates', () => {
  it('formats in the spec’s three styles', () => {
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDueDate('2024-03-09')).toBe('09-03-2024');
    expect(formatLongDate('2024-01-01')).toBe('1st Jan 2024');
    expect(formatLongDate('2024-02-22')).toBe('22nd Feb 2024');
    expect(formatLongDate('2024-02-13')).toBe('13th Feb 2024');
    expect(formatDate(null)).toBe('');
  });
  it('shows file sizes in B, KB and MB', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(null)).toBe('0 B');
  });
  it('writes counts with their thousands marked, as en-AU does', () => {
    for (const n of [0, 7, 999, 1000, 30_611, 1_000_000, 123_456_789]) expect(formatCount(n)).toBe(n.toLocaleString('en-AU'));
  });
  it('makes initials', () => {
    expect(initialsOf('alex', 'morgan')).toBe('AM');
  });
});
