import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSync, threadCompressor } from '../src/lib/compressor.ts';
import { COMPRESSION, EncodedAnswer, OFF_THREAD_BYTES } from '../src/lib/encoded.ts';

const OPTIONS = { br: COMPRESSION.brotliOptions, gzip: COMPRESSION.zlibOptions };
const answerOf = (rows: number) =>
  Buffer.from(JSON.stringify({ status: 'SUCCESS', result: { data: Array.from({ length: rows }, (_, i) => ({ id: i, description: `Record ${i}`, duration: `${i % 9}.00` })) } }));

/** A kept answer's compressed forms (lib/encoded.ts): made as the compress plugin would, once each. */
describe('EncodedAnswer', () => {
  const json = answerOf(200);

  it('gives brotli or gzip as the accept-encoding chooses, each made once, and the JSON otherwise', async () => {
    const answer = new EncodedAnswer(json);
    const br = await answer.bodyFor({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(json)).toBe(true);
    expect((await answer.bodyFor({ 'accept-encoding': 'br' })).body).toBe(br.body);
    const gzip = await answer.bodyFor({ 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(json)).toBe(true);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }, { 'accept-encoding': 'compress' }, { 'accept-encoding': 'br', 'x-no-compression': '' }]) {
      expect(await answer.bodyFor(headers)).toEqual({ body: json });
    }
  });

  it('compresses a big answer off the thread once, however many requests ask for it at once, to the bytes of one synchronous call', async () => {
    const big = answerOf(2000);
    expect(big.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const answer = new EncodedAnswer(big);
    const asked = await Promise.all(Array.from({ length: 5 }, () => answer.bodyFor({ 'accept-encoding': 'br' })));
    for (const form of asked) expect(form.body).toBe(asked[0].body);
    expect(asked[0].body.equals(compressSync(big, 'br', OPTIONS))).toBe(true);
    const gzip = await answer.bodyFor({ 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).equals(big)).toBe(true);
  });

  it('leaves answers too small to compress, or big enough to stream, to the compress plugin', async () => {
    const small = Buffer.from('{"status":"SUCCESS","result":[]}');
    expect(await new EncodedAnswer(small).bodyFor({ 'accept-encoding': 'br' })).toEqual({ body: small });
    const big = Buffer.alloc(COMPRESSION.syncThreshold + 1, 'a');
    expect(await new EncodedAnswer(big).bodyFor({ 'accept-encoding': 'br' })).toEqual({ body: big });
    const largest = Buffer.alloc(COMPRESSION.syncThreshold, 'a');
    expect((await new EncodedAnswer(largest).bodyFor({ 'accept-encoding': 'br' })).encoding).toBe('br');
  });
});

/** The worker thread that compresses big answers (lib/compressor.ts). */
describe('threadCompressor', () => {
  it('answers each of many compressions asked at once with its own bytes', async () => {
    const compressor = threadCompressor(OPTIONS);
    const inputs = [answerOf(50), answerOf(3000), answerOf(700), answerOf(1)];
    const outs = await Promise.all(inputs.flatMap((json) => [compressor.compress(json, 'br'), compressor.compress(json, 'gzip')]));
    inputs.forEach((json, i) => {
      expect(zlib.brotliDecompressSync(outs[2 * i]).equals(json)).toBe(true);
      expect(zlib.gunzipSync(outs[2 * i + 1]).equals(json)).toBe(true);
    });
    await compressor.stop();
  });

  it('compresses on the calling thread what a stopped worker held, and starts a new worker for the next', async () => {
    const compressor = threadCompressor(OPTIONS);
    const json = answerOf(3000);
    const held = Array.from({ length: 20 }, () => compressor.compress(json, 'br'));
    await compressor.stop();
    for (const out of await Promise.all(held)) expect(zlib.brotliDecompressSync(out).equals(json)).toBe(true);
    const after = await compressor.compress(json, 'gzip');
    expect(zlib.gunzipSync(after).equals(json)).toBe(true);
    await compressor.stop();
  });
});
