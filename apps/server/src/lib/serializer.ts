import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';

/** Lists longer than this are written a slice of rows at a time. */
const LONG_LIST = 500;
const SLICE_ROWS = 250;
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
