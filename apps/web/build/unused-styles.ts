import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';

/**
 * Mantine's components are styled by CSS modules compiled into fixed class names (`m_` and 7 or
 * 8 hex digits), which their scripts name in a literal map (`{ root: "m_77c9d27d", ... }`). A
 * class that no script of the build names is on no element, so a selector that needs one never
 * matches.
 */
const MANTINE_CLASS = /\bm_[0-9a-f]+\b/g;

/** The Mantine classes the scripts of a build name. */
export function mantineClassesIn(scripts: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const code of scripts) for (const name of code.match(MANTINE_CLASS) ?? []) used.add(name);
  return used;
}

/**
 * The stylesheet without the selectors that need a Mantine class outside `kept` (a rule left
 * with none goes, and an at-rule left empty with it). Every other selector stays as written:
 * elements, attributes, variables, the app's own classes and Mantine's static `mantine-` ones.
 * Returns the stylesheet as it came when nothing goes.
 */
export function withoutUnusedMantineRules(css: string, kept: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  let changed = false;
  root.walkRules((rule) => {
    const left = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every((name) => kept.has(name)));
    if (left.length === rule.selectors.length) return;
    changed = true;
    if (left.length) rule.selectors = left;
    else rule.remove();
  });
  if (!changed) return css;
  // innermost first: a @media left holding only an emptied @supports goes too
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => {
    if (atRule.nodes) atRules.unshift(atRule);
  });
  for (const atRule of atRules) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** The import and export-from statements of a module (ES syntax, minified or not). */
const IMPORTS = /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{([^}]*)\}\s*)?(?:\*\s*as\s*[\w$]+\s*)?from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s*[\w$]+)?)\s*from\s*["']([^"']+)["']/g;

type TImport = { from: string; names: string[] };

function importsOf(source: string): TImport[] {
  return [...source.matchAll(IMPORTS)].map((m) => ({
    from: m[2] ?? m[3] ?? m[5],
    // `A as b` names A; `type A` is a type
    names: (m[1] ?? m[4] ?? '')
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
      .filter(Boolean),
  }));
}

function filesUnder(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') filesUnder(file, into);
    } else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      into.push(file);
    }
  }
  return into;
}

/** The folder of an installed package (the one holding its package.json). */
function packageDir(name: string, from: string): string {
  let dir = path.dirname(createRequire(path.join(from, 'noop.js')).resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`unused-styles: no package folder for ${name}`);
    dir = up;
  }
  return dir;
}

/** Packages built on Mantine's components, whose own modules import them from '@mantine/core'. */
const ON_MANTINE = /^(@mantine\/(?!core$|hooks$)[\w-]+|mantine-[\w-]+)$/;

/**
 * The classes of every Mantine component the app's sources can reach: the names they import
 * from '@mantine/core', and those the Mantine-based packages they import (dates, notifications,
 * mantine-datatable...) import in any of their modules, followed through @mantine/core's own
 * modules to every CSS module map they import. Read from the sources, not from a build, so
 * that the stylesheet cut by it (and its file's hash) follows from the sources alone. It keeps a
 * component whose module the app imports but the bundler leaves out, never the reverse; the
 * build checks that (`unusedMantineStyles` in vite.config.ts).
 */
export function mantineClassesImported(sourceDir: string): Set<string> {
  const names = new Set<string>();
  const packages = new Set<string>();
  const readImports = (file: string) => {
    for (const { from, names: imported } of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (from === '@mantine/core') for (const name of imported) names.add(name);
      else if (ON_MANTINE.test(from)) packages.add(from);
    }
  };
  for (const file of filesUnder(sourceDir)) readImports(file);
  for (const name of packages) for (const file of filesUnder(packageDir(name, sourceDir))) readImports(file);

  const coreDir = packageDir('@mantine/core', sourceDir);
  const esm = path.join(coreDir, 'esm');
  const moduleOf = new Map<string, string>();
  for (const { from, names: exported } of importsOf(fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8'))) {
    if (from.startsWith('.')) for (const name of exported) moduleOf.set(name, path.resolve(esm, from));
  }
  const reached = new Set<string>();
  const next = [...names].flatMap((name) => moduleOf.get(name) ?? []);
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { from } of importsOf(fs.readFileSync(file, 'utf8'))) if (from.startsWith('.')) next.push(path.resolve(path.dirname(file), from));
  }
  return mantineClassesIn([...reached].filter((file) => file.endsWith('.module.mjs')).map((file) => fs.readFileSync(file, 'utf8')));
}
