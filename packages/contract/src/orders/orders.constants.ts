/*
 * The orders' plain values (no zod): a page that imports one of them does not build the
 * schemas of orders.schemas.ts as its chunk loads.
 */

export const ORDER_MESSAGES = {
  selectClient: 'Please select the client',
  selectCostItem: 'Please select the cost item',
  enterDetails: 'Please enter the details',
  enterOrderRate: 'Please enter the order rate',
  selectSupplier: 'Please select a supplier.',
  selectContact: 'Please select a contact of the company.',
  selectJob: 'Please select a job of this client.',
  chooseNumber: 'Please choose the order number.',
  idMismatch: 'This is not the order being duplicated.',
  invoiced: 'This order has been invoiced and cannot be deleted.',
  itemInvoiced: 'This order has been invoiced; its items cannot be changed.',
  sequenceFull: (root: string) => `Order ${root} has used every sequence letter (A to Z). Choose a new number instead.`,
  added: (name: string) => `Order "${name}" added successfully.`,
  cloned: 'This order has been cloned.',
  updated: 'Order updated',
  deleted: (name: string) => `Order ${name} has been deleted`,
  itemCreated: 'Order item created successfully',
  itemUpdated: 'Order item updated successfully',
  itemDeleted: (details: string) => `${details} item is deleted`,
  noOrders: 'No orders found',
} as const;
