/*
 * The quotes' plain values (no zod): a page that imports one of them does not build the
 * schemas of quotes.schemas.ts as its chunk loads.
 */

export const QUOTE_MESSAGES = {
  selectClient: 'Please select the client',
  selectCostItem: 'Please select the cost item',
  enterQuoteRate: 'Please enter the quote rate',
  selectJob: 'Please select a job of this client.',
  selectManager: 'Please select a team member as the manager.',
  chooseNumber: 'Please choose the quote number.',
  idMismatch: 'This is not the quote being duplicated.',
  jobCreated: 'A job has been created',
  hasJob: 'This quote already has a job.',
  hasInvoicedItems: 'This quote has invoiced items and cannot be deleted.',
  hasInvoices: 'This quote has invoices and cannot be deleted. Delete its invoices first.',
  itemInvoiced: 'This item has been invoiced and cannot be changed.',
  sequenceFull: (root: string) => `Quote ${root} has used every sequence letter (A to Z). Choose a new number instead.`,
  cloned: 'This quote has been cloned.',
  updated: 'Quote updated',
  deleted: (name: string) => `Quote ${name} has been deleted`,
  itemCreated: 'Quote item created successfully',
  itemUpdated: 'Quote item updated successfully',
  itemDeleted: (details: string) => `${details} item is deleted`,
  noQuotes: 'No quotes found',
} as const;

/** Statuses the quotes list hides when no status is chosen. */
export const QUOTES_DEFAULT_EXCLUDED = ['cancelled', 'completed'] as const;
export const QUOTE_SORT_KEYS = ['quote_number', 'client_name', 'name', 'status', 'total_value', 'status_date', 'created_at'] as const;
export type TQuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];
/** Item columns the quote page and the PDF sort by (default sequence ascending). */
export const QUOTE_ITEM_SORT_KEYS = ['sequence', 'category', 'item', 'details', 'quantity', 'markup', 'cost_rate', 'cost', 'quote_rate', 'quoted'] as const;
export type TQuoteItemSortKey = (typeof QUOTE_ITEM_SORT_KEYS)[number];
