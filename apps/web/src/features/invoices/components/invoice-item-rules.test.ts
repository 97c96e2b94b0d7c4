import { describe, expect, it } from 'vitest';
import { emptyInvoiceItemValues, invoiceItemPayload, validateInvoiceItem } from './invoice-item-rules';

const filled = { categoryId: '1', costMatrixId: '4', description: ' Print run ', quantity: '2', rate: '' };

describe('the invoice item form', () => {
  it("asks for the cost item and the description with the spec's messages", () => {
    expect(validateInvoiceItem(emptyInvoiceItemValues())).toEqual({ cost_matrix_id: 'Please select the cost item', description: 'Please enter the description' });
    expect(validateInvoiceItem(filled)).toEqual({});
    expect(validateInvoiceItem({ ...filled, rate: 'abc' }).rate).toBeDefined();
  });

  it('sends a new line whole, an empty rate as null (the server prices it at tier1)', () => {
    expect(invoiceItemPayload(filled)).toEqual({ cost_matrix_id: 4, description: 'Print run', quantity: '2.00', rate: null });
  });

  it('sends only what an edit changed', () => {
    expect(invoiceItemPayload({ ...filled, rate: '80' }, { ...filled, rate: '75.00' })).toEqual({ rate: '80.00' });
    expect(invoiceItemPayload(filled, filled)).toEqual({});
  });
});
