import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, MANIFEST, ROUTES, routeSizes, type TManifest } from '../../bench/bundle';

/**
 * The web budgets on the production build this run made (npm run test:e2e builds it
 * first): gzipped JS a first visit loads, counted as bench/web.ts counts it for
 * bench/results.md, and every page loaded lazily, so one page's code never weighs on another's.
 */
describe('bundle budgets', () => {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as TManifest;
  const sizes = routeSizes(manifest);
  const dist = path.dirname(path.dirname(MANIFEST));
  /** The build's JS files whose text holds `mark` (a string, or text matching a pattern). */
  const filesWith = (mark: string | RegExp) =>
    new Set(
      Object.values(manifest)
        .filter((c) => c.file.endsWith('.js'))
        .filter((c) => {
          const text = fs.readFileSync(path.join(dist, c.file), 'utf8');
          return typeof mark === 'string' ? text.includes(mark) : mark.test(text);
        })
        .map((c) => c.file),
    );

  it('the login route loads under 120 kB of gzipped JS and the dashboard under 250 kB', () => {
    const over = sizes.filter((s) => BUDGETS[s.name] !== undefined && s.jsGz >= BUDGETS[s.name]).map((s) => `${s.name}: ${s.jsGz} bytes, budget ${BUDGETS[s.name]}`);
    expect(over).toEqual([]);
    expect(Object.keys(BUDGETS).sort()).toEqual(['dashboard', 'login']);
  });

  it("no page loads react-router's prefetching for framework apps: the app's links are its own (ui/link.tsx)", () => {
    // react-router's Link renders <link rel="prefetch"> for the route modules of framework apps;
    // with it (or NavLink, Form) imported anywhere, that code was in the entry every page waits
    // for (apps/web/vite.config.ts, reactRouterTreeShaking; the lint rule APP_LINKS).
    expect([...filesWith(/rel:\s*[`"']prefetch[`"']/)]).toEqual([]);
  });

  it("no page's first load carries zod: answers are not checked in production, and forms load their schemas at the first key or click", () => {
    // Production does not check answers, and drops their schemas (apps/web/src/lib/api-client.ts);
    // the forms' schemas are a chunk of their own (apps/web/src/lib/validate.ts loadFormSchemas).
    // A module that named a schema outside those, or a plain value of a module of schemas, would
    // bring zod and build every schema of that module on the page (zod's classes are named
    // `$ZodType`, `$ZodObject` ... in any build).
    const chunks = Object.values(manifest).filter((c) => c.isEntry || (c.name === 'app' && c.file.endsWith('.js')));
    expect(chunks.map((c) => c.name).sort()).toEqual(['app', 'index']);
    const withZod = filesWith('$ZodType');
    expect(withZod.size, 'the forms still have zod, in a chunk of its own').toBeGreaterThan(0);
    for (const chunk of chunks) expect(withZod.has(chunk.file), `${chunk.file} carries zod`).toBe(false);
    for (const route of sizes) expect(route.files.filter((f) => withZod.has(f)), `${route.name} loads zod`).toEqual([]);
    const forms = Object.values(manifest).find((c) => c.src === 'src/lib/form-schemas.ts');
    expect(forms?.isDynamicEntry, 'the forms\' schemas are loaded lazily').toBe(true);
  });

  it("no page's first load carries Mantine's Tooltip: it loads when a mouse first comes over an element with a tooltip", () => {
    // ui/mouse-tooltip.tsx loads ui/tooltip-view.ts at the first pointing; a Tooltip imported
    // anywhere else (the lint rule MOUSE_TOOLTIPS) would bring it, with floating-ui's hover and
    // dismiss hooks, into the chunk it is in (the header's: the shell's chunk every page waits for).
    // Mantine names it so in any build
    const withTooltip = filesWith('@mantine/core/Tooltip`');
    expect(withTooltip.size, 'the tooltip is still built, in a chunk of its own').toBeGreaterThan(0);
    for (const route of sizes) expect(route.files.filter((f) => withTooltip.has(f)), `${route.name} loads the tooltip`).toEqual([]);
    expect(manifest['src/ui/tooltip-view.ts']?.isDynamicEntry, 'the tooltip is loaded lazily').toBe(true);
  });

  it('each page is its own lazily loaded chunk, not part of the entry or of another page', () => {
    const login = new Set(sizes.find((s) => s.name === 'login')!.files);
    const dynamic = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
    for (const route of ROUTES.filter((r) => r.name !== 'login')) {
      const page = route.modules.at(-1)!;
      expect(manifest[page]?.file, `${route.name}: ${page} has a chunk`).toBeDefined();
      expect(dynamic.has(page), `${route.name}: ${page} is imported lazily`).toBe(true);
      expect(login.has(manifest[page].file), `${route.name}: ${page} is not in the entry`).toBe(false);
      // another page's module is not loaded with this one
      const files = new Set(sizes.find((s) => s.name === route.name)!.files);
      for (const other of ROUTES.filter((r) => r.name !== 'login' && r.modules.at(-1) !== page)) {
        expect(files.has(manifest[other.modules.at(-1)!].file), `${route.name} loads ${other.name}'s page`).toBe(false);
      }
    }
  });
});
