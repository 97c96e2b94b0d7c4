import { boolean, index, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './_common.ts';

/** A tenant: one agency. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  codename: varchar('codename', { length: 64 }).notNull(),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 64 }),
  address1: varchar('address_1', { length: 255 }),
  address2: varchar('address_2', { length: 255 }),
  suburb: varchar('suburb', { length: 128 }),
  state: varchar('state', { length: 64 }),
  postcode: varchar('postcode', { length: 16 }),
  website: varchar('website', { length: 255 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('companies_codename_uq').on(t.codename)]);

/** User types: ids 1-3 are system types shared by every agency (company_id null); others belong to one agency. */
export const userTypes = pgTable('user_types', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 128 }).notNull(),
  colorClass: varchar('color_class', { length: 32 }).notNull().default('default'),
  deletable: boolean('deletable').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('user_types_company_idx').on(t.companyId)]);

/**
 * An agency's own title and colour for a system user type (1-3): the type and what it may
 * do stay shared, its name on the agency's screens is the agency's.
 */
export const userTypeLabels = pgTable('user_type_labels', {
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userTypeId: integer('user_type_id').notNull().references(() => userTypes.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 128 }).notNull(),
  colorClass: varchar('color_class', { length: 32 }).notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.userTypeId] })]);

/** Departments: the "team" of a team member. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 128 }).notNull(),
  description: text('description'),
  createdAt: createdAt(),
}, (t) => [unique('departments_company_id_uq').on(t.companyId, t.id)]);

/** Installation-wide settings, e.g. the secret that signs download links (shared by every server copy). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
