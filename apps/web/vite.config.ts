import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const apiTarget = process.env.JOBFLOW_API_URL ?? 'http://localhost:3000';

/**
 * react-router's package exports only its development build (dev warnings on); its own Vite
 * plugin points production builds of framework apps at dist/production instead. This app uses
 * the data router without that plugin, so the production build does the same here.
 */
const reactRouterProduction = path.resolve(root, '../../node_modules/react-router/dist/production');

/**
 * Writes a .br and a .gz beside every text file of the build: the server's static files
 * (preCompressed) then send them as they are instead of compressing each request again.
 */
function precompress(): Plugin {
  return {
    name: 'jobflow-precompress',
    apply: 'build',
    // After every other plugin has finished the files (the preload lists are filled in late).
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? `${root}/dist`;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const buffer = fs.readFileSync(path.join(dir, fileName));
        if (buffer.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
        fs.writeFileSync(path.join(dir, `${fileName}.br`), brotli);
        fs.writeFileSync(path.join(dir, `${fileName}.gz`), zlib.gzipSync(buffer, { level: 9 }));
      }
    },
  };
}

/**
 * A visitor with a stored session opens a signed-in page: index.html asks for the signed-in
 * shell's chunk (the 'app' group below) at once, beside the entry, instead of when the entry has
 * run and the router's guard imports it (every signed-in page waited on that chain: Lighthouse
 * LCP, bench/web.ts). The login screen, with no session, does not download it. The server allows
 * this one inline script by its hash in the Content-Security-Policy
 * (apps/server/src/plugins/app/security-headers.ts).
 */
function preloadShellWhenSignedIn(): Plugin {
  return {
    name: 'jobflow-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const shell = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'app');
        if (!shell) throw new Error("jobflow-preload-shell: the build has no 'app' chunk");
        // The key is the token's in src/lib/session-storage.ts.
        const script = `try{if(localStorage.getItem('jobflow.token')){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/${shell.fileName}';document.head.appendChild(l)}}catch(e){}`;
        // First in <head>: a script after a stylesheet would wait for it.
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The signed-in shell, its guards and the index of the signed-in pages (the 'app' chunk below). */
const SHELL = /[\\/]src[\\/]app[\\/](shell[\\/](app-shell|guard)|routes[\\/]pages)\.tsx?$/;
/** The API modules the routes' prefetchers import (src/app/routes/pages.ts), with the contract's schemas they parse with. */
const PREFETCHED_API = /[\\/]src[\\/]features[\\/](quotes|invoices|jobs)[\\/]api[\\/]get-(quotes?|invoices?|jobs?)\.ts$/;

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), preloadShellWhenSignedIn(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}/src` },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: `${root}/dist`,
    emptyOutDir: true,
    // bench/web.ts walks it to sum the JS each route loads.
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants: one of them imported for
        // a constant (the API client's MESSAGES) must not pull every zod schema into the entry.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        /*
         * Left alone, the bundler makes a chunk for every set of routes that share modules:
         * about 150 files, many under 1 KiB, each compressed on its own, and every lazy route
         * lists them all for preloading. Two groups instead (performance budget, bench/web.ts):
         * - what index.html loads (the login screen's first step with its Mantine parts, the
         *   router, React): one chunk, the entry;
         * - the signed-in shell with its guards, the session, TanStack Query, zod and the
         *   contract's schemas, the index of the signed-in pages, and the API modules of the
         *   pages whose route starts their first request (routes/pages.ts, prefetchers) with
         *   what they read the address with: one chunk that every signed-in page loads first.
         *   The route's request then leaves as soon as this chunk has run, beside the session's,
         *   instead of after the few shared chunks it needed, queued among the page's 30 (the
         *   quote page on a 2-core machine: the request ~200 ms sooner; bench/results.md);
         * - mantine-datatable with the Mantine parts it pulls in (scroll area, menu, popover,
         *   pagination, checkbox): one chunk for the list pages (settings pays for it too).
         * - what several pages share: a chunk per set of pages sharing it (entriesAware), with
         *   those under 3 kB merged into their nearest neighbour. Left alone these were dozens
         *   of files of 1-2 KiB, and a detail page waited on ~50 requests over the browser's 6
         *   connections (quote page 47 files -> 32, invoice 49 -> 32; Lighthouse, bench/web.ts).
         * Pages and what only one of them uses stay split.
         */
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'app',
              test: (id: string) => SHELL.test(id) || PREFETCHED_API.test(id),
              priority: 1,
            },
            { name: 'data-table', test: /[\\/]node_modules[\\/]mantine-datatable[\\/]/, priority: 0.5 },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 3_000, priority: 0.1 },
          ],
        },
      },
    },
  },
}));
