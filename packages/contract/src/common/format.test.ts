import { describe, expect, it } from 'vitest';
import { formatDate, formatDueDate, formatFileSize, formatLongDate, formatMoney, incGst, initialsOf, sumMoney } from './format.ts';

describe('money', () => {
  it('shows dollars with comma thousands and two decimals, zero as $0', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.00')).toBe('$0');
    expect(formatMoney(-12)).toBe('-$12.00');
  });
  it('adds decimal strings without float drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1000000.01', '2.99', null])).toBe('1000003.00');
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
  it('makes initials', () => {
    expect(initialsOf('alex', 'morgan')).toBe('AM');
  });
});
