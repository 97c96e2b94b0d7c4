import { describe, expect, it } from 'vitest';
import {
  applyCostRecord,
  autoPickRecord,
  defaultCategoryId,
  emptyLineItemValues,
  lineItemName,
  lineItemPayload,
  lineItemValuesOf,
  mapServerFieldErrors,
  previewAmounts,
  sortLineItems,
  validateLineItem,
  type TLineItem,
} from './line-item-rules';

const line = (over: Partial<TLineItem>): TLineItem => ({
  id: 1,
  sequence: 1,
  category_id: 1,
  category_name: 'Design',
  cost_matrix_id: 10,
  cost_description: 'Senior designer',
  sell_basis: 'time',
  quantity: '1.00',
  details: null,
  cost_rate: '60.00',
  rate: '150.00',
  markup: '90.00',
  cost: '60.00',
  amount: '150.00',
  invoiced: false,
  ...over,
});

const record = { id: 7, cost: '60.00', sell_tier1: '150.00', sell_tier2: '140.00', sell_tier3: '130.00', sell_tier4: '120.00' };
const messages = { selectCostItem: 'Please select the cost item', enterRate: 'Please enter the quote rate' };

describe('sorting lines', () => {
  const items = [
    line({ id: 1, sequence: 2, category_name: 'print', amount: '1040.00', details: 'b' }),
    line({ id: 2, sequence: 1, category_name: 'Design', amount: '3000.00', details: null }),
    line({ id: 3, sequence: 3, category_name: 'Design', amount: '999.99', details: 'a' }),
  ];
  it('orders by sequence by default and by money as amounts, not text', () => {
    expect(sortLineItems(items, { key: 'sequence', order: 'asc' }).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(sortLineItems(items, { key: 'amount', order: 'asc' }).map((i) => i.id)).toEqual([3, 1, 2]);
    expect(sortLineItems(items, { key: 'amount', order: 'desc' }).map((i) => i.id)).toEqual([2, 1, 3]);
  });
  it('orders text without case and keeps sequence order among equals', () => {
    expect(sortLineItems(items, { key: 'category', order: 'asc' }).map((i) => i.id)).toEqual([2, 3, 1]);
    expect(sortLineItems(items, { key: 'category', order: 'desc' }).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(sortLineItems(items, { key: 'details', order: 'asc' }).map((i) => i.id)).toEqual([2, 3, 1]);
  });
  it('does not change the list it was given', () => {
    const before = items.map((i) => i.id);
    sortLineItems(items, { key: 'amount', order: 'asc' });
    expect(items.map((i) => i.id)).toEqual(before);
  });
});

describe('the item form', () => {
  it('starts in category 1 when the agency has it, else the first', () => {
    expect(defaultCategoryId([{ id: 4 }, { id: 1 }])).toBe('1');
    expect(defaultCategoryId([{ id: 4 }, { id: 9 }])).toBe('4');
    expect(defaultCategoryId([])).toBeNull();
  });

  it('picks a record by itself only when it is the only one', () => {
    expect(autoPickRecord([record])).toBe(record);
    expect(autoPickRecord([record, record])).toBeNull();
    expect(autoPickRecord([])).toBeNull();
  });

  it("fills empty rates from the record's cost and the tier's sell price", () => {
    const filled = applyCostRecord(emptyLineItemValues('1'), record, 'tier2', { costRate: false, rate: false });
    expect(filled).toMatchObject({ costMatrixId: '7', costRate: '60.00', rate: '140.00' });
    expect(applyCostRecord(emptyLineItemValues('1'), record, null, { costRate: false, rate: false }).rate).toBe('150.00');
  });

  it('replaces rates an earlier pick filled, never rates the user typed', () => {
    const earlier = { ...emptyLineItemValues('1'), costMatrixId: '3', costRate: '10.00', rate: '20.00' };
    expect(applyCostRecord(earlier, record, 'tier3', { costRate: false, rate: false })).toMatchObject({ costRate: '60.00', rate: '130.00' });
    expect(applyCostRecord(earlier, record, 'tier3', { costRate: true, rate: false })).toMatchObject({ costRate: '10.00', rate: '130.00' });
    // a typed rate that was cleared again is empty, so it is filled
    expect(applyCostRecord({ ...earlier, rate: ' ' }, record, 'tier3', { costRate: true, rate: true }).rate).toBe('130.00');
  });

  it("checks with the spec's messages", () => {
    expect(validateLineItem(emptyLineItemValues('1'), messages)).toEqual({ cost_matrix_id: 'Please select the cost item', rate: 'Please enter the quote rate' });
    const ok = { ...emptyLineItemValues('1'), costMatrixId: '7', rate: '140' };
    expect(validateLineItem(ok, messages)).toEqual({});
    expect(validateLineItem({ ...ok, details: '' }, { ...messages, enterDetails: 'Please enter the details' })).toEqual({ details: 'Please enter the details' });
    expect(validateLineItem({ ...ok, rate: 'abc', costRate: 'x', quantity: '-2' }, messages)).toEqual({
      rate: 'Please enter an amount, e.g. 120.50',
      cost_rate: 'Please enter an amount, e.g. 120.50',
      quantity: 'Please enter a quantity from 0 to 999999.99',
    });
  });

  it('sends every field for a new line, normalised', () => {
    const values = { categoryId: '1', costMatrixId: '7', quantity: '2.5', details: '  Key visual ', costRate: '$1,000', rate: '140' };
    expect(lineItemPayload(values)).toEqual({ cost_matrix_id: 7, quantity: '2.50', details: 'Key visual', cost_rate: '1000.00', rate: '140.00' });
    expect(lineItemPayload({ ...values, details: '', costRate: '' })).toMatchObject({ details: null, cost_rate: null });
  });

  it('sends only the changed fields of an edit, and nothing when nothing changed', () => {
    const initial = lineItemValuesOf(line({ quantity: '2.00', details: 'Design', rate: '150.00' }));
    expect(lineItemPayload({ ...initial, quantity: '2', rate: '150' }, initial)).toEqual({});
    expect(lineItemPayload({ ...initial, quantity: '3', details: 'Design ' }, initial)).toEqual({ quantity: '3.00' });
    expect(lineItemPayload({ ...initial, rate: '160', costMatrixId: '11' }, initial)).toEqual({ rate: '160.00', cost_matrix_id: 11 });
  });

  it('previews the amounts the server will compute', () => {
    expect(previewAmounts({ ...emptyLineItemValues('1'), quantity: '13.75', costRate: '60', rate: '140' })).toEqual({ cost: '825.00', amount: '1925.00', markup: '1100.00' });
    expect(previewAmounts({ ...emptyLineItemValues('1'), quantity: 'x', rate: 'y' })).toEqual({ cost: '0.00', amount: '0.00', markup: '0.00' });
  });

  it('names a line by its details, else its cost item, and maps the rate field', () => {
    expect(lineItemName({ details: ' Flyers ', cost_description: 'A4 flyer' })).toBe('Flyers');
    expect(lineItemName({ details: null, cost_description: 'A4 flyer' })).toBe('A4 flyer');
    expect(mapServerFieldErrors({ quote_rate: 'Please enter the quote rate', quantity: 'x' }, 'quote_rate')).toEqual({ rate: 'Please enter the quote rate', quantity: 'x' });
  });
});
