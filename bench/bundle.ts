/**
 * What each route of the production build (apps/web/dist) loads on a first visit, in gzipped
 * JS, from Vite's build manifest, and the budgets: used by bench/web.ts (the results)
 * and by e2e/perf/bundle-budgets.spec.ts (every test run fails a route over its budget).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const DIST = path.join(ROOT, 'apps/web/dist');
export const MANIFEST = path.join(DIST, '.vite/manifest.json');

/**
 * What each route loads on a first visit: the entry (index.html and its static imports)
 * plus the lazy modules of its route (src/app/router.tsx) and their static imports. Signed-in
 * routes also load the shell and the guards (with the session) lazily. The login page is
 * part of the entry chunk (no module of its own).
 */
const SIGNED_IN = ['src/app/shell/guard.ts', 'src/app/shell/app-shell.tsx'];
export const ROUTES: Array<{ name: string; path: string; modules: string[] }> = [
  { name: 'login', path: '/login', modules: [] },
  { name: 'dashboard', path: '/', modules: [...SIGNED_IN, 'src/app/routes/dashboard-page.tsx'] },
  { name: 'jobs list', path: '/jobs', modules: [...SIGNED_IN, 'src/app/routes/jobs-page.tsx'] },
  { name: 'job', path: '/job/:jobId', modules: [...SIGNED_IN, 'src/app/routes/job-page.tsx'] },
  { name: 'quotes list', path: '/quotes', modules: [...SIGNED_IN, 'src/features/quotes/pages/quotes-page.tsx'] },
  { name: 'quote', path: '/quotes/:quoteId', modules: [...SIGNED_IN, 'src/app/routes/quote-page.tsx'] },
  { name: 'invoices list', path: '/invoices', modules: [...SIGNED_IN, 'src/features/invoices/pages/invoices-page.tsx'] },
  { name: 'invoice', path: '/invoices/:invoiceId', modules: [...SIGNED_IN, 'src/features/invoices/pages/invoice-page.tsx'] },
  { name: 'clients list', path: '/clients', modules: [...SIGNED_IN, 'src/features/clients/pages/clients-page.tsx'] },
  { name: 'time', path: '/time', modules: [...SIGNED_IN, 'src/features/timesheets/pages/time-page.tsx'] },
  { name: 'settings', path: '/settings', modules: [...SIGNED_IN, 'src/app/routes/settings-layout.tsx', 'src/features/settings/pages/company-settings-page.tsx'] },
];

/**
 * The budgets (gzipped JS, in bytes), where it sets one: "under 120 KB" read as
 * 120,000 bytes (117.2 KiB), the stricter of its two readings.
 */
export const BUDGETS: Record<string, number> = { login: 120_000, dashboard: 250_000 };

/** A budget as the results print it: kB as the issue writes it, with KiB beside. */
export const budgetText = (bytes: number) => `${bytes / 1000} kB (${kb(bytes)} KiB)`;

export type TManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type TManifest = Record<string, TManifestChunk>;

const gzipCache = new Map<string, { raw: number; gz: number }>();
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const buf = fs.readFileSync(path.join(DIST, file));
    size = { raw: buf.length, gz: zlib.gzipSync(buf).length };
    gzipCache.set(file, size);
  }
  return size;
}

/** Bytes as KiB with one decimal, as the results print them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export type TRouteSize = { name: string; path: string; files: string[]; jsRaw: number; jsGz: number; cssGz: number; largest: string };

export function routeSizes(manifest: TManifest): TRouteSize[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  return ROUTES.map((route) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest (route ${route.name})`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) walk(i);
    };
    walk(entryKey);
    for (const m of route.modules) {
      if (manifest[m] || !SIGNED_IN.includes(m)) walk(m);
      // The shell and the guards are bundled into the 'app' chunk group (apps/web/vite.config.ts):
      // the manifest lists that chunk under its own key. (Builds before the shell was lazy have
      // neither: the shell is then in the entry.)
      else for (const key of Object.keys(manifest)) if (manifest[key].name === 'app' && manifest[key].file.endsWith('.js')) walk(key);
    }
    const files = [...js].map((f) => ({ f, ...sizeOf(f) })).sort((a, b) => b.gz - a.gz);
    return {
      name: route.name,
      path: route.path,
      files: files.map((f) => f.f),
      jsRaw: files.reduce((n, f) => n + f.raw, 0),
      jsGz: files.reduce((n, f) => n + f.gz, 0),
      cssGz: [...css].reduce((n, f) => n + sizeOf(f).gz, 0),
      largest: files
        .slice(0, 3)
        .map((f) => `${path.basename(f.f).replace(/-[\w-]{8}\.js$/, '')} ${kb(f.gz)}`)
        .join(', '),
    };
  });
}
