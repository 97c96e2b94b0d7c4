import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@jobflow/contract';
import type { TDb } from './client.ts';
import { registerStatement } from './pglite-statements.ts';

/**
 * A hot query of one fixed shape, built once per database handle instead of per request.
 * `build` must return a query made with `.prepare(name)` and `sql.placeholder` for every
 * value: on PostgreSQL each pooled connection then parses it once and, after a few runs,
 * keeps its plan (PostgreSQL's own choice between a generic and a per-value plan). Only for
 * queries whose best plan does not depend on the values, such as lookups by a unique key or
 * by a tenant and a person. A name must belong to one SQL text. On PGlite, whose driver
 * ignores the name, the text becomes a named statement of the one backend (pglite-statements.ts).
 */
export function preparedQuery<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
      // on PGlite, a named statement of its own (pglite-statements.ts)
      const text = (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;
      if (text !== undefined) registerStatement(db, text);
    }
    return query;
  };
}

/**
 * Keys a family of `preparedByKey` statements prepares at most, besides its usual ones. A key is
 * a constant of the text a request chooses (a page size from 1 to 500, a sort, a keyword's
 * shape), and each prepared statement stays on every pooled connection for its life (about
 * 170 kB of PostgreSQL's memory for a keyword page with its generic plan), so without a bound
 * one user asking for every page size could grow every connection by hundreds of megabytes.
 * Past it, a new key is null and its caller builds the query per request, as for any other
 * filter. The usual keys (the page sizes the app asks for, say) are prepared whatever came
 * first: they are a fixed few, and asking for other keys first must not leave them unprepared.
 */
export const PREPARED_KEYS_PER_FAMILY = 64;

/** The page sizes the app's own lists ask for: the default (jobs, TIME, orders) and the dashboard's panels. */
export const USUAL_PAGE_SIZES: ReadonlySet<number> = new Set([10, DEFAULT_PAGE_SIZE]);

/**
 * Prepared queries of one shape that differ by a constant of their text (a page size, say),
 * one per key: each built and prepared, as `preparedQuery`, the first time its key is asked
 * for; at most `maxKeys` keys that are not `usual` (then null: the caller's query built per request).
 */
export function preparedByKey<K extends string | number, T>(
  build: (db: TDb, key: K) => T,
  opts: { usual?: (key: K) => boolean; maxKeys?: number } = {},
): (key: K) => ((db: TDb) => T) | null {
  const byKey = new Map<K, (db: TDb) => T>();
  const maxKeys = opts.maxKeys ?? PREPARED_KEYS_PER_FAMILY;
  let others = 0;
  return (key) => {
    let query = byKey.get(key);
    if (query === undefined) {
      const usual = opts.usual?.(key) ?? false;
      if (!usual && others >= maxKeys) return null;
      if (!usual) others++;
      byKey.set(key, (query = preparedQuery((db) => build(db, key))));
    }
    return query;
  };
}

/**
 * `offset 0` as text, for a subquery's `.offset()`: a subquery with it is planned on its own,
 * never merged into the query around it (drizzle leaves out an offset of the number 0). A
 * prepared page's lookups by key are fenced so: its generic plan then cannot turn them into a
 * hash of the agency's rows.
 */
export const FENCE = sql.raw('0') as unknown as number;
