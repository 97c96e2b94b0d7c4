import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editor (descriptions, comments, notes) is cleaned before it is
 * stored: basic formatting, links (http, https, mailto) and mention spans only.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'span', 'hr'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      span: ['data-type', 'data-id', 'data-label', 'class'],
      code: ['class'],
      pre: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedClasses: { span: ['mention'], code: [/^language-[a-z0-9-]+$/], pre: [/^language-[a-z0-9-]+$/] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
    disallowedTagsMode: 'discard',
  }).trim();
}

/** Plain text (for previews, PDFs and mentions): tags removed, entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  // Block ends and line breaks become spaces, so paragraphs do not run together.
  const spaced = (html ?? '').replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, (m) => `${m} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** User ids named by mention spans: <span data-type="mention" data-id="12">. */
export function mentionedIds(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<span[^>]*data-type="mention"[^>]*>/g)) {
    const id = /data-id="(\d+)"/.exec(m[0]);
    if (id) ids.add(Number(id[1]));
  }
  return [...ids];
}

/** E-mail template HTML: a richer set of layout tags and inline styles, never scripts, handlers or forms. */
export function sanitizeEmailHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'center', 'font'],
    allowedAttributes: { '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color'], a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    // A mail client cannot load a relative image (and the preview's CSP blocks it): keep absolute ones only.
    transformTags: {
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src && /^(https?:\/\/|data:image\/)/i.test(src.trim()) ? { ...rest, src } : rest };
      },
    },
  }).trim();
}
