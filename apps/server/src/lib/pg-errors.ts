/**
 * PostgreSQL errors the services translate into the spec's messages. Both drivers (pg and
 * PGlite) put the SQLSTATE on `code`; Drizzle wraps the driver error in `cause`.
 */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code ?? e?.cause?.code;
}

/** A foreign-key violation: the row is still referenced (or started to be while it was deleted). */
export function isForeignKeyViolation(err: unknown): boolean {
  return sqlState(err) === '23503';
}

/** A unique violation: another row already holds the value (e.g. a second invoice line for one source). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/**
 * A data exception (SQLSTATE class 22: numeric value out of range, invalid text for a number
 * or date, ...): a value sent by the caller that the column cannot hold.
 */
export function isDataException(err: unknown): boolean {
  return sqlState(err)?.startsWith('22') ?? false;
}
