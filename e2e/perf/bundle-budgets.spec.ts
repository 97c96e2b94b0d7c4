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

  it('the login route loads under 120 KiB of gzipped JS and the dashboard under 250 KiB', () => {
    const over = sizes.filter((s) => BUDGETS[s.name] !== undefined && s.jsGz / 1024 > BUDGETS[s.name]).map((s) => `${s.name}: ${(s.jsGz / 1024).toFixed(1)} KiB`);
    expect(over).toEqual([]);
    expect(Object.keys(BUDGETS).sort()).toEqual(['dashboard', 'login']);
  });

  it('the entry and the signed-in app chunk carry no zod: no schema is built before the page loads the ones its forms use', () => {
    // Production does not check answers, and drops their schemas (apps/web/src/lib/api-client.ts);
    // a module of the app chunk that named one, or a constant of a module of schemas, would bring zod
    // and build every schema of that module on every signed-in page (zod's classes are named
    // `$ZodType`, `$ZodObject` ... in any build).
    const dist = path.dirname(path.dirname(MANIFEST));
    const chunks = Object.values(manifest).filter((c) => c.isEntry || (c.name === 'app' && c.file.endsWith('.js')));
    expect(chunks.map((c) => c.name).sort()).toEqual(['app', 'index']);
    for (const chunk of chunks) expect(fs.readFileSync(path.join(dist, chunk.file), 'utf8').includes('$ZodType'), `${chunk.file} carries zod`).toBe(false);
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
