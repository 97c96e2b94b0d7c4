/**
 * Answers as JSON: a long list is written a slice of rows at a time (lib/serializer.ts), and
 * must be the same bytes as the whole answer stringified at once, compressed or not.
 */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSuccess } from '@jobflow/contract';
import { clients } from '../src/db/schema/index.ts';
import Fastify from 'fastify';
import { jsonPayload, longListPayload, serializerCompiler, writeLongListsInTurns } from '../src/lib/serializer.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

const text = (b: string | Buffer) => (typeof b === 'string' ? b : b.toString('utf8'));

describe('jsonPayload', () => {
  it('is JSON.stringify, byte for byte, for lists of any length and any text', () => {
    const row = fc.record({
      id: fc.integer(),
      name: fc.string({ unit: 'binary' }),
      amount: fc.oneof(fc.constant(null), fc.double({ noNaN: true })),
      nested: fc.option(fc.record({ note: fc.string({ unit: 'grapheme' }), tags: fc.array(fc.string(), { maxLength: 3 }) })),
    });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 0, maxLength: 1300 }),
        fc.record({ total: fc.integer(), note: fc.string({ unit: 'binary' }) }),
        fc.boolean(),
        (rows, rest, dataFirst) => {
          const result = dataFirst ? { data: rows, ...rest } : { ...rest, data: rows };
          const value = { status: 'SUCCESS', result };
          expect(text(jsonPayload(value))).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes a long list as one buffer, and leaves other answers as they are', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({ id: i, name: `Row "${i}"\n` }));
    const long = jsonPayload({ status: 'SUCCESS', result: { data: rows, total: 1001 } });
    expect(Buffer.isBuffer(long)).toBe(true);
    expect(JSON.parse(text(long)).result.data).toEqual(rows);
    // an answer whose other fields hold the placeholder's own text is still written exactly
    const marked = { status: 'SUCCESS', result: { data: rows, note: '\u0000rows\u0000' } };
    expect(text(jsonPayload(marked))).toBe(JSON.stringify(marked));
    for (const other of [{ status: 'SUCCESS', result: { data: rows.slice(0, 500) } }, { status: 'SUCCESS', result: [1, 2] }, null, 'x', { result: null }]) {
      expect(jsonPayload(other)).toBe(JSON.stringify(other));
    }
  });
});

describe('serializerCompiler', () => {
  const serialize = serializerCompiler({ schema: ZSuccess(z.object({ data: z.array(z.object({ id: z.number() })) })), method: 'GET', url: '/api/things' });
  it("sends only the schema's fields, of a long list's rows too", () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({ id: i, password_hash: 'secret' }));
    const sent = text(serialize({ status: 'SUCCESS', result: { data: rows, internal: true } }));
    expect(sent).not.toMatch(/secret|internal/);
    expect(JSON.parse(sent)).toEqual({ status: 'SUCCESS', result: { data: rows.map(({ id }) => ({ id })) } });
  });
  it('refuses an answer that does not match its schema (the error handler makes it a 500)', () => {
    let thrown: unknown;
    try {
      serialize({ status: 'SUCCESS', result: { data: [{ id: 'one' }] } });
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});

describe('longListPayload', () => {
  const schema = ZSuccess(z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), due: z.iso.date().nullable() })), total: z.number(), last_page: z.number() }));
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/api/things' });
  const answer = (n: number, extra: object = {}) => ({
    status: 'SUCCESS' as const,
    result: { data: Array.from({ length: n }, (_, i) => ({ id: i, name: `Row "${i}" ✓\n`, due: i % 3 ? '2026-12-01' : null, secret: 'hash' })), total: n, last_page: 1, ...extra },
  });

  it("writes a long list's answer to the serializer's bytes (only the schema's fields), letting the event loop turn between slices", async () => {
    for (const n of [501, 1234, 5000]) {
      const value = answer(n);
      let turned = false;
      setImmediate(() => {
        turned = true;
      });
      const body = await longListPayload(schema, value, 'GET', '/api/things');
      // without a turn the whole answer would be written before this immediate ran
      expect(turned).toBe(true);
      expect(body?.toString('utf8')).toBe(text(serialize(value)));
      expect(body?.toString('utf8')).not.toContain('hash');
    }
  });

  it('leaves short lists, other shapes and an envelope holding its placeholder to the serializer', async () => {
    expect(await longListPayload(schema, answer(500), 'GET', '/x')).toBeNull();
    expect(await longListPayload(schema, { status: 'SUCCESS', result: [1, 2] }, 'GET', '/x')).toBeNull();
    const other = ZSuccess(z.object({ data: z.array(z.number()).or(z.null()) }));
    expect(await longListPayload(other, { status: 'SUCCESS', result: { data: Array.from({ length: 600 }, (_, i) => i) } }, 'GET', '/x')).toBeNull();
    const marked = ZSuccess(z.object({ data: z.array(z.object({ id: z.number() })), note: z.string() }));
    expect(await longListPayload(marked, { status: 'SUCCESS', result: { data: answer(600).result.data, note: '\u0000rows\u0000' } }, 'GET', '/x')).toBeNull();
  });

  it('refuses a row, or an envelope, that does not match the schema', async () => {
    const badRow = answer(1200);
    (badRow.result.data[1100] as { id: unknown }).id = 'eleven hundred';
    await expect(longListPayload(schema, badRow, 'GET', '/x')).rejects.toSatisfy(isResponseSerializationError);
    await expect(longListPayload(schema, answer(600, { total: 'many' }), 'GET', '/x')).rejects.toSatisfy(isResponseSerializationError);
  });

  it('through Fastify: a short request is answered while a long list is being written, and the list arrives whole', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    writeLongListsInTurns(app);
    // The short request starts in the turn after the long list's handler has answered: it is
    // answered first only if the list's writing lets the event loop turn.
    let startShort = () => {};
    app.get('/long', { schema: { response: { 200: schema } } }, async () => {
      setImmediate(() => startShort());
      return answer(20_000);
    });
    app.get('/bad', { schema: { response: { 200: schema } } }, async () => answer(2_000, { last_page: 'x' }));
    app.get('/short', { schema: { response: { 200: ZSuccess(z.object({ n: z.number() })) } } }, async () => ({ status: 'SUCCESS' as const, result: { n: 1 } }));
    const order: string[] = [];
    const shortDone = new Promise<Awaited<ReturnType<typeof app.inject>>>((resolve) => {
      startShort = () => void app.inject({ method: 'GET', url: '/short' }).then((res) => (order.push('/short'), resolve(res)));
    });
    const long = await app.inject({ method: 'GET', url: '/long' }).then((res) => (order.push('/long'), res));
    const short = await shortDone;
    expect(order).toEqual(['/short', '/long']);
    expect(short.json()).toEqual({ status: 'SUCCESS', result: { n: 1 } });
    expect(long.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(long.body).toBe(text(serialize(answer(20_000))));
    expect((await app.inject({ method: 'GET', url: '/bad' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a long list through the app', () => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin@demo.jobflow.test');
    await t.database.db.insert(clients).values(Array.from({ length: 700 }, (_, i) => ({ companyId: 1, name: `Bulk client ${i} "ünïcødé" ✓`, code: `K${i}` })));
  });
  afterAll(async () => t?.close());

  it("is written by the app's long-list hook, on each unpaged list's route", () => {
    // Fastify's route tree, each route with its hooks' names: `├── api/clients (GET, POST)`
    const lines = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    for (const route of ['── api/clients (GET, POST)', '── api/quotes (GET, POST)', '── api/invoices (GET, POST)']) {
      const at = lines.findIndex((line) => line.trimEnd().endsWith(route));
      expect(at, route).toBeGreaterThanOrEqual(0);
      const hooks = lines.slice(at + 1).filter((_, i, rest) => rest.slice(0, i + 1).every((line) => line.includes('•')));
      expect(hooks.find((line) => line.includes('(preSerialization)')) ?? 'no preSerialization hook', route).toContain('writeLongListInTurns()');
    }
  });

  it('arrives whole, with its length, and the same compressed', async () => {
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const body = plain.json() as { status: string; result: { data: { name: string }[]; total: number } };
    expect(body.result.data.length).toBeGreaterThan(700);
    expect(body.result.total).toBe(body.result.data.length);
    expect(body.result.data.filter((c) => c.name.startsWith('Bulk client')).map((c) => c.name)).toContain('Bulk client 699 "ünïcødé" ✓');
    expect(plain.rawPayload.toString('utf8')).toBe(JSON.stringify(body));
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    // gzip at level 4 (app.ts), not zlib's default 6: the same bytes as zlib's at that level
    expect(gz.rawPayload.equals(zlib.gzipSync(plain.rawPayload, { level: 4 }))).toBe(true);
  });
});
