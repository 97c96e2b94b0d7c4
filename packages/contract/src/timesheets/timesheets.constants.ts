import { SESSION_MESSAGES } from './timesheets.duration.ts';

/*
 * The time records' plain values (no zod): a page that imports one of them does not build the
 * schemas of timesheets.schemas.ts as its chunk loads.
 */

/** The texts of spec 2 sections 5 and 8 for time, and the rules this product adds. */
export const TIMESHEET_MESSAGES = {
  description: 'Please enter the description',
  task: 'Please select the task',
  job: 'Please select the job',
  user: 'Please select the team member',
  costItem: 'Please select the cost item',
  added: 'Timesheet added successfully.',
  updated: 'Timesheet updated successfully.',
  deleted: 'Timesheet record is deleted',
  noRecords: 'No records found',
  invoiced: 'This time record is on an invoice: remove it from the invoice first.',
  ...SESSION_MESSAGES,
} as const;
