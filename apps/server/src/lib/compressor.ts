import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { singleWorker } from './single-worker.ts';

export type TEncoding = 'br' | 'gzip';
export type TCompressOptions = { br: zlib.BrotliOptions; gzip: zlib.ZlibOptions };

/**
 * The worker's code: each buffer it is sent is compressed in one synchronous call (as the
 * server's own thread would) and handed back without a copy.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, encoding, json }) => {
  try {
    const made = encoding === 'br' ? zlib.brotliCompressSync(json, workerData.br) : zlib.gzipSync(json, workerData.gzip);
    const out = made.byteOffset === 0 && made.byteLength === made.buffer.byteLength ? made : new Uint8Array(made);
    parentPort.postMessage({ id, out }, [out.buffer]);
  } catch {
    parentPort.postMessage({ id });
  }
});
`;

/** One compression in one synchronous call on the calling thread. */
export function compressSync(json: Buffer, encoding: TEncoding, options: TCompressOptions): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(json, options.br) : zlib.gzipSync(json, options.gzip);
}

type TJob = { json: Buffer; encoding: TEncoding };

/**
 * Compresses on one worker thread, so that the server's thread serves other requests
 * meanwhile (lib/encoded.ts sends a TIME page's brotli made there). The worker starts with the
 * first compression and does not keep the process alive. Should it fail or stop, or refuse a
 * buffer, what it was given is compressed on the calling thread instead, and the next
 * compression starts a new one. `stop` ends the worker (tests; what it held is compressed as above).
 */
export function threadCompressor(options: TCompressOptions) {
  const worker = singleWorker<TJob, { id: number; out?: Uint8Array }, Buffer>({
    start: () => new Worker(WORKER_SOURCE, { eval: true, workerData: options }),
    message: (job) => job,
    answer: ({ out }, { json, encoding }) => (out ? Buffer.from(out.buffer, out.byteOffset, out.byteLength) : compressSync(json, encoding, options)),
    here: ({ json, encoding }) => compressSync(json, encoding, options),
  });
  return {
    compress: (json: Buffer, encoding: TEncoding): Promise<Buffer> => worker.run({ json, encoding }),
    stop: worker.stop,
  };
}
