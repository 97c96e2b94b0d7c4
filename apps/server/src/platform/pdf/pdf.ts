import { Worker } from 'node:worker_threads';
import { singleWorker } from '../../lib/single-worker.ts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A document to print, as plain data (it is laid out on another thread): no functions. Tables
 * name their layout ('jobflowLines', 'jobflowTotals' or one of pdfmake's own), and `footer` is
 * the label printed at the foot of each page beside "Page n of N" (pdf-worker.mjs).
 */
export type TPdfDocument = Omit<TDocumentDefinitions, 'footer' | 'header' | 'background'> & { footer?: string };

type TLayOut = { render: (doc: TPdfDocument) => Promise<Buffer> };

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);
let onThisThread: Promise<TLayOut> | null = null;

/** The same layout on the calling thread: when the worker has failed or stopped. */
const renderHere = (doc: TPdfDocument) => (onThisThread ??= import(WORKER_URL.href) as Promise<TLayOut>).then((m) => m.render(doc));

/**
 * Lays documents out on one worker thread (pdf-worker.mjs), so that the server's thread serves
 * other requests meanwhile: the jobs list of 1,000 jobs is about half a second of synchronous
 * layout on a slow machine. The worker starts with the first document (server.ts warms it at
 * start), and keeps the process alive only while it has documents to give back. Should it fail
 * or stop, what it was given is laid out on the calling thread instead, and the next document
 * starts a new one. A document pdfmake refuses is rejected with its error.
 */
export function pdfRenderer() {
  const worker = singleWorker<TPdfDocument, { id: number; out?: Uint8Array; error?: string }, Buffer>({
    // execArgv: the worker's module is JavaScript, so it starts without the TypeScript loader.
    start: () => new Worker(WORKER_URL, { workerData: { jobflowPdf: true }, execArgv: [] }),
    message: (doc) => ({ doc }),
    answer: ({ out, error }) => {
      if (!out) throw new Error(error ?? 'The PDF could not be made.');
      return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
    },
    here: renderHere,
    holdOpenWhileBusy: true,
  });
  return {
    /** Refused at once for what cannot cross threads (a function left in the document). */
    render: (doc: TPdfDocument): Promise<Buffer> => worker.run(doc),
    /** Ends the worker (tests): what it held is laid out on the calling thread. */
    stop: worker.stop,
  };
}

export const pdfs = pdfRenderer();

export const BRAND_COLOR = '#1c7ed6';

export function renderPdf(doc: TPdfDocument): Promise<Buffer> {
  return pdfs.render(doc);
}

/** A header block used by every printed document. */
export function pdfHeader(title: string, subtitle: string): Content {
  return {
    columns: [
      { text: title, fontSize: 16, bold: true, color: BRAND_COLOR },
      { text: subtitle, alignment: 'right', color: '#868e96', margin: [0, 4, 0, 0] },
    ],
    margin: [0, 0, 0, 12],
  };
}

/**
 * Plain text only: PDFs never carry markup or links from user data. pdfmake breaks lines only
 * between words, so a run of 30 characters without a space gets an invisible break
 * opportunity (zero-width space): a long unbroken name wraps in its cell instead of pushing
 * the table's other columns off the page.
 */
export const pdfText = (s: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex
  (s ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/(\S{30})(?=\S)/g, '$1\u200b');
