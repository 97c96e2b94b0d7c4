import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, smallint, text, unique, uniqueIndex, varchar, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { companyId, createdAt, money, tenantFk, ts, updatedAt } from './_common.ts';
import { companies, departments, userTypes } from './companies.ts';

/** Client and supplier companies of an agency (is_supplier 0 or 1). */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  code: varchar('code', { length: 4 }).notNull(),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 64 }),
  website: varchar('website', { length: 255 }),
  address1: varchar('address_1', { length: 255 }),
  address2: varchar('address_2', { length: 255 }),
  suburb: varchar('suburb', { length: 128 }),
  state: varchar('state', { length: 64 }),
  otherState: varchar('other_state', { length: 128 }),
  postcode: varchar('postcode', { length: 16 }),
  isSupplier: smallint('is_supplier').notNull().default(0),
  priceTier: varchar('price_tier', { length: 8 }).notNull().default('tier1'),
  managerId: integer('manager_id'),
  clientManagerId: integer('client_manager_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: ts('deleted_at'),
}, (t): PgTableExtraConfigValue[] => [
  unique('clients_company_id_uq').on(t.companyId, t.id),
  index('clients_company_supplier_name_idx').on(t.companyId, t.isSupplier, t.name),
  // jobs list sorted by client name or job number: clients walked in order, their jobs by index
  index('clients_company_name_lower_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
  index('clients_company_code_idx').on(t.companyId, t.code, t.id),
  // keyword searches of jobs match client names and codes (migration 0010); no company_id in
  // them, so the planner never takes them for a plain "the agency's clients"
  index('clients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
  index('clients_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')).with({ fastupdate: false }),
  tenantFk('clients_manager_fk', t, t.managerId, users),
  tenantFk('clients_client_manager_fk', t, t.clientManagerId, users),
]);

/**
 * Every sign-in identity. Staff have client_id null and belong to one agency (a staff
 * e-mail is unique); client contacts have a client_id, and one e-mail may be a contact of
 * several client companies (one row each).
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
  clientId: integer('client_id'),
  firstName: varchar('first_name', { length: 128 }).notNull(),
  lastName: varchar('last_name', { length: 128 }).notNull().default(''),
  email: varchar('email', { length: 255 }).notNull(),
  passwordHash: text('password_hash'),
  phone: varchar('phone', { length: 64 }),
  role: varchar('role', { length: 128 }),
  note: text('note'),
  departmentId: integer('department_id'),
  costRate: money('cost_rate').notNull().default('0'),
  billableRate: money('billable_rate').notNull().default('0'),
  userTypeId: integer('user_type_id').references(() => userTypes.id),
  isManager: smallint('is_manager').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  periodForTickedTodoItems: varchar('period_for_ticked_todo_items', { length: 32 }).notNull().default('-1 week'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t): PgTableExtraConfigValue[] => [
  unique('users_company_id_uq').on(t.companyId, t.id),
  uniqueIndex('users_staff_email_uq').on(sql`lower(${t.email})`).where(sql`${t.clientId} is null`),
  uniqueIndex('users_contact_email_uq').on(t.clientId, sql`lower(${t.email})`).where(sql`${t.clientId} is not null`),
  index('users_email_idx').on(sql`lower(${t.email})`),
  index('users_company_client_idx').on(t.companyId, t.clientId),
  tenantFk('users_client_fk', t, t.clientId, clients, 'cascade'),
  tenantFk('users_department_fk', t, t.departmentId, departments),
]);

/**
 * Per agency, a version that moves whenever one of its users changes (statement triggers of
 * migration 0023 take the next value of the column's sequence). The TIME list names each
 * record's person from the people the server holds for the agency, read again when this
 * version moves (timesheets.people.ts). No row: nothing changed since the triggers were
 * installed (0). No foreign key, as company_search_versions.
 */
export const companyPeopleVersions = pgTable('company_people_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigserial('version', { mode: 'number' }).notNull(),
});

/** Bearer sessions: only a SHA-256 of the token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: integer('user_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at').notNull().default(sql`now()`),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
}, (t) => [
  uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
  index('sessions_user_idx').on(t.userId),
  tenantFk('sessions_user_fk', t, t.userId, users, 'cascade'),
]);

/** Login attempts, for rate limiting without per-process state. */
export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 255 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempts_email_time_idx').on(t.email, t.createdAt), index('login_attempts_ip_time_idx').on(t.ip, t.createdAt)]);

/** One-time password reset links (1 hour). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: integer('user_id').notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash), tenantFk('password_resets_user_fk', t, t.userId, users, 'cascade')]);
