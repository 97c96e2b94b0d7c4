import { parse } from 'fast-querystring';

/**
 * The query string as Fastify reads it (fast-querystring: a repeated name becomes an array),
 * with the spec's array names read as their plain names: `status[]=a&status[]=b` (spec 1
 * section 7 writes `status[]` and `exclude_status[]`) is `status: ['a', 'b']`, the same as
 * `status=a&status=b`, which the web app sends. A query without brackets is left as parsed.
 */
export function parseQuery(query: string): Record<string, unknown> {
  if (query.length === 0) return {};
  const parsed = parse(query) as Record<string, unknown>;
  if (!query.includes('[') && !query.includes('%5B') && !query.includes('%5b')) return parsed;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>; // as fast-querystring's: no prototype to reach through `__proto__[]`
  for (const [key, value] of Object.entries(parsed)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const values = Array.isArray(value) ? value : [value];
    const prev = out[name];
    if (prev === undefined) out[name] = key === name ? value : values;
    else out[name] = [...(Array.isArray(prev) ? prev : [prev]), ...values];
  }
  return out;
}
