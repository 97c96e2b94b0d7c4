import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** HSTS for a year, sent only over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The CSP sources ('sha256-…') of the inline scripts of a web build's document (index.html, or a
 * signed-in page's own: lib/web-documents.ts): the one that, with a session stored, starts the
 * signed-in shell, the page's code and its first requests at once (apps/web/vite.config.ts).
 * Only these exact scripts run inline; anything else inline stays blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Security headers on every response (pages, API, downloads, errors): a CSP that allows
 * nothing from elsewhere and no framing, X-Frame-Options DENY, nosniff, no referrer, and
 * HSTS when the request came over TLS (directly, or X-Forwarded-Proto from the proxy) or
 * PUBLIC_URL is https.
 *
 * Helmet's middleware is built once and run on each response: @fastify/helmet built it anew
 * for every request (parsing the CSP directives each time), about 2% of a jobs page's server time.
 */
export function registerSecurityHeaders(app: FastifyInstance, { publicUrl, scriptHashes = [] }: { publicUrl: string; scriptHashes?: string[] }) {
  const httpsPublicUrl = publicUrl.startsWith('https:');
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Only where the app is served over https: on a plain-http address (a LAN host name)
        // it would make browsers fetch the app's own scripts over https, which fails.
        upgradeInsecureRequests: httpsPublicUrl ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below, only over TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (httpsPublicUrl || req.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
