import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import classes from './template-editor.module.css';

/** Sample values for the placeholders, so the preview reads like a real mail. */
const SAMPLE_VALUES: Record<string, string> = {
  first_name: 'Jamie',
  last_name: 'Brooks',
  company_name: 'Northwind Creative',
  email: 'jamie@example.com',
  login_url: 'https://jobflow.example/login',
  set_password_url: 'https://jobflow.example/reset-password?token=…',
  reset_url: 'https://jobflow.example/reset-password?token=…',
};

/**
 * How long the body must rest before the preview follows it. Each change loads a new document in
 * the frame, so typing or inserting a placeholder repaints it once, a moment after the last key,
 * instead of parsing a document per keystroke.
 */
const PREVIEW_SETTLE_MS = 200;

// The preview document may show inline styles and images; nothing else loads and no script runs.
const PREVIEW_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:";

/**
 * What the preview shows of the body: without scripts, frames, event handlers and javascript:
 * links (the server removes those too when it stores the template). Parsing with DOMParser
 * runs nothing.
 */
function sanitizeForPreview(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, iframe, frame, frameset, object, embed, link, meta, base, form')) el.remove();
  for (const el of doc.body.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || /^\s*(javascript|vbscript|data):/i.test(attr.value)) el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
}

function previewDocument(html: string): string {
  const filled = sanitizeForPreview(html).replace(/\{([a-z_]+)\}/g, (m, key: string) => SAMPLE_VALUES[key] ?? m);
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}"><style>body{margin:16px;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#212529;word-wrap:break-word}a{color:#4c5fd5}img{max-width:100%}</style></head><body>${filled}</body></html>`;
}

export type TemplatePreviewProps = { html: string; height: number };

/**
 * A live preview of the template body: sanitised, then rendered in a sandboxed frame without
 * scripts, so whatever is typed cannot run or reach the app; the server sanitises the body when saved.
 */
export function TemplatePreview({ html, height }: TemplatePreviewProps) {
  const [settled] = useDebouncedValue(html, PREVIEW_SETTLE_MS);
  const srcDoc = useMemo(() => previewDocument(settled), [settled]);
  return <iframe title="Preview of the email" sandbox="" srcDoc={srcDoc} className={classes.preview} style={{ height }} />;
}
