import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

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

type TAsked = { json: Buffer; encoding: TEncoding; resolve: (out: Buffer) => void };

/**
 * Compresses on one worker thread, so that the server's thread serves other requests
 * meanwhile (lib/encoded.ts sends a TIME page's brotli made there). The worker starts with the
 * first compression and does not keep the process alive. Should it fail or stop, what it was
 * given is compressed on the calling thread instead, and the next compression starts a new one.
 * `stop` ends the worker (tests; what it held is compressed as above).
 */
export function threadCompressor(options: TCompressOptions) {
  let current: { worker: Worker; asked: Map<number, TAsked> } | null = null;
  let nextId = 1;

  const start = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    const state = { worker, asked: new Map<number, TAsked>() };
    worker.unref();
    worker.on('message', (m: { id: number; out?: Uint8Array }) => {
      const asked = state.asked.get(m.id);
      if (!asked) return;
      state.asked.delete(m.id);
      asked.resolve(m.out ? Buffer.from(m.out.buffer, m.out.byteOffset, m.out.byteLength) : compressSync(asked.json, asked.encoding, options));
    });
    const fail = () => {
      if (current === state) current = null;
      for (const asked of state.asked.values()) asked.resolve(compressSync(asked.json, asked.encoding, options));
      state.asked.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    return state;
  };

  return {
    compress(json: Buffer, encoding: TEncoding): Promise<Buffer> {
      return new Promise((resolve) => {
        current ??= start();
        const id = nextId++;
        current.asked.set(id, { json, encoding, resolve });
        current.worker.postMessage({ id, encoding, json });
      });
    },
    async stop(): Promise<void> {
      await current?.worker.terminate();
    },
  };
}
