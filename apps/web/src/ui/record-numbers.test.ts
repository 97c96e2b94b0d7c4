import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRecordNumbers } from './record-numbers';

const sign = (n: number) => Math.sign(n);

describe('record numbers', () => {
  it('sorts by the numbers’ values, each copy right after its original', () => {
    const numbers = ['100', '12B', '9', '12', '101A', '12A', '1000', '101'];
    expect([...numbers].sort(compareRecordNumbers)).toEqual(['9', '12', '12A', '12B', '100', '101', '101A', '1000']);
  });

  it('orders as an English collator with numeric digits does', () => {
    const collator = new Intl.Collator('en', { numeric: true });
    // what the app numbers records with (the id, a copy's letter), and numbers with a prefix
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVXYZ'.split(''));
    const recordNumber = fc
      .tuple(fc.constantFrom('', 'Q', 'INV-', 'po'), fc.integer({ min: 1, max: 99_999 }), fc.option(letter, { nil: '' }))
      .map(([prefix, n, copy]) => `${prefix}${n}${copy}`);
    fc.assert(fc.property(recordNumber, recordNumber, (a, b) => sign(compareRecordNumbers(a, b)) === sign(collator.compare(a, b))), { numRuns: 5000 });
  });
});
