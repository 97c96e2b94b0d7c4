import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type TBackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A named statement of one SQL text: its parameters' types once PGlite has parsed it. */
type TStatement = { name: string; text: string; paramTypes?: number[] };

/** Per PGlite instance: the SQL texts run as named statements. */
const registries = new WeakMap<PGlite, Map<string, TStatement>>();
let autoNames = 0;

/**
 * PGlite parses and plans every query anew (an unnamed statement each time), where on
 * PostgreSQL the hot queries of one fixed shape are prepared on each pooled connection
 * (`preparedQuery`, `preparedArrayRows`). PGlite is one backend in this process, so one named
 * statement per SQL text serves every request: parsed once, and its plan kept by PostgreSQL's
 * own plan cache (a generic plan once it is found as good as the per-value ones), exactly as
 * on a PostgreSQL connection. Planning the orders page's seven joins was most of its time.
 *
 * After this, `client.query` runs a registered text as its named statement outside a
 * transaction; a transaction's own queries, and every other text, take PGlite's usual path.
 *
 * Each query also waits for a turn of the event loop first (`takeTurn`). PGlite runs a query
 * synchronously on this thread, so a request's queries, each started from the last one's
 * promise callback, ran to the end of the request before the event loop read another socket:
 * requests were served whole, in the order the loop happened to read their sockets, some only
 * after many others. With 32 connections on the bench's TIME page the server took 7 ms per
 * request while the clients waited 190 ms at the median and 1.35-1.75 s at p99. Now requests
 * are read as they arrive and take turns a query at a time.
 */
export function useNamedStatements(client: PGlite): void {
  if (registries.has(client)) return;
  const statements = new Map<string, TStatement>();
  registries.set(client, statements);
  const unnamed = client.query.bind(client);
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    await takeTurn();
    const statement = statements.get(text);
    if (!statement || options?.blob) return unnamed<T>(text, params, options);
    return runNamed<T>(client, statement, params ?? [], options);
  }) as PGlite['query'];
}

/**
 * Marks a SQL text as a named statement of the PGlite under a database handle (nothing on
 * PostgreSQL, or on a PGlite without `useNamedStatements`). The same rule as `preparedQuery`:
 * only texts whose best plan does not depend on the values.
 */
export function registerStatement(db: object, text: string, name?: string): void {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return;
  const statements = registries.get(client);
  if (!statements || statements.has(text)) return;
  statements.set(text, { name: `jf_${name ?? `auto_${++autoNames}`}`, text });
}

/** Resolves after the event loop has gone round once (read its sockets, run its timers). */
export const takeTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PostgreSQL's code for a prepared statement that is gone (invalid_sql_statement_name). */
const STATEMENT_GONE = '26000';

async function runNamed<T>(client: PGlite, statement: TStatement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
  await client._checkReady();
  // as PGlite's own query: after any open transaction, then alone on the backend
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        return await executeNamed<T>(client, statement, params, options);
      } catch (err) {
        // dropped meanwhile (DEALLOCATE ALL, DISCARD ALL): parsed again once
        if ((err as { code?: string }).code !== STATEMENT_GONE) throw err;
        statement.paramTypes = undefined;
        return executeNamed<T>(client, statement, params, options);
      }
    }),
  );
}

/**
 * Sends the messages in one exchange (the backend reads them all, skipping to the Sync after
 * an error, which is then thrown), then Sync whatever happened, as PGlite's own query does.
 */
async function exchange(client: PGlite, ...messages: Uint8Array[]): Promise<TBackendMessage[]> {
  const out: TBackendMessage[] = [];
  try {
    out.push(...(await client.execProtocolStream(Buffer.concat(messages), { syncToFs: false })));
  } finally {
    out.push(...(await client.execProtocolStream(serialize.sync(), { syncToFs: false })));
  }
  return out;
}

async function executeNamed<T>(client: PGlite, statement: TStatement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
  if (!statement.paramTypes) {
    try {
      const described = await exchange(client, serialize.parse({ name: statement.name, text: statement.text, types: options?.paramTypes }), serialize.describe({ type: 'S', name: statement.name }));
      const description = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
      statement.paramTypes = description?.dataTypeIDs ?? [];
    } catch (err) {
      // parsed but not described: closed, so the next request parses it again
      await exchange(client, serialize.close({ type: 'S', name: statement.name })).catch(() => {});
      throw err;
    }
  }
  const types = statement.paramTypes;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
    return serializer ? serializer(value) : String(value);
  });
  const messages = await exchange(client, serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}));
  await client.syncToFs();
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}
