import { describe, expect, it } from 'vitest';
import { ZCostMatrixCreateSchema, type TCostMatrixRecord } from '@jobflow/contract';
import { changedFields } from './changed-fields';

const record: TCostMatrixRecord = {
  id: 7,
  category_id: 2,
  category: { id: 2, name: 'Print' },
  description: 'A4 flyer',
  sell_basis: 'quantity',
  cost: '320.00',
  sell_tier1: '520.00',
  sell_tier2: '500.00',
  sell_tier3: '480.00',
  sell_tier4: '460.00',
  xero_code: null,
};

const form = (values: Record<string, unknown>) =>
  ZCostMatrixCreateSchema.parse({
    category_id: '2',
    description: 'A4 flyer',
    sell_basis: 'quantity',
    cost: '320',
    sell_tier1: '$520.00',
    sell_tier2: '500',
    sell_tier3: '480.0',
    sell_tier4: '460',
    xero_code: null,
    ...values,
  });

describe('cost matrix edit: changed fields only', () => {
  it('sends nothing when the form reads the same as the record, however the amounts are typed', () => {
    expect(changedFields(record, form({}))).toEqual({});
  });

  it('sends only what differs, amounts as decimal strings', () => {
    expect(changedFields(record, form({ sell_tier1: '1,295.5', category_id: '3', xero_code: '260' }))).toEqual({
      category_id: 3,
      sell_tier1: '1295.50',
      xero_code: '260',
    });
  });

  it('an emptied amount is 0 and an emptied xero code is null', () => {
    expect(changedFields({ ...record, xero_code: '200' }, form({ cost: '' }))).toEqual({ cost: '0.00', xero_code: null });
  });
});
