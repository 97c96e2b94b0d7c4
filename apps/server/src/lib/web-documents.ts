import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** routes.json of the web build (apps/web/vite.config.ts, startEarly): a document per signed-in page. */
const ZRouteDocuments = z.array(z.object({ path: z.string().min(1), document: z.string().regex(/^routes\/[\w-]+\.html$/) }));

export type TWebDocuments = {
  /** Every document's HTML, for the hashes of their inline scripts (the Content-Security-Policy). */
  html: string[];
  /** The document to send for a page's path (relative to the build): its route's, or index.html. */
  documentFor(pathname: string): string;
};

/**
 * The web build's documents, read once at start: index.html, and for the signed-in pages listed
 * in routes.json their own, whose inline script also starts the page's scripts and styles (and
 * a record's request) before the entry has run. Null without a build.
 */
export function readWebDocuments(webDist: string): TWebDocuments | null {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return null;
  const listed = path.join(webDist, 'routes.json');
  const routes = fs.existsSync(listed) ? ZRouteDocuments.parse(JSON.parse(fs.readFileSync(listed, 'utf8'))).map((r) => ({ pattern: new RegExp(r.path), document: r.document })) : [];
  return {
    html: [index, ...routes.map((r) => path.join(webDist, r.document))].map((file) => fs.readFileSync(file, 'utf8')),
    documentFor: (pathname) => routes.find((r) => r.pattern.test(pathname))?.document ?? 'index.html',
  };
}
