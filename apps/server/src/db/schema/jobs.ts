import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyId, createdAt, hours, money, tenantFk, ts, updatedAt } from './_common.ts';
import { companies } from './companies.ts';
import { clients, users } from './people.ts';

export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  clientId: integer('client_id').notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  status: varchar('status', { length: 32 }).notNull().default('in_progress'),
  priority: varchar('priority', { length: 16 }).notNull().default('normal'),
  dueDate: date('due_date', { mode: 'string' }),
  expectedDuration: hours('expected_duration'),
  quoteId: integer('quote_id'),
  /** TOTAL QUOTED: the total_value of the job's quotes that are not cancelled, kept by database triggers (migration 0004). */
  quoteValue: money('quote_value').notNull().default('0'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('jobs_company_id_uq').on(t.companyId, t.id),
  // The jobs list (bench/results.md): TOTAL JOBS / TOTAL QUOTED from the index alone, and
  // each sort key walked in order so a page stops after its rows: within a status (migration
  // 0022), as the agency's pages read each of their statuses in the sort's order and merge them.
  index('jobs_company_status_idx').on(t.companyId, t.status, t.quoteValue),
  index('jobs_company_client_idx').on(t.companyId, t.clientId, t.id),
  index('jobs_status_due_idx').on(t.companyId, t.status, t.dueDate, t.id),
  index('jobs_status_due_desc_idx').on(t.companyId, t.status, t.dueDate.desc().nullsLast(), t.id.desc().nullsLast()),
  index('jobs_status_updated_idx').on(t.companyId, t.status, t.updatedAt, t.id),
  index('jobs_status_name_idx').on(t.companyId, t.status, sql`lower(${t.name})`, t.id),
  // a client's jobs in some statuses, and their count and TOTAL QUOTED from the index alone
  // (migration 0020); a client's jobs of a status by id (migration 0022: the agency's client sorts)
  index('jobs_company_status_client_idx').on(t.companyId, t.status, t.clientId, t.id, t.quoteValue),
  index('jobs_company_status_rank_idx').on(t.companyId, sql`array_position(array['pending','in_progress','testing','with_client','completed','invoiced']::varchar[], ${t.status})`, t.id),
  // The keyword search (migration 0010): trigrams of the name and of the job id's digits, within
  // the agency and status (btree_gin), so "catalogue" reads the few active jobs it matches
  // instead of matching every job of the agency.
  // fastupdate off (migration 0014): every saved job is written to the index at once, not
  // queued in a pending list that each search reads through (up to 4 MB; a search got 2x slower)
  index('jobs_search_idx').using('gin', t.companyId, t.status, t.name.op('gin_trgm_ops'), sql`(${t.id}::text) gin_trgm_ops`).with({ fastupdate: false }),
  // The same for the default list's statuses only (migration 0017): the jobs list's keyword
  // without a status chosen. Its lists hold only active jobs, so the agency's posting list is
  // about 15,000 jobs of 100,000 and no status lists are read: "catalogue" 5.0 -> 1.7 ms.
  index('jobs_search_active_idx')
    .using('gin', t.companyId, t.name.op('gin_trgm_ops'), sql`(${t.id}::text) gin_trgm_ops`)
    .with({ fastupdate: false })
    .where(sql`${t.status} in ('in_progress', 'testing', 'with_client')`),
  tenantFk('jobs_client_fk', t, t.clientId, clients),
  tenantFk('jobs_created_by_fk', t, t.createdBy, users),
]);

/**
 * Per agency and job status: how many jobs and their TOTAL QUOTED, kept by database triggers
 * on jobs (migration 0008), so the jobs list's count and total for a status filter read a
 * few rows instead of every job (the count was most of a default jobs page at 100,000 jobs).
 */
export const jobStatusTotals = pgTable('job_status_totals', {
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 32 }).notNull(),
  jobs: integer('jobs').notNull().default(0),
  quoteValue: money('quote_value').notNull().default('0'),
}, (t) => [primaryKey({ name: 'job_status_totals_pk', columns: [t.companyId, t.status] })]);

/**
 * A number that changes whenever anything a jobs search reads changes in an agency (its jobs,
 * clients or job members): statement triggers of migration 0018 take the next value of the
 * column's sequence. Answers of a keyword search are kept against it (jobs.service.ts), so a
 * repeated search (paging, a new sort, back from a job) is served without searching again,
 * and never after a change. No row: nothing changed since the triggers were installed (0).
 * No foreign key: a company deleted with its jobs leaves its row, which nothing reads.
 */
export const companySearchVersions = pgTable('company_search_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigserial('version', { mode: 'number' }).notNull(),
});

/** Team members and managers of a job. */
export const jobMembers = pgTable('job_members', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  jobId: integer('job_id').notNull(),
  userId: integer('user_id').notNull(),
  isManager: boolean('is_manager').notNull().default(false),
  /**
   * The job's status, copied by database triggers (migration 0010: set on insert, kept when the
   * job moves), so "jobs of this person" in the default statuses reads that person's few active
   * jobs from one index instead of every job they were ever on.
   */
  jobStatus: varchar('job_status', { length: 32 }).notNull().default('in_progress'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('job_members_job_user_role_uq').on(t.jobId, t.userId, t.isManager),
  index('job_members_user_idx').on(t.companyId, t.userId),
  index('job_members_user_status_idx').on(t.companyId, t.userId, t.jobStatus, t.jobId),
  tenantFk('job_members_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('job_members_user_fk', t, t.userId, users, 'cascade'),
]);

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  jobId: integer('job_id').notNull(),
  seqNo: integer('seq_no'),
  name: text('name').notNull(),
  description: text('description'),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  status: varchar('status', { length: 32 }).notNull().default('pending'),
  createdBy: integer('created_by'),
  /** whether an invoice line bills this task, kept by statement triggers on invoice_items (migration 0025) for the TIME list */
  invoiced: boolean('invoiced').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('tasks_company_id_uq').on(t.companyId, t.id),
  index('tasks_job_idx').on(t.companyId, t.jobId, t.dueDate),
  tenantFk('tasks_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('tasks_created_by_fk', t, t.createdBy, users),
]);

/** Discussion on a job: board 'team' (staff only) or 'client'; type 'text', 'code' or 'file'. */
export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  jobId: integer('job_id').notNull(),
  board: varchar('board', { length: 16 }).notNull(),
  type: varchar('type', { length: 16 }).notNull().default('text'),
  content: text('content').notNull(),
  authorId: integer('author_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  unique('comments_company_id_uq').on(t.companyId, t.id),
  index('comments_job_board_idx').on(t.companyId, t.jobId, t.board, t.createdAt),
  tenantFk('comments_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('comments_author_fk', t, t.authorId, users),
]);

export const jobRequests = pgTable('job_requests', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  clientId: integer('client_id').notNull(),
  contactId: integer('contact_id').notNull(),
  requestDate: date('request_date', { mode: 'string' }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  jobId: integer('job_id'),
  quoteId: integer('quote_id'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('job_requests_company_id_uq').on(t.companyId, t.id),
  index('job_requests_company_status_idx').on(t.companyId, t.status),
  index('job_requests_client_idx').on(t.companyId, t.clientId),
  tenantFk('job_requests_client_fk', t, t.clientId, clients, 'cascade'),
  tenantFk('job_requests_contact_fk', t, t.contactId, users),
  tenantFk('job_requests_job_fk', t, t.jobId, jobs),
  tenantFk('job_requests_created_by_fk', t, t.createdBy, users),
]);

/** Notes on clients, and personal to-do items (type 'todo'). */
export const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  clientId: integer('client_id'),
  type: varchar('type', { length: 16 }).notNull().default('note'),
  title: text('title').notNull(),
  content: text('content'),
  isCompleted: boolean('is_completed').notNull().default(false),
  completedAt: ts('completed_at'),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('notes_company_id_uq').on(t.companyId, t.id),
  index('notes_company_type_creator_idx').on(t.companyId, t.type, t.createdBy),
  index('notes_client_idx').on(t.companyId, t.clientId),
  tenantFk('notes_client_fk', t, t.clientId, clients, 'cascade'),
  tenantFk('notes_created_by_fk', t, t.createdBy, users),
]);

/** Stored files: attachments of jobs, job requests, comments and notes. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  objectType: varchar('object_type', { length: 32 }).notNull(),
  jobId: integer('job_id'),
  jobRequestId: integer('job_request_id'),
  commentId: integer('comment_id'),
  noteId: integer('note_id'),
  name: varchar('name', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  storageKey: varchar('storage_key', { length: 255 }).notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: createdAt(),
}, (t) => [
  unique('files_company_id_uq').on(t.companyId, t.id),
  index('files_job_idx').on(t.companyId, t.jobId),
  index('files_job_request_idx').on(t.companyId, t.jobRequestId),
  tenantFk('files_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('files_job_request_fk', t, t.jobRequestId, jobRequests, 'cascade'),
  tenantFk('files_comment_fk', t, t.commentId, comments, 'cascade'),
  tenantFk('files_note_fk', t, t.noteId, notes, 'cascade'),
  tenantFk('files_uploaded_by_fk', t, t.uploadedBy, users),
]);

/** Unread/read notifications: a comment on a board, or an @mention. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: integer('user_id').notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  jobId: integer('job_id').notNull(),
  commentId: integer('comment_id'),
  readAt: ts('read_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('notifications_company_id_uq').on(t.companyId, t.id),
  index('notifications_user_unread_idx').on(t.companyId, t.userId).where(sql`${t.readAt} is null`),
  index('notifications_user_idx').on(t.companyId, t.userId, t.updatedAt),
  tenantFk('notifications_user_fk', t, t.userId, users, 'cascade'),
  tenantFk('notifications_job_fk', t, t.jobId, jobs, 'cascade'),
  tenantFk('notifications_comment_fk', t, t.commentId, comments, 'cascade'),
]);

export type TJobPriority = 'low' | 'normal' | 'high';
