import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineClassesImported, mantineClassesIn, withoutUnusedMantineRules } from './build/unused-styles';
import { SUPER_ADMIN_TYPE_ID } from '../../packages/contract/src/common/user-types';
import { LIST_HEAD } from './src/lib/whole-list';

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
 * Cuts the rules of the Mantine components the app does not use out of `@mantine/core/styles.css`
 * (build/unused-styles.ts), the stylesheet every page waits for before its first paint: it styles
 * every component, 236 KB (35 KiB gzipped), of which the app's 56 components and the globals
 * take 161 KB (24 KiB). The components kept are those the sources import, so the stylesheet (and
 * its hashed name) follows from the sources, as every other file of the build does; the build
 * then fails if a script of it names a Mantine class whose rules were cut.
 */
function unusedMantineStyles(): Plugin {
  const stylesheet = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
  let kept: Set<string> | undefined;
  return {
    name: 'jobflow-unused-mantine-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      kept = undefined;
    },
    transform(css, id) {
      if (id !== stylesheet) return null;
      kept ??= mantineClassesImported(path.join(root, 'src'));
      return { code: withoutUnusedMantineRules(css, kept), map: null };
    },
    generateBundle(_options, bundle) {
      if (!kept) this.error(`${stylesheet} was not in the build: nothing was cut (src/main.tsx imports it)`);
      const styled = mantineClassesIn([fs.readFileSync(stylesheet, 'utf8')]);
      const named = mantineClassesIn(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : [])));
      const sent = mantineClassesIn(Object.values(bundle).flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [])));
      const cut = [...named].filter((name) => styled.has(name) && !sent.has(name));
      if (cut.length) this.error(`the rules of Mantine classes the scripts use were cut from the stylesheet: ${cut.join(', ')} (build/unused-styles.ts)`);
    },
  };
}

/**
 * The signed-in pages whose document starts their code and data itself (`startEarly`): the
 * route's path as the server matches it, and the page's module (src/app/routes/pages.ts).
 */
const EARLY_ROUTES = [
  { name: 'dashboard', path: '^/$', module: 'src/app/routes/dashboard-page.tsx' },
  { name: 'jobs', path: '^/jobs$', module: 'src/app/routes/jobs-page.tsx' },
  { name: 'job', path: '^/job/\\d+$', module: 'src/app/routes/job-page.tsx' },
  { name: 'quotes', path: '^/quotes$', module: 'src/features/quotes/pages/quotes-page.tsx' },
  { name: 'quote', path: '^/quotes/\\d+$', module: 'src/app/routes/quote-page.tsx' },
  { name: 'orders', path: '^/orders$', module: 'src/features/orders/pages/orders-page.tsx' },
  { name: 'order', path: '^/orders/\\d+$', module: 'src/features/orders/pages/order-page.tsx' },
  { name: 'invoices', path: '^/invoices$', module: 'src/features/invoices/pages/invoices-page.tsx' },
  { name: 'invoice', path: '^/invoices/\\d+$', module: 'src/features/invoices/pages/invoice-page.tsx' },
  { name: 'time', path: '^/time$', module: 'src/features/timesheets/pages/time-page.tsx' },
  { name: 'clients', path: '^/clients$', module: 'src/features/clients/pages/clients-page.tsx' },
];

/**
 * The request of a list opened by its address without filters, as its page asks for it (the
 * prefetchers of src/app/routes/pages.ts, from the address's defaults): the unpaged lists' first
 * rows (src/lib/whole-list.ts). One that differed would not be taken (the app asks again):
 * e2e/perf/list-prefetch.spec.ts counts the requests.
 */
const EARLY_LISTS: Record<string, string> = { '/jobs': '/api/jobs?page=1&ipp=20', '/quotes': `/api/quotes?ipp=${LIST_HEAD}`, '/invoices': `/api/invoices?ipp=${LIST_HEAD}` };

/**
 * The inline script of a page's document (index.html, or a signed-in page's own: `startEarly`).
 * With a session stored, outside the sign-in screens, it starts at once, before the entry has
 * even downloaded:
 * - the session's two requests and, on a quote, invoice or job, the record's (on a list
 *   opened without filters, the list's: EARLY_LISTS), kept in `window.__jobflowEarly` for the
 *   app's API client to take (src/lib/early-requests.ts);
 * - the signed-in shell's chunk and styles (`shell`), and the page's own scripts and styles
 *   (`pageFiles`) at low priority.
 * Before, each came only once the entry, then the shell, had downloaded and run: the
 * record's request left ~250 ms after the document on a 2-core machine, the page's ~25
 * scripts after it (Lighthouse LCP, bench/web.ts). Without a session nothing starts: the
 * login screen loads only its own code.
 */
function earlyScript(shell: string[], pageFiles: string[] = []): string {
  /** The code that asks for `files` (scripts as module preloads, styles as style preloads), at `priority` if given. */
  const preload = (files: string[], priority?: 'low') =>
    [
      [files.filter((f) => f.endsWith('.js')), "'modulepreload',''"],
      [files.filter((f) => f.endsWith('.css')), "'preload','style'"],
    ]
      .filter(([list]) => list.length)
      .map(([list, kind]) => `${JSON.stringify(list)}.forEach(k(${kind as string}${priority ? `,'${priority}'` : ''}));`)
      .join('');
  // The token's key is src/lib/session-storage.ts's; the paths are the API client's (src/lib/session.ts, the pages' get-*.ts).
  return [
    "try{var t=localStorage.getItem('jobflow.token');",
    'if(t&&!/^\\/(login|reset-password)(\\/|$)/.test(location.pathname)){',
    'var h=document.head,e=window.__jobflowEarly={},',
    "g=function(u){e[u]={token:t,at:Date.now(),response:fetch(u,{headers:{Accept:'application/json',Authorization:'Bearer '+t}}).catch(function(){return null})}},",
    "k=function(r,a,p){return function(f){var l=document.createElement('link');l.rel=r;if(a)l.as=a;if(p)l.fetchPriority=p;l.crossOrigin='';l.href='/'+f;h.appendChild(l)}},",
    'm=location.pathname.match(/^\\/(quotes|invoices|job)\\/(\\d+)$/);',
    "g('/api/options/auth-user');g('/api/options');",
    // Quotes and invoices only for a super admin (the user type stored at sign-in, as the
    // router's prefetch): anyone else is sent to not-found, and the request would be refused.
    `var a=localStorage.getItem('jobflow.user_type_id')==='${SUPER_ADMIN_TYPE_ID}';`,
    "if(m){if(m[1]==='job'||a)g('/api/'+(m[1]==='job'?'jobs':m[1])+'/'+m[2])}",
    // A list opened without filters: the request its route's prefetcher makes (routes/pages.ts).
    `else if(!location.search){var q=${JSON.stringify(EARLY_LISTS)}[location.pathname];if(q&&(a||location.pathname==='/jobs'))g(q)}`,
    preload(shell),
    // The page's own files at low priority: the entry (the first paint), the shell and the
    // requests go first, the page's files take the connections they leave.
    preload(pageFiles, 'low'),
    '}}catch(x){}',
  ].join('');
}

/**
 * The documents of the signed-in pages (`earlyScript`): index.html names only the shell's
 * chunk; routes/<name>.html, one per EARLY_ROUTES entry, names the page's scripts and styles
 * too (from the build's chunks: the page's module and what it imports, but what index.html
 * loads itself). routes.json lists them for the server, which sends each for its path and
 * allows their inline scripts by their hashes in the Content-Security-Policy
 * (apps/server/src/app.ts).
 */
function startEarly(): Plugin {
  let shellFiles: string[] = [];
  return {
    name: 'jobflow-start-early',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const shell = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'app');
        if (!shell) throw new Error("jobflow-start-early: the build has no 'app' chunk");
        shellFiles = [shell.fileName, ...(shell.viteMetadata?.importedCss ?? [])];
        // First in <head>: a script after a stylesheet would wait for it.
        return [{ tag: 'script', children: earlyScript(shellFiles), injectTo: 'head-prepend' }];
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('jobflow-start-early: the build has no index.html');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (from: string[], into = new Set<string>()) => {
        for (const file of from) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byName.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('jobflow-start-early: the build has no entry');
      const loadedByIndex = closure([entry.fileName]);
      const routes = EARLY_ROUTES.map(({ name, path: pattern, module }) => {
        const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === path.join(root, module));
        if (!page) throw new Error(`jobflow-start-early: no chunk for ${module}`);
        const files = [...closure([page.fileName], closure([shellFiles[0]]))].filter((file) => !loadedByIndex.has(file) && !shellFiles.includes(file));
        const styles = files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]);
        const document = html.replace(`<script>${earlyScript(shellFiles)}</script>`, () => `<script>${earlyScript(shellFiles, [...files, ...styles])}</script>`);
        if (document === html) throw new Error('jobflow-start-early: index.html has no early script');
        const fileName = `routes/${name}.html`;
        this.emitFile({ type: 'asset', fileName, source: document });
        return { path: pattern, document: fileName };
      });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}

/**
 * Lets the bundler drop what react-router's production build declares but this app never uses.
 * Its components are made with `React.forwardRef(...)` and its contexts with
 * `React.createContext(...)`, each named by a `X.displayName = "..."` statement after it: the
 * bundler keeps every call whose result nobody reads (it cannot know React's are pure) and every
 * property write, so NavLink, Form, ScrollRestoration and the framework mode's contexts stayed in
 * the entry whatever the app imported. The calls are marked pure and the names (read by React's
 * developer tools only) left out. With the app's own link (src/ui/link.tsx), which leaves out
 * react-router's prefetching for framework apps, the entry every page waits for is 3,970 bytes
 * smaller gzipped (bench/results.md). The build fails if the file no longer reads as expected.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'jobflow-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
      if (!/\bfunction createRouter\(/.test(code)) return null;
      let named = 0;
      let marked = 0;
      const out = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, () => (named++, ''))
        .replace(/(?<![\w.])(React\d*\.(?:forwardRef|createContext)\()/g, (call) => (marked++, `/* @__PURE__ */ ${call}`));
      if (!named || !marked) this.error(`${id}: no displayName statement or forwardRef/createContext call found: react-router's build changed (apps/web/vite.config.ts)`);
      return { code: out, map: null };
    },
  };
}

/** The signed-in shell, its guards and the index of the signed-in pages (the 'app' chunk below). */
const SHELL = /[\\/]src[\\/]app[\\/](shell[\\/](app-shell|guard)|routes[\\/]pages)\.tsx?$/;
/** The API modules the routes' prefetchers import (src/app/routes/pages.ts). */
const PREFETCHED_API = /[\\/]src[\\/]features[\\/](quotes|invoices|jobs)[\\/]api[\\/]get-(quotes?|invoices?|jobs?)\.ts$/;
/**
 * The status badge: the dashboard, the lists and the record pages all show it. Left to the
 * shared grouping below, this 1 KiB module was merged into a chunk with the orders' dialogs,
 * and the dashboard then loaded their Combobox, Radio and Modal code too (262 KiB against its
 * 250 budget: e2e/perf/bundle-budgets.spec.ts).
 */
const SHARED_BY_ALL = /[\\/]src[\\/]ui[\\/]status-badge\.tsx$/;

export default defineConfig(({ command }) => ({
  root,
  plugins: [reactRouterTreeShaking(), react(), startEarly(), unusedMantineStyles(), precompress()],
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
        // A module of schemas a page imports anything from still builds all of them as it loads
        // (zod's calls are not known to be pure): plain values live apart (*.constants.ts, line-items.input.ts).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        /*
         * Left alone, the bundler makes a chunk for every set of routes that share modules:
         * about 150 files, many under 1 KiB, each compressed on its own, and every lazy route
         * lists them all for preloading. Two groups instead (performance budget, bench/web.ts):
         * - what index.html loads (the login screen's first step with its Mantine parts, the
         *   router, React): one chunk, the entry;
         * - the signed-in shell with its guards, the session, TanStack Query, the index of the
         *   signed-in pages, the API modules of the pages whose route starts their first request
         *   (routes/pages.ts, prefetchers) with what they read the address with, and the status
         *   badge: one chunk that every signed-in page loads first. No zod schema is built as it
         *   loads: production does not check answers, and drops their schemas
         *   (lib/api-client.ts). Forms load theirs, with zod, at the first key or pointer press
         *   (lib/validate.ts, lib/form-schemas.ts): no page's first load has zod.
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
              test: (id: string) => SHELL.test(id) || PREFETCHED_API.test(id) || SHARED_BY_ALL.test(id),
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
