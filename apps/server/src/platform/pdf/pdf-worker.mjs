// @ts-check
/**
 * pdfmake's side of every printed document (platform/pdf/pdf.ts). The server's thread builds a
 * document as plain data and this module lays it out, on the PDF worker thread: a long
 * document is hundreds of milliseconds of synchronous layout, which would otherwise hold up
 * every other request. Plain JavaScript, so that the worker runs without the TypeScript loader.
 *
 * What a document cannot carry as data (it crosses threads) is named instead: the table
 * layouts `jobflowLines` and `jobflowTotals`, and `footer`, the label printed at the foot of
 * each page beside "Page n of N".
 */
import { parentPort, workerData } from 'node:worker_threads';
import pdfmake from 'pdfmake';

const MUTED = '#868e96';
const RULE = '#dee2e6';
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);

// Only the standard Helvetica fonts, no file or URL access.
pdfmake.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
pdfmake.addTableLayouts({
  /** A document's lines: a rule under each row but the header's top, no vertical rules. */
  jobflowLines: { hLineWidth: (i) => (i === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => RULE, paddingTop: () => 4, paddingBottom: () => 4 },
  /** The totals: one dark rule above the last line (the total due). */
  jobflowTotals: { hLineWidth: (i, node) => (i === node.table.body.length - 1 ? 0.8 : 0), vLineWidth: () => 0, hLineColor: () => '#212529' },
});

/** @param {string} label */
const pageFooter = (label) => (/** @type {number} */ currentPage, /** @type {number} */ pageCount) => ({
  columns: [
    { text: label, color: MUTED, fontSize: 8 },
    { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: MUTED, fontSize: 8 },
  ],
  margin: [36, 16, 36, 0],
});

/**
 * One document, laid out: A4 with the house margins and type unless the document says otherwise.
 * @param {Record<string, unknown> & { footer?: string }} doc
 * @returns {Promise<Buffer>}
 */
export function render({ footer, ...doc }) {
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [36, 48, 36, 48],
      defaultStyle: { font: 'Helvetica', fontSize: 9, color: '#212529' },
      ...doc,
      ...(footer === undefined ? {} : { footer: pageFooter(footer) }),
    })
    .getBuffer();
}

if (parentPort && workerData?.jobflowPdf) {
  const port = parentPort;
  port.on('message', async (/** @type {{ id: number, doc: Record<string, unknown> }} */ { id, doc }) => {
    try {
      const made = await render(doc);
      // Handed back without a copy when the bytes own their memory (not a slice of a pool).
      const out = made.byteOffset === 0 && made.byteLength === made.buffer.byteLength ? made : new Uint8Array(made);
      port.postMessage({ id, out }, [out.buffer]);
    } catch (err) {
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
