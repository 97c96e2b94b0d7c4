import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION, EncodedAnswer } from '../src/lib/encoded.ts';

/** A kept answer's compressed forms (lib/encoded.ts): made as the compress plugin would, once each. */
describe('EncodedAnswer', () => {
  const json = Buffer.from(JSON.stringify({ status: 'SUCCESS', result: { data: Array.from({ length: 200 }, (_, i) => ({ id: i, description: `Record ${i}` })) } }));

  it('gives brotli or gzip as the accept-encoding chooses, each made once, and the JSON otherwise', () => {
    const answer = new EncodedAnswer(json);
    const br = answer.bodyFor({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(json)).toBe(true);
    expect(answer.bodyFor({ 'accept-encoding': 'br' }).body).toBe(br.body);
    const gzip = answer.bodyFor({ 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(json)).toBe(true);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }, { 'accept-encoding': 'compress' }, { 'accept-encoding': 'br', 'x-no-compression': '' }]) {
      expect(answer.bodyFor(headers)).toEqual({ body: json });
    }
  });

  it('leaves answers too small to compress, or big enough to stream, to the compress plugin', () => {
    const small = Buffer.from('{"status":"SUCCESS","result":[]}');
    expect(new EncodedAnswer(small).bodyFor({ 'accept-encoding': 'br' })).toEqual({ body: small });
    const big = Buffer.alloc(COMPRESSION.syncThreshold + 1, 'a');
    expect(new EncodedAnswer(big).bodyFor({ 'accept-encoding': 'br' })).toEqual({ body: big });
    const largest = Buffer.alloc(COMPRESSION.syncThreshold, 'a');
    expect(new EncodedAnswer(largest).bodyFor({ 'accept-encoding': 'br' }).encoding).toBe('br');
  });
});
