import { describe, expect, it } from 'vitest';
import type { TInvoiceItem } from '@jobflow/contract';
import { invoiceLineName, toInvoiceLine } from './invoice-lines';

const item: TInvoiceItem = {
  id: 7,
  invoice_id: 3,
  type: 'timesheet',
  cost_matrix_id: 12,
  cost: { id: 12, description: 'Design', category_id: 2, category: { id: 2, name: 'Studio' } },
  description: 'Layout rounds',
  quantity: '2.50',
  rate: '120.00',
  amount: '300.00',
  gst: '30.00',
  amount_inc_gst: '330.00',
  quote_item_id: null,
  timesheet_id: 44,
  order_id: null,
  task_id: null,
};

describe('invoice lines in the shared item widgets', () => {
  it('shows the description as details, the rate and amount, and labels a timesheet line Time', () => {
    expect(toInvoiceLine(item)).toMatchObject({ category_name: 'Studio', cost_description: 'Design', details: 'Layout rounds', rate: '120.00', amount: '300.00', type_label: 'Time' });
  });

  it('reads a line without a cost record as having no category or item', () => {
    expect(toInvoiceLine({ ...item, cost: null, cost_matrix_id: null })).toMatchObject({ category_name: '', cost_description: '', cost_matrix_id: 0 });
  });

  it('names a line by its description, else its cost item', () => {
    expect(invoiceLineName(item)).toBe('Layout rounds');
    expect(invoiceLineName({ ...item, description: ' ' })).toBe('Design');
  });
});
