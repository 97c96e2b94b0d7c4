/**
 * A company's notes are written in a plain text box (spec 2 section 9: 50 to 200 px) but
 * stored as HTML like every note: each line becomes a paragraph, and back.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('');
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

/** True when the HTML is only paragraphs and line breaks, so the text box can edit it without loss. */
export function isPlainHtml(html: string): boolean {
  const elements = Array.from(parse(html).querySelectorAll('*'));
  return elements.every((el) => (el.tagName === 'P' || el.tagName === 'BR') && el.attributes.length === 0 && (el.tagName === 'BR' || el.parentElement?.tagName === 'BODY'));
}

/** The text of paragraph-and-break HTML, a line per paragraph. */
export function htmlToText(html: string): string {
  const body = parse(html);
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  const paragraphs = Array.from(body.children).filter((el) => el.tagName === 'P');
  if (!paragraphs.length) return (body.textContent ?? '').trim();
  return paragraphs.map((p) => p.textContent ?? '').join('\n');
}
