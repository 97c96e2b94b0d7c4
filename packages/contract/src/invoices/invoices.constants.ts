import type { INVOICE_ITEM_TYPES, INVOICE_TERMS } from '../common/constants.ts';

/*
 * The invoices' plain values (no zod): a page that imports one of them does not build the
 * schemas of invoices.schemas.ts as its chunk loads.
 */

/** What a move-item call names: the spec's `type` values (time is a timesheet record). */
export const INVOICE_MOVE_TYPES = ['quote', 'time', 'order', 'task'] as const;
export type TInvoiceMoveType = (typeof INVOICE_MOVE_TYPES)[number];
export type TInvoiceItemType = (typeof INVOICE_ITEM_TYPES)[number];

/** The invoice item type a moved source becomes. */
export const INVOICE_ITEM_TYPE_OF_MOVE: Record<TInvoiceMoveType, TInvoiceItemType> = { quote: 'quote', time: 'timesheet', order: 'order', task: 'task' };
/** Labels of the TYPE column. */
export const INVOICE_ITEM_TYPE_LABELS: Record<TInvoiceItemType, string> = { quote: 'Quote', task: 'Task', timesheet: 'Time', order: 'Order' };
/** Labels of the terms picker (days). */
export const INVOICE_TERM_LABELS: Record<(typeof INVOICE_TERMS)[number], string> = { '0': 'Immediate', '7': '7 days', '15': '15 days', '30': '30 days', '45': '45 days' };
export const DEFAULT_INVOICE_TERMS = '30';

const SOURCE_NAMES: Record<TInvoiceMoveType, string> = { quote: 'This quote item', time: 'This time record', order: 'This order', task: 'This task' };

export const INVOICE_MESSAGES = {
  selectClient: 'Please select the client',
  selectCostItem: 'Please select the cost item',
  enterDescription: 'Please enter the description',
  selectJob: 'Please select a job of this client.',
  selectContact: 'Please select a contact of the company.',
  selectSupplier: 'Please select a supplier.',
  selectQuote: 'Please select a quote.',
  selectTerms: 'Please select the terms.',
  chooseNumber: 'Please choose the invoice number.',
  idMismatch: 'This is not the invoice being duplicated.',
  sequenceFull: (root: string) => `Invoice ${root} has used every sequence letter (A to Z). Choose a new number instead.`,
  noJob: 'This invoice has no job: link a job to it first.',
  notRelated: (type: TInvoiceMoveType) => `${SOURCE_NAMES[type]} is not one of the invoice job's items that can be invoiced.`,
  /** the partial unique indexes refused a second invoice line for the same source */
  alreadyInvoiced: (type: TInvoiceMoveType, invoiceNumber?: string | null) =>
    `${SOURCE_NAMES[type]} has already been invoiced${invoiceNumber ? ` (invoice ${invoiceNumber})` : ''} and cannot be billed twice.`,
  taskTimeInvoiced: 'Time records of this task are already invoiced: move the remaining time records instead of the task.',
  timeTaskInvoiced: "This time record's task has already been invoiced.",
  movedType: 'This line was moved from a related item: its type stays.',
  quoteItemsInvoiced: 'Some items of this quote were invoiced meanwhile. Try again.',
  added: (name: string) => `Invoice "${name}" added successfully.`,
  cloned: 'This invoice has been cloned.',
  updated: 'Invoice updated',
  deleted: (name: string) => `Invoice ${name} has been deleted`,
  itemCreated: 'Invoice item created successfully',
  itemUpdated: 'Invoice item updated successfully',
  itemDeleted: (details: string) => `${details} item is deleted`,
  moved: {
    quote: 'Quote item moved successfully',
    time: 'Timesheet record moved successfully',
    order: 'Order item moved successfully',
    task: 'Task moved successfully',
  } satisfies Record<TInvoiceMoveType, string>,
  noInvoices: 'No invoices found',
  noRelated: {
    quote: 'No related quote items.',
    time: 'No related time items.',
    order: 'No related order items.',
    task: 'No related tasks.',
  } satisfies Record<TInvoiceMoveType, string>,
  synced: 'Invoice synced to XERO',
} as const;

/** Statuses the WIP report leaves out when no status is chosen. */
export const INVOICES_WIP_EXCLUDED = ['completed', 'cancelled'] as const;
export const INVOICE_SORT_KEYS = ['invoice_number', 'name', 'client_name', 'status', 'invoice_date', 'created_at', 'total_value'] as const;
export type TInvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];
