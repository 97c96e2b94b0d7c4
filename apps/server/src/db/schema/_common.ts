import { sql } from 'drizzle-orm';
import { foreignKey, integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money as numeric(14,2), read and written as decimal strings. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const hours = (name: string) => numeric(name, { precision: 8, scale: 2 });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const companyId = () => integer('company_id').notNull();

type TenantTable = { companyId: AnyPgColumn; id: AnyPgColumn };
/**
 * A foreign key between two tenant tables that includes company_id, so that no row can
 * point into another tenant.
 */
export function tenantFk(
  name: string,
  own: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  target: TenantTable,
  onDelete: 'cascade' | 'no action' | 'restrict' = 'no action',
) {
  return foreignKey({ name, columns: [own.companyId, column], foreignColumns: [target.companyId, target.id] }).onDelete(onDelete);
}
