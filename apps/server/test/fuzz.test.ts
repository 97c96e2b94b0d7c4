/**
 * Schema-driven fuzzing of every route of the app (the route table is read through Fastify's
 * onRoute hook, so a route added later is fuzzed without touching this file).
 *
 * Bodies and querystrings come from fast-check arbitraries derived from each route's own zod
 * schema (via its JSON Schema), valid-shaped and mutated; on top go malformed JSON, bodies of
 * the wrong type, and path params that are not ids. Whatever is sent: never a 5xx, always the
 * API envelope, and a rejected write (4xx) leaves every table as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { defaultIdKey, type TIdKey } from './authorization-matrix.ts';

type TRoute = { key: string; method: string; url: string; isPublic: boolean; schema: { body?: unknown; querystring?: unknown; params?: unknown } };

const seen = vi.hoisted(() => new Map<string, { method: string; url: string; isPublic: boolean; schema: Record<string, unknown> }>());
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const wrapped = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        const cfg = r.config as { public?: boolean } | undefined;
        seen.set(`${method} ${r.url}`, { method, url: r.url, isPublic: Boolean(cfg?.public), schema: (r.schema ?? {}) as Record<string, unknown> });
      }
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: wrapped, fastify: wrapped };
});

/** Fixed, so a run is repeatable; FUZZ_SEED and FUZZ_SCALE (a multiplier of the samples) explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));
/** Samples per route and kind; modest so the file stays well under a minute on PGlite. */
const RUNS = { valid: 6 * SCALE, mutated: 8 * SCALE, query: 4 * SCALE, client: 2 * SCALE };
/** Each fuzzing test takes 2 to 20 s on PGlite on a busy machine; a test that timed out would go on writing under the next one. */
const TIMEOUT = 120_000 * SCALE;

// ---------------------------------------------------------------------------------------
// zod schema -> JSON Schema (zod's own, input side) -> fast-check arbitrary.

type TJson = {
  type?: string | string[];
  properties?: Record<string, TJson>;
  required?: string[];
  items?: TJson;
  prefixItems?: TJson[];
  anyOf?: TJson[];
  oneOf?: TJson[];
  allOf?: TJson[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  $defs?: Record<string, TJson>;
};

function jsonSchemaOf(schema: unknown): TJson | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as TJson;
}

const INT32 = 2 ** 31 - 1;
const anything = fc.jsonValue({ maxDepth: 2 });

function arbitraryOf(s: TJson, root: TJson, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (x: TJson) => arbitraryOf(x, root, ids, depth + 1);
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const def = root.$defs?.[name];
    return def ? next(def) : anything;
  }
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map(next));
  if (s.allOf?.length) return next(s.allOf[0]);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => next({ ...s, type })));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -INT32);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : INT32);
      const lo = Math.max(min, -INT32);
      const hi = Math.min(max, INT32);
      // Ids: mostly records that exist, so the request gets past the lookups.
      const picks = min >= 1 && ids.length ? [fc.constantFrom(...ids), fc.constantFrom(...ids)] : [];
      return fc.oneof(...picks, fc.integer({ min: Math.min(lo, hi), max: Math.max(lo, hi) }), fc.constantFrom(min, max));
    }
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -1e15;
      const max = s.maximum ?? s.exclusiveMaximum ?? 1e15;
      return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
    }
    case 'string': {
      if (s.format === 'date') return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'date-time') return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'email') return fc.emailAddress();
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length >= (s.minLength ?? 0) && x.length <= (s.maxLength ?? 10_000));
        } catch {
          /* a pattern JavaScript cannot compile: any string */
        }
      }
      const minLength = s.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
      const edges = [minLength, s.maxLength ?? 0].filter((n) => n <= 20_000).map((n) => 'x'.repeat(n));
      return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'binary' }), fc.constantFrom(...edges));
    }
    case 'array': {
      const item = s.items ? next(s.items) : anything;
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anything;
  }
}

/** Values that are wrong for almost any field. */
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) });
const NASTY: unknown[] = [
  1e308, -1e308, -1, 0, -0.5, 1.5, 2 ** 31, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER, 'NaN', 'Infinity', '-1', '1e3', '1e308', '2147483648',
  '9223372036854775808', '', ' ', 'x'.repeat(10_000), 'a\u0000b', 'ñ東京🎉\u202e', '../../etc/passwd', "'; drop table jobs; --", '<script>alert(1)</script>',
  true, false, null, [], [1, 'two', null], {}, { nested: { deeper: [1, 2, 3] } }, deep(64), '2026-02-30', '0000-01-01', '99999-12-31', '2026-13-01', '25:61',
  '-99999999999999999999.99', '123456789012345678.99', '1.005', '0.001',
];

function mutate(value: unknown, schema: TJson | null): fc.Arbitrary<unknown> {
  const keys = [...new Set([...Object.keys((value as object) ?? {}), ...Object.keys(schema?.properties ?? {})])];
  const base = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return fc.oneof(
    // One field replaced by a wrong value.
    keys.length ? fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...NASTY)).map(([k, v]) => ({ ...base, [k]: v })) : fc.constantFrom(...NASTY).map((v) => ({ ...base, x: v })),
    // Several fields replaced.
    fc.array(fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.constantFrom(...NASTY)), { minLength: 2, maxLength: 5 }).map((pairs) => ({ ...base, ...Object.fromEntries(pairs) })),
    // A required field dropped, extra keys added.
    fc.constantFrom(...(keys.length ? keys : ['x'])).map((k) => {
      const copy: Record<string, unknown> = { ...base, extra_key: 'x', id: 1, company_id: 999_999 };
      delete copy[k];
      return copy;
    }),
    // Something that is not an object at all.
    fc.constantFrom(...NASTY),
  );
}

/** Bodies that no route may accept; each must be a 4xx in the envelope. */
const MALFORMED: Array<{ label: string; payload: string | Buffer; type?: string }> = [
  { label: 'truncated JSON', payload: '{"name": "x", "client_id": ' },
  { label: 'a dangling key', payload: '{"a":' },
  { label: 'not JSON', payload: 'name=x&client_id=1' },
  { label: 'empty body', payload: '' },
  { label: 'a JSON array', payload: '[{"name": "x"}]' },
  { label: 'null', payload: 'null' },
  { label: 'a number', payload: '1e308' },
  { label: 'a string', payload: '"hello"' },
  { label: 'a proto key', payload: '{"__proto__": {"isAdmin": true}, "name": "x"}' },
  { label: 'a constructor.prototype key', payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
  { label: 'invalid UTF-8', payload: Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) },
  { label: 'wrong content type', payload: '{"name": "x"}', type: 'text/plain' },
  { label: 'xml', payload: '<job><name>x</name></job>', type: 'application/xml' },
  { label: 'form encoded', payload: 'name=x', type: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', payload: 'x', type: 'multipart/form-data' },
  { label: 'deeply nested arrays', payload: '['.repeat(5000) + ']'.repeat(5000) },
];

/** Path segments that are not ids of anything. */
const BAD_PARAMS = ['-1', '0', '-0', '2147483648', '9223372036854775808', '99999999999999999999999', 'abc', '1e3', '1e400', '1.5', 'NaN', 'Infinity', '%2E%2E%2F', '..%2F..%2Fetc', encodeURIComponent('東京'), '%00', '%20', '0x10', encodeURIComponent("1' or '1'='1"), 'null', 'undefined', '[]'];

/** Querystring values of the wrong type. */
const BAD_QUERY = ['-1', '0', '1e308', '9223372036854775808', 'abc', 'NaN', '', '%00', 'x'.repeat(3000), '2026-02-30', 'true', '[]', '1.5', encodeURIComponent('東京')];

// ---------------------------------------------------------------------------------------
// The world: one app, seeded ids, callers.

type TWorld = { t: TTestApp; admin: string; client: string; ids: Record<TIdKey, number>; anyIds: number[]; logins: Array<Record<string, unknown>> };

async function rows<T>(t: TTestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await t.database.db.execute(q)) as unknown;
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

async function prepare(t: TTestApp): Promise<TWorld> {
  const one = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(t, q))[0]?.id ?? 1;
  const [{ id: nw }] = await rows<{ id: number }>(t, sql`select id from companies where name = 'Northwind Creative'`);
  const first = (table: string, where = 'true') => one(sql.raw(`select id from ${table} where company_id = ${nw} and ${where} order by id limit 1`));
  const ids: Record<TIdKey, number> = {
    job: await first('jobs'),
    task: await first('tasks'),
    teamComment: await first('comments', `board = 'team'`),
    clientComment: await first('comments', `board = 'client'`),
    jobAttachment: await first('files'),
    jobRequest: await first('job_requests'),
    jobRequestAttachment: await first('files', `job_request_id is not null`),
    note: await first('notes'),
    todo: await first('notes', `type = 'todo'`),
    costCategory: await first('cost_categories'),
    costMatrix: await first('cost_matrix'),
    quote: await first('quotes'),
    quoteItem: await first('quote_items'),
    order: await first('orders'),
    orderItem: await first('order_items'),
    invoice: await first('invoices'),
    invoiceItem: await first('invoice_items'),
    timesheet: await first('timesheets'),
    notification: await first('notifications'),
    teamUser: await one(sql`select id from users where email = 'jordan@demo.jobflow.test'`),
    client: await first('clients'),
    member: await one(sql`select id from users where email = ${DEMO_LOGINS.clientUser}`),
    userType: await one(sql`select id from user_types order by id desc limit 1`),
    emailTemplate: await first('email_templates'),
    company: nw,
    file: await first('files'),
  };
  const anyIds = [...new Set(Object.values(ids))];
  // The two callers' sign-in columns, put back when a fuzzed request (legitimately) disabled one or changed its password.
  const logins = await rows<Record<string, unknown>>(t, sql`select id, email, password_hash, enabled, company_id, client_id, user_type_id, is_manager from users where email in (${DEMO_LOGINS.superAdmin}, ${DEMO_LOGINS.clientUser})`);
  return { t, admin: await t.login(DEMO_LOGINS.superAdmin), client: await t.login(DEMO_LOGINS.clientUser), ids, anyIds, logins };
}

/** Tables that change on any authenticated request (session sliding) or on any login try. */
const BOOKKEEPING = new Set(['sessions', 'login_attempts']);
let fingerprintQuery: ReturnType<typeof sql> | null = null;

/** Row count and a hash of every row, per table. */
async function fingerprint(t: TTestApp): Promise<string> {
  if (!fingerprintQuery) {
    const tables = (await rows<{ name: string }>(t, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
      .map((r) => r.name)
      .filter((n) => !BOOKKEEPING.has(n));
    fingerprintQuery = sql.raw(
      tables.map((n) => `select '${n}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from public."${n}" x`).join(' union all '),
    );
  }
  return (await rows<{ t: string; n: number; h: string }>(t, fingerprintQuery)).map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}

function diff(a: string, b: string): string {
  const before = new Set(a.split('\n'));
  return b.split('\n').filter((l) => !before.has(l)).map((l) => l.split(':').slice(0, 2).join(':')).join(', ');
}

// ---------------------------------------------------------------------------------------
// Sending and checking.

type TRequest = { route: TRoute; url: string; token?: string; payload?: string | Buffer; type?: string; label: string };

function routesOf(): TRoute[] {
  return [...seen.entries()]
    .filter(([, r]) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map(([key, r]) => ({ key, ...r }));
}

/** Deletes, revokes or removes something the rest of the run relies on: fuzzed last. */
const isDestructive = (r: TRoute) => r.method === 'DELETE' || r.url.endsWith('/delete') || r.url === '/api/auth/logout' || r.url === '/api/xero/disconnect';

function urlFor(w: TWorld, r: TRoute, override?: Record<string, string>): string {
  return r.url.replace(/:(\w+)/g, (_m, p: string) => {
    if (override?.[p] !== undefined) return override[p];
    let key: TIdKey | undefined;
    try {
      key = defaultIdKey(r.key, p);
    } catch {
      key = undefined;
    }
    return String(key ? w.ids[key] : w.anyIds[0]);
  });
}

let sent = 0;
const problems: string[] = [];
/** Refused requests the route's schema accepted (refused by a service), each checked for a partial write. */
let refusedWrites = 0;
/** Responses by status class, per test: the generated bodies must get through sometimes. */
const classes = new Map<string, number>();

/** Sends one request; records a problem on a 5xx or a body outside the envelope. */
async function send(w: TWorld, q: TRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (q.token) headers.authorization = `Bearer ${q.token}`;
  if (q.payload !== undefined) headers['content-type'] = q.type ?? 'application/json';
  const res = await w.t.app.inject({ method: q.route.method as 'GET', url: q.url, headers, ...(q.payload !== undefined ? { payload: q.payload } : {}) });
  sent++;
  const cls = `${String(res.statusCode)[0]}xx`;
  classes.set(cls, (classes.get(cls) ?? 0) + 1);
  const what = `${q.route.method} ${q.url.slice(0, 200)} [${q.label}] ${String(q.payload ?? '').slice(0, 200)}`;
  // A token of the run that stops working would hide every later route behind a 401.
  if (q.token && res.statusCode === 401 && q.route.url !== '/api/auth/logout') problems.push(`${what} -> 401: the caller was signed out`);
  if (res.statusCode >= 500) {
    problems.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.statusCode;
  }
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  if (res.statusCode >= 400) {
    let body: { status?: unknown; error?: unknown; errors?: unknown } | null;
    try {
      body = isJson ? JSON.parse(res.body) : null;
    } catch {
      body = null;
    }
    if (!body || body.status !== 'FAILED' || typeof body.error !== 'string' || !body.error) problems.push(`${what} -> ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`);
    else if (res.statusCode === 422 && (typeof body.errors !== 'object' || body.errors === null)) problems.push(`${what} -> 422 without errors: ${res.body.slice(0, 200)}`);
  } else if (res.statusCode < 300 && isJson && res.body) {
    const body = JSON.parse(res.body) as { status?: unknown };
    if (body.status !== 'SUCCESS') problems.push(`${what} -> ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`);
  }
  return res.statusCode;
}

/** Sends writes one by one: a rejected one (4xx) must leave every table as it was. */
async function sendWrites(w: TWorld, requests: TRequest[]): Promise<void> {
  if (!requests.length) return;
  let before = await fingerprint(w.t);
  for (const q of requests) {
    const status = await send(w, q);
    const after = await fingerprint(w.t);
    if (status >= 400 && status < 500) refusedWrites++;
    if (status >= 400 && status < 500 && after !== before) problems.push(`${q.route.method} ${q.url} [${q.label}] -> ${status} but wrote: ${diff(before, after)}; body ${String(q.payload).slice(0, 200)}`);
    before = after;
  }
}

/** Sends requests that must all be rejected: a 4xx each, and nothing written by the batch. */
async function sendRejected(w: TWorld, requests: TRequest[]): Promise<void> {
  const before = await fingerprint(w.t);
  for (const q of requests) {
    const status = await send(w, q);
    if (status < 400) problems.push(`${q.route.method} ${q.url} [${q.label}] -> ${status}, expected a refusal`);
  }
  const after = await fingerprint(w.t);
  if (after !== before) problems.push(`a batch of rejected requests (${requests[0]?.route.key}) wrote: ${diff(before, after)}`);
}

/** Whether the route's own zod schema accepts a value (what the server's validation decides). */
function accepts(schema: unknown, value: unknown): boolean {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return true;
  try {
    // As the server sees it: through JSON.
    return (schema as z.ZodType).safeParse(value === undefined ? undefined : JSON.parse(JSON.stringify(value))).success;
  } catch {
    return true;
  }
}

/**
 * Sends requests the schemas refuse as one batch (a 4xx each, nothing written), and the
 * ones they accept one by one (any 4xx among them writes nothing either).
 */
async function sendAll(w: TWorld, requests: Array<TRequest & { valid: boolean }>): Promise<void> {
  const refused = requests.filter((q) => !q.valid);
  if (refused.length) await sendRejected(w, refused);
  await sendWrites(w, requests.filter((q) => q.valid));
}

function paramsOf(r: TRoute, url: string): Record<string, string> {
  const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const re = new RegExp(`^${r.url.replace(/:(\w+)/g, '([^/]*)')}$`);
  const m = re.exec(url);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m?.[i + 1] ?? '')]));
}

/**
 * The malformed bodies for one route. Each counts as refused unless it is JSON the route's
 * schema accepts (a route without a body schema takes `null`; Fastify reads text/plain and
 * decodes invalid UTF-8 as U+FFFD), in which case it may succeed but a refusal writes nothing.
 */
function malformedFor(r: TRoute, url: string, token: string, cases: typeof MALFORMED): Array<TRequest & { valid: boolean }> {
  return cases.map((m) => {
    let valid: boolean;
    if (m.type === 'text/plain' || m.type?.startsWith('multipart/')) valid = !r.schema.body || accepts(r.schema.body, undefined) || accepts(r.schema.body, String(m.payload));
    else if (m.type) valid = false;
    else if (m.payload.length === 0) valid = !r.schema.body;
    else {
      try {
        valid = accepts(r.schema.body, JSON.parse(m.payload.toString()));
      } catch {
        valid = false;
      }
    }
    return { route: r, url, token, payload: m.payload, type: m.type, label: m.label, valid };
  });
}

/** A seed per route, so adding a route does not change what the others get. */
function seedOf(key: string, salt: string): number {
  let h = SEED;
  for (const ch of key + salt) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

function bodiesFor(w: TWorld, r: TRoute, runs: { valid: number; mutated: number }): Array<{ label: string; value: unknown }> {
  const schema = jsonSchemaOf(r.schema.body);
  const valid = schema ? fc.sample(arbitraryOf(schema, schema, w.anyIds), { seed: seedOf(r.key, 'valid'), numRuns: runs.valid }) : [{}];
  const mutated = fc.sample(
    fc.constantFrom(...valid).chain((v) => mutate(v, schema)),
    { seed: seedOf(r.key, 'mutated'), numRuns: runs.mutated },
  );
  return [...valid.map((value) => ({ label: 'schema', value })), ...mutated.map((value) => ({ label: 'mutated', value }))];
}

function queriesFor(w: TWorld, r: TRoute): string[] {
  const schema = jsonSchemaOf(r.schema.querystring);
  const keys = Object.keys(schema?.properties ?? {});
  const out: string[] = [];
  const encode = (o: Record<string, unknown>) =>
    Object.entries(o)
      .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
      .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`)
      .join('&');
  if (schema) {
    for (const v of fc.sample(arbitraryOf(schema, schema, w.anyIds), { seed: seedOf(r.key, 'query'), numRuns: RUNS.query })) out.push(encode(v as Record<string, unknown>));
  }
  const wrong = fc.sample(fc.tuple(fc.constantFrom(...(keys.length ? keys : ['page', 'id'])), fc.constantFrom(...BAD_QUERY)), { seed: seedOf(r.key, 'bad-query'), numRuns: RUNS.query });
  for (const [k, v] of wrong) out.push(`${k}=${v}`);
  out.push(keys.map((k) => `${k}=1&${k}=abc`).join('&') || 'a=1&a=2', 'page[]=1', '__proto__[x]=1', `${keys[0] ?? 'x'}[nested][deep]=1`);
  return out;
}

// ---------------------------------------------------------------------------------------

let w: TWorld;
let routes: TRoute[];
beforeAll(async () => {
  w = await prepare(await createTestApp());
  routes = routesOf();
});
afterAll(async () => {
  await w?.t.close();
});

/** The admin's token still works (a fuzzed request may have signed it out); else a new one. */
/**
 * Both callers' tokens still work, else they sign in again: a fuzzed request may have signed
 * one out, disabled it, changed its password or deleted its client (all allowed to the super
 * admin), so their sign-in columns and the client are put back first.
 */
async function keepSignedIn(): Promise<void> {
  for (const who of ['admin', 'client'] as const) {
    const me = await w.t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${w[who]}` } });
    if (me.statusCode !== 401) continue;
    for (const u of w.logins) {
      await w.t.database.db.execute(
        sql`update users set email = ${u.email}, password_hash = ${u.password_hash}, enabled = ${u.enabled}, company_id = ${u.company_id}, client_id = ${u.client_id}, user_type_id = ${u.user_type_id}, is_manager = ${u.is_manager} where id = ${u.id}`,
      );
      // a deleted client's contacts no longer sign in: its company comes back too
      if (u.client_id !== null) await w.t.database.db.execute(sql`update clients set deleted_at = null where id = ${u.client_id}`);
    }
    w[who] = await w.t.login(who === 'admin' ? DEMO_LOGINS.superAdmin : DEMO_LOGINS.clientUser);
  }
}

/** One focused assertion per server error the fuzzing found; first, on the seeded records the fuzzing below may delete. */
describe('what the fuzzing found', () => {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: string, type = 'application/json') => {
    const res = await w.t.app.inject({ method, url, headers: { authorization: `Bearer ${w.admin}`, ...(payload !== undefined ? { 'content-type': type } : {}) }, ...(payload !== undefined ? { payload } : {}) });
    return { status: res.statusCode, body: JSON.parse(res.body) as { status: string; error: string; errors?: Record<string, string[]> } };
  };
  beforeAll(keepSignedIn);

  it('an id beyond a PostgreSQL integer is refused by the contract (422 on the field), in a path or in a body', async () => {
    for (const url of ['/api/jobs/2147483648', '/api/quotes/2147483648', `/api/jobs/${w.ids.job}/comments/2147483648`]) {
      const res = await call(url.includes('comments') ? 'DELETE' : 'GET', url);
      expect(res.status, url).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), url).toEqual([url.includes('comments') ? 'commentId' : 'id']);
    }
    expect((await call('GET', '/api/jobs/2147483647')).status).toBe(404);
    const job = await call('POST', `/api/jobs/${w.ids.job}`, JSON.stringify({ manager_ids: [2 ** 53 - 1] }));
    expect(job.status).toBe(422);
    expect(Object.keys(job.body.errors ?? {})).toEqual(['manager_ids.0']);
    expect((await call('POST', `/api/invoices/${w.ids.invoice}/move-item`, JSON.stringify({ type: 'task', id: 2 ** 31 }))).status).toBe(422);
    expect((await call('POST', '/api/notes/delete', JSON.stringify({ ids: [2 ** 31] }))).status).toBe(422);
    expect((await call('GET', '/api/orders?client_id=9007199254740991')).status).toBe(422);
    const notification = await call('POST', '/api/user/comment/2147483648', JSON.stringify({ read: 1 }));
    expect(notification.status).toBe(422);
    expect(Object.keys(notification.body.errors ?? {})).toEqual(['id']);
  });

  it('a value the database refuses that got past a schema is a 422 in the envelope, not a 500, and writes nothing', async () => {
    // Both reach PostgreSQL, which answers 22003 (out of range): a line whose rate x quantity overflows numeric(14,2).
    const before = await fingerprint(w.t);
    const cases: Array<[string, unknown]> = [
      [`/api/orders/${w.ids.order}/items`, { cost_matrix_id: w.ids.costMatrix, details: 'x', quantity: '999999.99', cost_rate: '999999999999.99', sell_rate: '999999999999.99' }],
      [`/api/quotes/${w.ids.quote}/items`, { cost_matrix_id: w.ids.costMatrix, details: 'x', quantity: '999999.99', cost_rate: '999999999999.99', quote_rate: '999999999999.99' }],
    ];
    for (const [url, body] of cases) {
      const res = await call('POST', url, JSON.stringify(body));
      expect(res.status, url).toBe(422);
      expect(res.body).toMatchObject({ status: 'FAILED', error: 'The given data was invalid.', errors: expect.any(Object) });
    }
    expect(await fingerprint(w.t)).toBe(before);
  });

  it('a body that is not an object reaches no object-level check (null, a number, an array)', async () => {
    for (const [url, payload] of [['/api/orders', 'null'], ['/api/orders', '1'], [`/api/orders/${w.ids.order}/items`, 'null'], [`/api/quotes/${w.ids.quote}/items`, 'null'], [`/api/quotes/${w.ids.quote}/items`, '"x"']]) {
      const res = await call('POST', url, payload);
      expect(res.status, `${url} ${payload}`).toBe(422);
      expect(res.body.status).toBe('FAILED');
    }
  });

  it('a JSON body nested thousands of levels deep is refused, not a stack overflow', async () => {
    for (const payload of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), `{"name":${'['.repeat(20_000)}"x\u0000"${']'.repeat(20_000)}}`]) {
      for (const url of ['/api/jobs', '/api/job-requests', `/api/job-requests/${w.ids.jobRequest}`]) {
        const res = await call('POST', url, payload);
        expect([400, 422], `${url} ${payload.slice(0, 20)}`).toContain(res.status);
        expect(res.body.status).toBe('FAILED');
      }
    }
    // The JSON form of a job request takes plain values only: a nested one was turned into text (recursively).
    const res = await call('POST', '/api/job-requests', JSON.stringify({ name: 'x', description: [[['y']]] }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ description: ['This field must be a single value.'] });
  });

  it('a multipart body without a boundary is a 400 in the envelope', async () => {
    for (const url of ['/api/files/upload', '/api/job-requests']) {
      const res = await call('POST', url, 'x', 'multipart/form-data');
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ status: 'FAILED', error: 'The upload could not be read.' });
    }
  });
});

describe('fuzzing every route', () => {
  beforeEach(() => {
    problems.length = 0;
    classes.clear();
  });
  it('reads the whole route table, with a schema for every path param', () => {
    expect(routes.length).toBeGreaterThan(100);
    // Every :param is validated by a schema, so a route added without one is caught here.
    const unvalidated = routes.filter((r) => r.url.includes('/:') && !r.schema.params).map((r) => r.key);
    expect(unvalidated).toEqual([]);
  });

  it('the fingerprint of the tables sees one changed row', async () => {
    const before = await fingerprint(w.t);
    await w.t.database.db.execute(sql`update notes set title = title || '.' where id = ${w.ids.note}`);
    const changed = await fingerprint(w.t);
    await w.t.database.db.execute(sql`update notes set title = left(title, -1) where id = ${w.ids.note}`);
    expect(diff(before, changed)).toMatch(/^notes:\d+$/);
    expect(await fingerprint(w.t)).toBe(before);
  });

  it('malformed JSON and bodies of the wrong type are refused in the envelope, and write nothing', async () => {
    for (const r of routes.filter((x) => x.method !== 'GET' && !isDestructive(x))) {
      await keepSignedIn();
      const url = urlFor(w, r);
      await sendAll(w, malformedFor(r, url, w.admin, MALFORMED));
    }
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('path params that are not ids: never a 5xx, and a refusal writes nothing', async () => {
    for (const r of routes.filter((x) => x.url.includes('/:') && !isDestructive(x))) {
      await keepSignedIn();
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const [valid] = r.method === 'POST' && r.schema.body ? bodiesFor(w, r, { valid: 1, mutated: 0 }) : [];
      const requests: Array<TRequest & { valid: boolean }> = [];
      for (const p of params) {
        for (const bad of BAD_PARAMS) {
          const url = urlFor(w, r, { [p]: bad });
          const paramsOk = accepts(r.schema.params, paramsOf(r, url));
          if (r.method !== 'POST') {
            requests.push({ route: r, url, token: w.admin, label: `:${p}=${bad}`, valid: paramsOk });
            continue;
          }
          requests.push({ route: r, url, token: w.admin, label: `:${p}=${bad}`, payload: '{}', valid: paramsOk && accepts(r.schema.body, {}) });
          // With a body that passes validation, so an id the schema lets through reaches the service.
          if (valid && paramsOk) requests.push({ route: r, url, token: w.admin, label: `:${p}=${bad} with a valid body`, payload: JSON.stringify(valid.value), valid: accepts(r.schema.body, valid.value) });
        }
      }
      if (r.method === 'GET') for (const q of requests) await send(w, q);
      else await sendAll(w, requests);
    }
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('querystrings generated from the schema, and of the wrong type', async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      await keepSignedIn();
      for (const qs of queriesFor(w, r)) await send(w, { route: r, url: `${urlFor(w, r)}?${qs}`, token: w.admin, label: 'query' });
    }
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('bodies generated from the schema, valid-shaped and mutated, as the super admin', async () => {
    for (const r of routes.filter((x) => x.method !== 'GET' && !isDestructive(x))) {
      await keepSignedIn();
      const url = urlFor(w, r);
      await sendAll(w, bodiesFor(w, r, RUNS).map((b) => ({ route: r, url, token: w.admin, label: b.label, payload: JSON.stringify(b.value), valid: accepts(r.schema.body, b.value) })));
    }
    expect(problems).toEqual([]);
    // Generated bodies reach the services and write, not only the validator.
    expect(classes.get('2xx') ?? 0).toBeGreaterThan(50);
    expect(classes.get('4xx') ?? 0).toBeGreaterThan(200);
  }, TIMEOUT);

  it('as a client user, on every route', async () => {
    for (const r of routes.filter((x) => !isDestructive(x))) {
      await keepSignedIn();
      const url = urlFor(w, r);
      if (r.method === 'GET') {
        for (const qs of queriesFor(w, r).slice(0, RUNS.client)) await send(w, { route: r, url: `${url}?${qs}`, token: w.client, label: 'client query' });
        continue;
      }
      const bodies = bodiesFor(w, r, { valid: RUNS.client, mutated: RUNS.client });
      await sendAll(w, bodies.map((b) => ({ route: r, url, token: w.client, label: `client ${b.label}`, payload: JSON.stringify(b.value), valid: accepts(r.schema.body, b.value) })));
      await sendAll(w, malformedFor(r, url, w.client, MALFORMED.slice(0, 6)));
    }
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('destructive routes, last: bad params and generated bodies never give a 5xx', async () => {
    // Signing out last; the admin signs in again whenever a route revoked the session.
    const destructive = routes.filter(isDestructive).sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
    for (const r of destructive) {
      await keepSignedIn();
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const p of params) for (const bad of BAD_PARAMS) await send(w, { route: r, url: urlFor(w, r, { [p]: bad }), token: w.admin, label: `:${p}=${bad}` });
      if (r.method === 'POST') for (const q of malformedFor(r, urlFor(w, r), w.admin, MALFORMED).filter((x) => !x.valid)) await send(w, q);
      if (r.method === 'POST') {
        await keepSignedIn();
        for (const b of bodiesFor(w, r, RUNS)) await send(w, { route: r, url: urlFor(w, r), token: w.admin, label: b.label, payload: JSON.stringify(b.value) });
      } else {
        await send(w, { route: r, url: urlFor(w, r), token: w.admin, label: 'seeded id' });
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    console.info(`fuzz: ${routes.length} routes, ${sent} requests, ${refusedWrites} refused requests the schema accepted, each checked for a partial write`);
    expect(refusedWrites).toBeGreaterThan(200);
  }, TIMEOUT);
});
