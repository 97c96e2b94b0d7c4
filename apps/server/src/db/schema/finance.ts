import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyId, createdAt, hours, money, tenantFk, ts, updatedAt } from './_common.ts';
import { companies } from './companies.ts';
import { jobs, tasks } from './jobs.ts';
import { clients, users } from './people.ts';

export const costCategories = pgTable('cost_categories', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [unique('cost_categories_company_id_uq').on(t.companyId, t.id)]);

/** Pricing: a cost record with a sell price per tier (tier1 to tier4). */
export const costMatrix = pgTable('cost_matrix', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  categoryId: integer('category_id').notNull(),
  description: text('description').notNull(),
  sellBasis: varchar('sell_basis', { length: 16 }).notNull().default('quantity'),
  cost: money('cost').notNull().default('0'),
  sellTier1: money('sell_tier1').notNull().default('0'),
  sellTier2: money('sell_tier2').notNull().default('0'),
  sellTier3: money('sell_tier3').notNull().default('0'),
  sellTier4: money('sell_tier4').notNull().default('0'),
  xeroCode: varchar('xero_code', { length: 64 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('cost_matrix_company_id_uq').on(t.companyId, t.id),
  index('cost_matrix_category_idx').on(t.companyId, t.categoryId),
  tenantFk('cost_matrix_category_fk', t, t.categoryId, costCategories),
]);

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  quoteNumber: varchar('quote_number', { length: 32 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  status: varchar('status', { length: 32 }).notNull().default('pending'),
  statusDate: ts('status_date').notNull().default(sql`now()`),
  clientId: integer('client_id').notNull(),
  jobId: integer('job_id'),
  managerId: integer('manager_id'),
  priceTier: varchar('price_tier', { length: 8 }).notNull().default('tier1'),
  clientPo: varchar('client_po', { length: 128 }),
  description: text('description'),
  note: text('note'),
  hideHours: boolean('hide_hours').notNull().default(false),
  sequence: varchar('sequence', { length: 2 }),
  parentId: integer('parent_id'),
  /** Sum of the items' round(quote_rate x quantity, 2), kept by database triggers (migration 0004). */
  totalValue: money('total_value').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('quotes_company_id_uq').on(t.companyId, t.id),
  index('quotes_company_status_idx').on(t.companyId, t.status, t.statusDate),
  // the list's default order (newest status change first): its first rows read in order, not a sort of every open quote
  index('quotes_status_date_desc_idx').on(t.companyId, t.statusDate.desc().nullsLast(), t.id.desc().nullsLast()),
  index('quotes_client_idx').on(t.companyId, t.clientId),
  index('quotes_job_idx').on(t.companyId, t.jobId),
  tenantFk('quotes_client_fk', t, t.clientId, clients),
  tenantFk('quotes_job_fk', t, t.jobId, jobs),
  tenantFk('quotes_manager_fk', t, t.managerId, users),
  tenantFk('quotes_created_by_fk', t, t.createdBy, users),
]);

export const quoteItems = pgTable('quote_items', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  quoteId: integer('quote_id').notNull(),
  sequence: integer('sequence').notNull().default(1),
  costMatrixId: integer('cost_matrix_id').notNull(),
  quantity: numeric10('quantity'),
  details: text('details'),
  costRate: money('cost_rate').notNull().default('0'),
  quoteRate: money('quote_rate').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('quote_items_company_id_uq').on(t.companyId, t.id),
  index('quote_items_quote_idx').on(t.companyId, t.quoteId, t.sequence),
  tenantFk('quote_items_quote_fk', t, t.quoteId, quotes, 'cascade'),
  tenantFk('quote_items_cost_fk', t, t.costMatrixId, costMatrix),
]);

/** Purchase orders to suppliers. */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  orderNumber: varchar('order_number', { length: 32 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  status: varchar('status', { length: 32 }).notNull().default('pending'),
  jobId: integer('job_id'),
  clientId: integer('client_id').notNull(),
  supplierId: integer('supplier_id'),
  contactId: integer('contact_id'),
  purchaseOrderNo: varchar('purchase_order_no', { length: 128 }),
  supplierQuoteNo: varchar('supplier_quote_no', { length: 128 }),
  supplierInvoicePo: varchar('supplier_invoice_po', { length: 128 }),
  deliveryTo: text('delivery_to'),
  requiredBy: date('required_by', { mode: 'string' }),
  specialInstructions: text('special_instructions'),
  description: text('description'),
  sequence: varchar('sequence', { length: 2 }),
  parentId: integer('parent_id'),
  /** Sums of the items' round(rate x quantity, 2), kept by database triggers (migration 0006). */
  totalCost: money('total_cost').notNull().default('0'),
  totalSell: money('total_sell').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('orders_company_id_uq').on(t.companyId, t.id),
  index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
  index('orders_supplier_idx').on(t.companyId, t.supplierId),
  index('orders_job_idx').on(t.companyId, t.jobId),
  tenantFk('orders_job_fk', t, t.jobId, jobs),
  tenantFk('orders_client_fk', t, t.clientId, clients),
  tenantFk('orders_supplier_fk', t, t.supplierId, clients),
  tenantFk('orders_contact_fk', t, t.contactId, users),
  tenantFk('orders_created_by_fk', t, t.createdBy, users),
]);

/**
 * The orders list's count and totals per agency and status, kept by database triggers on
 * orders (migration 0013), so the list's header does not add up every order of the agency.
 */
export const orderStatusTotals = pgTable('order_status_totals', {
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 32 }).notNull(),
  orders: integer('orders').notNull().default(0),
  cost: money('cost').notNull().default('0'),
  sell: money('sell').notNull().default('0'),
}, (t) => [primaryKey({ name: 'order_status_totals_pk', columns: [t.companyId, t.status] })]);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  orderId: integer('order_id').notNull(),
  costMatrixId: integer('cost_matrix_id').notNull(),
  quantity: numeric10('quantity'),
  details: text('details').notNull(),
  costRate: money('cost_rate').notNull().default('0'),
  sellRate: money('sell_rate').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('order_items_company_id_uq').on(t.companyId, t.id),
  index('order_items_order_idx').on(t.companyId, t.orderId),
  tenantFk('order_items_order_fk', t, t.orderId, orders, 'cascade'),
  tenantFk('order_items_cost_fk', t, t.costMatrixId, costMatrix),
]);

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  invoiceNumber: varchar('invoice_number', { length: 32 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  status: varchar('status', { length: 32 }).notNull().default('pending'),
  invoiceDate: date('invoice_date', { mode: 'string' }),
  clientId: integer('client_id').notNull(),
  contactId: integer('contact_id'),
  clientPo: varchar('client_po', { length: 128 }),
  jobId: integer('job_id'),
  supplierId: integer('supplier_id'),
  terms: varchar('terms', { length: 4 }).notNull().default('30'),
  paidDate: date('paid_date', { mode: 'string' }),
  note: text('note'),
  quoteId: integer('quote_id'),
  fullQuote: boolean('full_quote').notNull().default(false),
  sequence: varchar('sequence', { length: 2 }),
  parentId: integer('parent_id'),
  xeroInvoiceId: varchar('xero_invoice_id', { length: 64 }),
  xeroSyncStatus: varchar('xero_sync_status', { length: 16 }),
  xeroSyncError: text('xero_sync_error'),
  xeroSyncedAt: ts('xero_synced_at'),
  /** Sum of the items' round(rate x quantity, 2), kept by database triggers (migration 0004). */
  totalValue: money('total_value').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('invoices_company_id_uq').on(t.companyId, t.id),
  index('invoices_company_status_idx').on(t.companyId, t.status),
  // the list's default order (newest invoice date first): its first rows read in order, not a sort of every invoice
  index('invoices_date_desc_idx').on(t.companyId, t.invoiceDate.desc().nullsLast(), t.id.desc().nullsLast()),
  index('invoices_client_idx').on(t.companyId, t.clientId),
  index('invoices_job_idx').on(t.companyId, t.jobId),
  tenantFk('invoices_client_fk', t, t.clientId, clients),
  tenantFk('invoices_contact_fk', t, t.contactId, users),
  tenantFk('invoices_job_fk', t, t.jobId, jobs),
  tenantFk('invoices_supplier_fk', t, t.supplierId, clients),
  tenantFk('invoices_quote_fk', t, t.quoteId, quotes),
  tenantFk('invoices_created_by_fk', t, t.createdBy, users),
]);

/** Time records against a job (and optionally one of its tasks). */
export const timesheets = pgTable('timesheets', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  jobId: integer('job_id').notNull(),
  taskId: integer('task_id'),
  userId: integer('user_id').notNull(),
  costMatrixId: integer('cost_matrix_id'),
  sessionDate: date('session_date', { mode: 'string' }).notNull(),
  startTime: varchar('start_time', { length: 5 }).notNull(),
  endTime: varchar('end_time', { length: 5 }).notNull(),
  breakMinutes: integer('break').notNull().default(0),
  description: text('description').notNull(),
  duration: hours('duration').notNull(),
  /** whether an invoice line bills this record, kept by statement triggers on invoice_items (migration 0025) for the TIME list */
  invoiced: boolean('invoiced').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('timesheets_company_id_uq').on(t.companyId, t.id),
  // a job's records, and a person's records of a job (migration 0021: the TIME list's person page)
  index('timesheets_job_idx').on(t.companyId, t.jobId, t.userId),
  index('timesheets_task_idx').on(t.companyId, t.taskId),
  // job and hours at the end of the date and person indexes (migration 0011): the TIME list
  // groups a date range's or a person's records by job from the index alone (index-only scan)
  index('timesheets_user_date_idx').on(t.companyId, t.userId, t.sessionDate, t.jobId, t.duration),
  // the export reads every record in (date, start, id) order, a batch at a time from where the last stopped
  index('timesheets_company_date_idx').on(t.companyId, t.sessionDate, t.startTime, t.id, t.jobId, t.duration),
  tenantFk('timesheets_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('timesheets_task_fk', t, t.taskId, tasks),
  tenantFk('timesheets_user_fk', t, t.userId, users),
  tenantFk('timesheets_cost_fk', t, t.costMatrixId, costMatrix),
]);

/**
 * Per job: the hours, number and latest date of its time records, kept by database triggers
 * on timesheets (migration 0004), so the TIME list pages jobs without grouping every record.
 * It carries its job's client (migration 0019, kept by triggers on timesheets and jobs), so a
 * client's TIME list is a walk of one index however many jobs the client has.
 */
export const jobTime = pgTable('job_time', {
  companyId: companyId(),
  jobId: integer('job_id').notNull(),
  clientId: integer('client_id').notNull(),
  hours: numeric('hours', { precision: 14, scale: 2 }).notNull().default('0'),
  records: integer('records').notNull().default(0),
  lastSessionDate: date('last_session_date', { mode: 'string' }),
}, (t) => [
  primaryKey({ name: 'job_time_pk', columns: [t.companyId, t.jobId] }),
  index('job_time_recent_idx').on(t.companyId, t.lastSessionDate.desc(), t.jobId.desc()).where(sql`${t.records} > 0`),
  // a client's page in order, and its header (count and hours) from the index alone
  index('job_time_client_recent_idx').on(t.companyId, t.clientId, t.lastSessionDate.desc(), t.jobId.desc(), t.hours).where(sql`${t.records} > 0`),
  tenantFk('job_time_job_fk', t, t.jobId, jobs, 'cascade'),
]);

/**
 * Per person and job: the hours, number and latest date of the person's time records on the
 * job, kept by database triggers on timesheets (migration 0012), so a person's TIME list
 * (every staff member's own, and a super admin's person filter) pages jobs without grouping
 * the person's records.
 */
export const userJobTime = pgTable('user_job_time', {
  companyId: companyId(),
  userId: integer('user_id').notNull(),
  jobId: integer('job_id').notNull(),
  hours: numeric('hours', { precision: 14, scale: 2 }).notNull().default('0'),
  records: integer('records').notNull().default(0),
  lastSessionDate: date('last_session_date', { mode: 'string' }),
}, (t) => [
  primaryKey({ name: 'user_job_time_pk', columns: [t.companyId, t.userId, t.jobId] }),
  // hours last, only to be read from the index: a person's header (their jobs, their hours) and
  // page are index-only scans, not a heap page per job (5.5 ms for 3,400 jobs)
  index('user_job_time_recent_idx').on(t.companyId, t.userId, t.lastSessionDate.desc(), t.jobId.desc(), t.hours).where(sql`${t.records} > 0`),
  tenantFk('user_job_time_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('user_job_time_user_fk', t, t.userId, users, 'cascade'),
]);

/**
 * Per agency: how many jobs have time records and their hours, kept by database triggers on
 * job_time (migration 0009), so the TIME list's header for the whole agency reads one row.
 */
export const companyTime = pgTable('company_time', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  jobs: integer('jobs').notNull().default(0),
  hours: numeric('hours', { precision: 14, scale: 2 }).notNull().default('0'),
});

/**
 * Per agency and day: the hours of its time records and how many there are, kept by a
 * statement trigger on timesheets (migration 0015), so the TIME list's header for a recent
 * date range adds up a row per day instead of every record in the range.
 */
export const companyDayTime = pgTable('company_day_time', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  sessionDate: date('session_date', { mode: 'string' }).notNull(),
  hours: numeric('hours', { precision: 14, scale: 2 }).notNull().default('0'),
  records: integer('records').notNull().default(0),
}, (t) => [primaryKey({ name: 'company_day_time_pk', columns: [t.companyId, t.sessionDate] })]);

/**
 * Per agency and day: how many of its jobs were last worked on that day (job_time's latest
 * date, jobs with records only), kept by a row trigger on job_time (migration 0024), so the
 * TIME list's header for a recent range counts its jobs from a row per day instead of an
 * index entry per job (6,516 for 30 days of a large agency), and a deep page of the agency's
 * TIME list finds the day it starts on by adding up the days' counts from the newest.
 */
export const companyDayJobs = pgTable('company_day_jobs', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  lastSessionDate: date('last_session_date', { mode: 'string' }).notNull(),
  jobs: integer('jobs').notNull().default(0),
}, (t) => [
  primaryKey({ name: 'company_day_jobs_pk', columns: [t.companyId, t.lastSessionDate] }),
  // the days newest first with their counts, from the index alone: where a deep TIME page starts
  // (migration 0027). Plain DESC (nulls first, migration 0028), the order the page's walk asks for
  // and the primary key's read backward: with DESC NULLS LAST, PostgreSQL read all the agency's
  // days from it and sorted them (0.62 ms a page instead of 0.10)
  index('company_day_jobs_recent_idx').on(t.companyId, t.lastSessionDate.desc().nullsFirst(), t.jobs),
]);

/**
 * What dates an agency's TIME pages (migration 0026): the time version is the agency's row here
 * (changes folded in) plus its rows in company_time_changes. Every statement that changes an
 * agency's time records or tasks (the invoiced flags of 0025 included, set by updates of those
 * tables) adds a row there, so the sum moves with each commit that changes them, and a writer
 * takes no lock another waits for. With the search version (jobs, clients) and the people
 * version (users) it dates everything a TIME page shows: the server keeps pages it answered
 * and sends one again while none moved (timesheets.service.ts). Folding an agency's changes
 * into its row (jobflow_fold_time_changes) keeps the sum. No row: 0. No foreign keys, as
 * company_search_versions.
 */
export const companyTimeVersions = pgTable('company_time_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
export const companyTimeChanges = pgTable('company_time_changes', {
  companyId: integer('company_id').notNull(),
  id: bigserial('id', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ name: 'company_time_changes_pk', columns: [t.companyId, t.id] })]);

/**
 * Invoice lines. A line moved from a quote item, time record, order or task keeps its
 * source; the partial unique indexes make sure nothing is billed twice.
 */
export const invoiceItems = pgTable('invoice_items', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  invoiceId: integer('invoice_id').notNull(),
  type: varchar('type', { length: 16 }).notNull(),
  costMatrixId: integer('cost_matrix_id'),
  description: text('description').notNull(),
  quantity: numeric10('quantity'),
  rate: money('rate').notNull().default('0'),
  quoteItemId: integer('quote_item_id'),
  timesheetId: integer('timesheet_id'),
  orderId: integer('order_id'),
  taskId: integer('task_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('invoice_items_company_id_uq').on(t.companyId, t.id),
  index('invoice_items_invoice_idx').on(t.companyId, t.invoiceId),
  uniqueIndex('invoice_items_quote_item_uq').on(t.quoteItemId).where(sql`${t.quoteItemId} is not null`),
  uniqueIndex('invoice_items_timesheet_uq').on(t.timesheetId).where(sql`${t.timesheetId} is not null`),
  uniqueIndex('invoice_items_order_uq').on(t.orderId).where(sql`${t.orderId} is not null`),
  uniqueIndex('invoice_items_task_uq').on(t.taskId).where(sql`${t.taskId} is not null`),
  tenantFk('invoice_items_invoice_fk', t, t.invoiceId, invoices, 'cascade'),
  tenantFk('invoice_items_cost_fk', t, t.costMatrixId, costMatrix),
  tenantFk('invoice_items_quote_item_fk', t, t.quoteItemId, quoteItems),
  tenantFk('invoice_items_timesheet_fk', t, t.timesheetId, timesheets),
  tenantFk('invoice_items_order_fk', t, t.orderId, orders),
  tenantFk('invoice_items_task_fk', t, t.taskId, tasks),
]);

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  slug: varchar('slug', { length: 64 }),
  name: varchar('name', { length: 255 }).notNull(),
  emailSubject: varchar('email_subject', { length: 255 }).notNull(),
  fromName: varchar('from_name', { length: 255 }).notNull(),
  fromEmail: varchar('from_email', { length: 255 }).notNull(),
  emailBody: text('email_body').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('email_templates_company_id_uq').on(t.companyId, t.id),
  uniqueIndex('email_templates_slug_uq').on(t.companyId, t.slug).where(sql`${t.slug} is not null`),
]);

/** The agency's Xero connection (OAuth 2.0 tokens). */
export const xeroConnections = pgTable('xero_connections', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).notNull().default('disconnected'),
  tenantId: varchar('tenant_id', { length: 64 }),
  organisationName: varchar('organisation_name', { length: 255 }),
  username: varchar('username', { length: 255 }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  expiresAt: ts('expires_at'),
  oauthState: varchar('oauth_state', { length: 128 }),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('xero_connections_company_uq').on(t.companyId)]);

/** Outgoing mail: stored first, then sent over SMTP when configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  toAddress: varchar('to_address', { length: 255 }).notNull(),
  fromAddress: varchar('from_address', { length: 255 }),
  subject: varchar('subject', { length: 255 }).notNull(),
  html: text('html').notNull(),
  text: text('text'),
  status: varchar('status', { length: 16 }).notNull().default('queued'),
  attempts: smallint('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
}, (t) => [index('outbox_status_idx').on(t.status)]);

function numeric10(name: string) {
  return hours(name).notNull().default('1');
}
