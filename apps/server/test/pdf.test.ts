import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { businessDocument } from '../src/platform/pdf/document.ts';
import { pdfRenderer, type TPdfDocument } from '../src/platform/pdf/pdf.ts';

const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

/** The drawing operators of every page (pdfkit deflates each content stream). */
const drawingOf = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((m) => {
      try {
        return zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
};

const invoice = (title: string, lines: number) => ({
  title,
  number: 'INV-000042',
  agency: { name: 'Northwind Creative', address1: '1 Example Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  parties: [{ heading: 'Bill to', lines: ['Acme Pty Ltd'] }],
  meta: [['Invoice date', '1 Dec 2026']] as Array<[string, string]>,
  columns: [{ header: 'DESCRIPTION', width: '*' }, { header: 'AMOUNT', width: 70, align: 'right' as const }],
  rows: Array.from({ length: lines }, (_, i) => [`Line ${i + 1}`, '$145.50']),
  totals: [{ label: 'Subtotal', value: '$145.50' }, { label: 'Total', value: '$160.05', strong: true }],
  footer: 'Northwind Creative · Invoice INV-000042',
});

const pdfmakeLoadedHere = () => Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/node_modules/pdfmake/'));

/** Printed documents are laid out on the PDF worker thread (platform/pdf/pdf.ts, pdf-worker.mjs). */
describe('PDF documents', () => {
  it('are laid out off the server thread, with the house footer on every page and the named table layouts', async () => {
    const pdf = await businessDocument(invoice('TAX INVOICE', 120));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Line 120');
    // 120 lines run over a page: each page's foot carries the label and its number of all.
    expect(text).toContain('Page 1 of 3');
    expect(text).toContain('Page 3 of 3');
    expect(text.match(/Northwind Creative · Invoice INV-000042/g)).toHaveLength(3);
    // The lines' hairline rules (jobflowLines) and the total's rule (jobflowTotals), not
    // pdfmake's default table of 1 pt borders.
    const drawing = drawingOf(pdf);
    expect(drawing).toMatch(/(^|\s)0\.5 w/);
    expect(drawing).toMatch(/(^|\s)0\.8 w/);
    // pdfmake was never loaded on this thread: the layout happened on the worker.
    expect(pdfmakeLoadedHere()).toBe(false);
  });

  it('gives each of many documents asked at once its own bytes, and a document pdfmake refuses its error, the worker working on', async () => {
    const renderer = pdfRenderer();
    const titles = ['QUOTE', 'PURCHASE ORDER', 'TAX INVOICE', 'CREDIT NOTE'];
    const docs: TPdfDocument[] = titles.map((title, i) => ({ content: [{ text: title }, { text: `Document ${i}` }], footer: title }));
    const refused = expect(renderer.render({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow('Access to local file denied by resource access policy: /etc/passwd');
    const pdfs = await Promise.all(docs.map((doc) => renderer.render(doc)));
    await refused;
    for (const [i, pdf] of pdfs.entries()) {
      const text = await textOf(pdf);
      expect(text).toContain(`Document ${i}`);
      for (const other of titles.filter((t) => t !== titles[i])) expect(text).not.toContain(other);
    }
    // a document that cannot cross threads (a function left in it) is refused at once
    const withFunction = { content: [{ table: { body: [['a']] }, layout: { hLineWidth: () => 1 } }] } as unknown as TPdfDocument;
    await expect(renderer.render(withFunction)).rejects.toThrow(/could not be cloned/);
    expect(await textOf(await renderer.render({ content: [{ text: 'After the refusal' }] }))).toContain('After the refusal');
    await renderer.stop();
  });

  it('still gives the documents a stopped worker held, laid out on the calling thread', async () => {
    const renderer = pdfRenderer();
    const held = Array.from({ length: 3 }, (_, i) => renderer.render({ content: [{ text: `Held ${i}` }, { ul: Array.from({ length: 400 }, (_, k) => `Item ${k}`) }] }));
    await renderer.stop();
    const texts = await Promise.all(held.map(async (p) => textOf(await p)));
    texts.forEach((text, i) => expect(text).toContain(`Held ${i}`));
    expect(await textOf(await renderer.render({ content: [{ text: 'A new worker' }] }))).toContain('A new worker');
    await renderer.stop();
  });
});
