import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressSync, threadCompressor, type TEncoding } from './compressor.ts';

/**
 * How answers are compressed (app.ts registers @fastify/compress with these): answers under
 * `threshold` bytes go as they are, those up to `syncThreshold` are compressed in one call,
 * bigger ones streamed through the thread pool; brotli at quality 3 and gzip at level 4 (why: app.ts).
 */
export const COMPRESSION = {
  threshold: 1024,
  syncThreshold: 512 * 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  zlibOptions: { level: 4 },
} as const;

/**
 * Answers of at least this many bytes are compressed on a worker thread (lib/compressor.ts),
 * smaller ones on the server's thread (sending the answer there and back costs about what
 * compressing a few KB does).
 */
export const OFF_THREAD_BYTES = 32 * 1024;
const FORM_OPTIONS = { br: COMPRESSION.brotliOptions, gzip: COMPRESSION.zlibOptions };
const compressor = threadCompressor(FORM_OPTIONS);

/** What the compress plugin offers, in its order of preference (zstd only where Node has it). */
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * A JSON answer as sent, kept with its brotli and gzip forms once a request has asked for
 * them, so that an answer kept by the server (a TIME page, a jobs list) is encoded and
 * compressed once, not for every browser that asks for it again: a kept 77 KB TIME page as a
 * browser asks for it (brotli) cost the server 1.07–1.29 ms of CPU, against 0.51–0.66 ms sent
 * without compression, and a kept 5 KB jobs page 0.72–1.00 against 0.50–0.62 (bench/results.md,
 * 2026-11-28 late morning).
 */
export class EncodedAnswer {
  private readonly forms = new Map<TEncoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  /** The answer from what the route's serializer wrote (a string or a buffer). */
  static of(json: string | Buffer): EncodedAnswer {
    return new EncodedAnswer(typeof json === 'string' ? Buffer.from(json) : json);
  }

  /** What the answer holds, in bytes, with room for its compressed forms (about a ninth of the JSON each). */
  get keptSize(): number {
    return Math.ceil(this.json.length * 1.25);
  }

  /**
   * The body for a request: its brotli or gzip form when the request's accept-encoding
   * chooses one (as the compress plugin would: the same offer and preference), made once (on
   * the worker thread from OFF_THREAD_BYTES) and kept; otherwise the JSON, left to the plugin
   * (deflate, identity, too small to compress, or big enough that the plugin streams it rather
   * than hold up the server).
   */
  async bodyFor(headers: { 'accept-encoding'?: string; 'x-no-compression'?: string | string[] }): Promise<{ body: Buffer; encoding?: TEncoding }> {
    const accept = headers['accept-encoding'];
    const size = this.json.length;
    if (accept === undefined || headers['x-no-compression'] !== undefined || size < COMPRESSION.threshold || size > COMPRESSION.syncThreshold) return { body: this.json };
    const encoding = negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), OFFERED);
    if (encoding !== 'br' && encoding !== 'gzip') return { body: this.json };
    let body = this.forms.get(encoding);
    if (!body) {
      body = size >= OFF_THREAD_BYTES ? compressor.compress(this.json, encoding) : Promise.resolve(compressSync(this.json, encoding, FORM_OPTIONS));
      this.forms.set(encoding, body);
    }
    return { body: await body, encoding };
  }
}

/**
 * Sends a kept answer in the encoding the request chooses: with its content-encoding set, the
 * compress plugin leaves it as it is; without, it treats it as any other answer.
 */
export async function sendEncoded(req: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const { body, encoding } = await answer.bodyFor(req.headers);
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return reply.type('application/json; charset=utf-8').send(body);
}
