import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';

/** Lists longer than this are written a slice of rows at a time. */
const LONG_LIST = 500;
const SLICE_ROWS = 250;
/** A long list's rows encoded between two turns of the event loop (`longListPayload`). */
const TURN_ROWS = 500;
/**
 * Stands in for the rows in the envelope's own JSON. Should another field hold this very text,
 * the envelope would split in more than two and the whole answer is written at once instead.
 */
const ROWS_MARK = '\u0000rows\u0000';
const COMMA = Buffer.from(',');

/**
 * The JSON of an answer, the same bytes as `JSON.stringify(value)`. A long list (the envelope's
 * `result.data`: the unpaged quotes and invoices, the clients) is written a slice of rows at a
 * time into one buffer. Written whole, V8 builds a list's JSON as a rope of parts, which was then
 * flattened (to count its bytes for the length) and copied again (to write it): for the
 * 10,000-quote list (4 MB) that was 47-50 ms, a slice at a time 24-26 ms, the slices' strings
 * small enough to be young-generation garbage (bench/results.md, 2026-11-26 afternoon).
 */
export function jsonPayload(value: unknown): string | Buffer {
  const result = (value as { result?: unknown } | null)?.result;
  const rows = (result as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows) || rows.length <= LONG_LIST) return JSON.stringify(value);
  const shell = JSON.stringify({ ...(value as object), result: { ...(result as object), data: ROWS_MARK } }).split(JSON.stringify(ROWS_MARK));
  if (shell.length !== 2) return JSON.stringify(value);
  const parts: Buffer[] = [Buffer.from(`${shell[0]}[`)];
  for (let i = 0; i < rows.length; i += SLICE_ROWS) {
    const slice = Buffer.from(JSON.stringify(rows.slice(i, i + SLICE_ROWS)));
    if (i) parts.push(COMMA);
    parts.push(slice.subarray(1, slice.length - 1));
  }
  parts.push(Buffer.from(`]${shell[1]}`));
  return Buffer.concat(parts);
}

const isLongList = (value: unknown) => {
  const rows = ((value as { result?: unknown } | null)?.result as { data?: unknown } | null)?.data;
  return Array.isArray(rows) && rows.length > LONG_LIST;
};

/** The rows' schema of an answer's schema shaped `{ result: { data: z.array(row) } }`; null otherwise. */
function rowSchemaOf(schema: z.ZodType): z.ZodType | null {
  const result = schema instanceof z.ZodObject ? schema.shape.result : undefined;
  const data = result instanceof z.ZodObject ? result.shape.data : undefined;
  return data instanceof z.ZodArray ? (data.element as z.ZodType) : null;
}

/**
 * A long list's answer (the unpaged quotes and invoices, the clients), encoded by its schema and
 * written as `serializerCompiler` would (the same bytes), but TURN_ROWS rows at a time with a turn
 * of the event loop between, so that other requests are answered meanwhile. Encoded and written
 * in one go, 17,284 invoices held the server's thread for 57-115 ms (their schema's check and
 * encoding, then their JSON), and every other request waited that long. Null when `value` is no
 * long list of that shape (the serializer then writes it).
 */
export async function longListPayload(schema: unknown, value: unknown, method: string, url: string): Promise<Buffer | null> {
  if (!isLongList(value)) return null;
  const zodSchema = zodSchemaOf(schema);
  const row = rowSchemaOf(zodSchema);
  if (!row) return null;
  const { result, ...envelope } = value as { result: { data: unknown[] } };
  const { data: rows, ...rest } = result;
  // the envelope without its rows, then the rows in slices
  const outer = z.safeEncode(zodSchema, { ...envelope, result: { ...rest, data: [] } });
  if (outer.error) throw new ResponseSerializationError(method, url, { cause: outer.error });
  const encoded = outer.data as { result: object };
  const shell = JSON.stringify({ ...encoded, result: { ...encoded.result, data: ROWS_MARK } }).split(JSON.stringify(ROWS_MARK));
  if (shell.length !== 2) return null;
  const slices = z.array(row);
  const parts: Buffer[] = [Buffer.from(`${shell[0]}[`)];
  for (let i = 0; i < rows.length; i += SLICE_ROWS) {
    if (i > 0 && i % TURN_ROWS === 0) await nextTurn();
    const slice = z.safeEncode(slices, rows.slice(i, i + SLICE_ROWS));
    if (slice.error) throw new ResponseSerializationError(method, url, { cause: slice.error });
    const json = Buffer.from(JSON.stringify(slice.data));
    if (i) parts.push(COMMA);
    parts.push(json.subarray(1, json.length - 1));
  }
  parts.push(Buffer.from(`]${shell[1]}`));
  return Buffer.concat(parts);
}

/** A payload already written by `longListPayload`, sent as it is. */
const written = (payload: unknown) => payload as string;

/**
 * Long lists are written by `longListPayload` before the serializer runs (which must answer at
 * once); every other answer goes straight on, without a promise of its own.
 */
export function writeLongListsInTurns(app: FastifyInstance) {
  app.addHook('preSerialization', function writeLongListInTurns(req, reply, payload, done) {
    const schema = (req.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[reply.statusCode];
    if (!schema || !isLongList(payload)) return done(null, payload);
    longListPayload(schema, payload, req.method, req.url).then((body) => {
      if (body) reply.serializer(written);
      done(null, body ?? payload);
    }, done);
  });
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(schema));
}

/**
 * Every answer is checked against its route's response schema and encoded by it (only the
 * schema's fields are sent), as fastify-type-provider-zod's serializer does, then written by
 * `jsonPayload`.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  return (data) => {
    const result = z.safeEncode(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    // Fastify sends a buffer as it is (the type names only the string a serializer usually gives)
    return jsonPayload(result.data) as string;
  };
};
