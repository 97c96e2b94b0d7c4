import { createRequire } from 'node:module';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

type TPdfMake = {
  setFonts: (f: Record<string, Record<string, string>>) => void;
  setUrlAccessPolicy: (cb: (url: string) => boolean) => void;
  setLocalAccessPolicy: (cb: (path: string) => boolean) => void;
  createPdf: (doc: TDocumentDefinitions) => { getBuffer: () => Promise<Buffer> };
};

const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);
let instance: TPdfMake | null = null;

/** pdfmake 0.3 is CommonJS with an instance export; only the standard Helvetica fonts, no file or URL access. */
function pdfmake(): TPdfMake {
  if (instance) return instance;
  const p = createRequire(import.meta.url)('pdfmake') as TPdfMake;
  p.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
  p.setUrlAccessPolicy(() => false);
  p.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  instance = p;
  return p;
}

export const BRAND_COLOR = '#1c7ed6';

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake()
    .createPdf({
      pageSize: 'A4',
      pageMargins: [36, 48, 36, 48],
      defaultStyle: { font: 'Helvetica', fontSize: 9, color: '#212529' },
      ...doc,
    })
    .getBuffer();
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
