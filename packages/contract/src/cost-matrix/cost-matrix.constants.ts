/*
 * The cost matrix's plain values (no zod): a page that imports one of them does not build the
 * schemas of cost-matrix.schemas.ts as its chunk loads.
 */

export const COST_MATRIX_MESSAGES = {
  selectCategory: 'Please select the Category',
  selectSellBasis: 'Please select the Sell Basis',
  created: 'Cost matrix record created successfully.',
  updated: 'Cost matrix record updated successfully.',
  deleted: 'Cost matrix record has been deleted',
  inUse: 'This cost matrix record is used by quote, order, invoice or time items and cannot be deleted.',
  someInUse: (descriptions: string[]) =>
    `These cost matrix records are used by quote, order, invoice or time items and cannot be deleted: ${descriptions.join(', ')}.`,
} as const;
