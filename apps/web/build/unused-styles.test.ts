import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineClassesImported, mantineClassesIn, withoutUnusedMantineRules } from './unused-styles';

const require = createRequire(import.meta.url);
const mantineCss = fs.readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
/** The class map of a Mantine component, as the build's scripts hold it. */
const classesOf = (component: string) =>
  mantineClassesIn([fs.readFileSync(path.join(path.dirname(require.resolve('@mantine/core/styles.css')), `esm/components/${component}/${component}.module.mjs`), 'utf8')]);

describe('withoutUnusedMantineRules', () => {
  const used = new Set(['m_11111111', 'm_22222222']);

  it('drops the rules of classes no script names and keeps the rest as written', () => {
    const css = [
      ':root{--mantine-color-body:#fff}',
      'body{margin:0}',
      '.m_11111111{color:red}',
      '.m_99999999{color:blue}',
      '.m_11111111 .m_99999999{color:green}',
      '.mantine-focus-auto:focus-visible{outline:2px solid}',
      '[data-mantine-color-scheme=dark] .m_22222222{color:white}',
      '._row_x1y2z_1{padding:0}',
    ].join('\n');
    const out = withoutUnusedMantineRules(css, used);
    expect(out).toContain(':root{--mantine-color-body:#fff}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.m_11111111{color:red}');
    expect(out).toContain('.mantine-focus-auto:focus-visible');
    expect(out).toContain('[data-mantine-color-scheme=dark] .m_22222222{color:white}');
    expect(out).toContain('._row_x1y2z_1{padding:0}');
    expect(out).not.toContain('m_99999999');
  });

  it('keeps the used selectors of a rule that lists unused ones beside them', () => {
    const out = withoutUnusedMantineRules('.m_99999999,.m_11111111:hover,a{color:red}', used);
    expect(out).toBe('.m_11111111:hover,a{color:red}');
  });

  it('drops the at-rules it leaves empty, nested ones too, and keeps the others', () => {
    const css = '@media (min-width:40em){@supports (display:grid){.m_99999999{display:grid}}.m_11111111{gap:1px}}@media print{.m_99999999{display:none}}@keyframes spin{to{transform:rotate(1turn)}}';
    const out = withoutUnusedMantineRules(css, used);
    expect(out).toBe('@media (min-width:40em){.m_11111111{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('returns a stylesheet with nothing to drop as it came', () => {
    const css = '/* kept */\n.m_11111111 { color: red }\n';
    expect(withoutUnusedMantineRules(css, used)).toBe(css);
  });

  it("keeps every rule of the Mantine components a script names, from Mantine's own stylesheet", () => {
    const css = mantineCss;
    // one of them 7 digits long: m_a74036a
    const buttonClasses = classesOf('Button');
    const out = withoutUnusedMantineRules(css, buttonClasses);
    expect(buttonClasses).toContain('m_77c9d27d');
    expect(buttonClasses).toContain('m_a74036a');
    for (const name of buttonClasses) expect(out.split(name).length, name).toBe(css.split(name).length);
    // the rest of the components' rules go; the variables and the global rules stay
    expect(out.length).toBeLessThan(css.length / 2);
    expect(out).toContain('--mantine-color-blue-filled');
    expect(out).toContain('.mantine-focus-auto');
  });
});

describe('mantineClassesImported', () => {
  /** A folder of sources holding `files`, removed after `read`. */
  function withSources<T>(files: Record<string, string>, read: (dir: string) => T): T {
    // under the app, so that its packages resolve from there as the app's do
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, '.sources-'));
    try {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      return read(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('follows the components the sources import through the ones they are built on', () => {
    const classes = withSources({ 'page.tsx': "import { Button, type ButtonProps } from '@mantine/core';\nimport { useDisclosure } from '@mantine/hooks';\n" }, mantineClassesImported);
    for (const component of ['Button', 'UnstyledButton', 'Loader']) for (const name of classesOf(component)) expect(classes, `${component} ${name}`).toContain(name);
    for (const name of classesOf('Table')) expect(classes).not.toContain(name);
    for (const name of classesOf('Stepper')) expect(classes).not.toContain(name);
  });

  it("takes the components a Mantine-based package uses in the modules it imports, and nothing without an import", () => {
    const none = withSources({ 'page.ts': "export const a = 'Button';\n" }, mantineClassesImported);
    expect(none.size).toBe(0);
    // mantine-datatable draws its table with Mantine's Table; the app names none of it itself
    const classes = withSources({ 'list.tsx': "import { DataTable } from 'mantine-datatable';\n" }, mantineClassesImported);
    for (const name of classesOf('Table')) expect(classes).toContain(name);
  });

  it("keeps every class the app's own sources reach in the stylesheet it cuts", () => {
    const kept = mantineClassesImported(path.join(import.meta.dirname, '../src'));
    const out = withoutUnusedMantineRules(mantineCss, kept);
    for (const name of kept) if (mantineCss.includes(name)) expect(out, name).toContain(name);
    expect(out.length).toBeLessThan(mantineCss.length * 0.8);
  });
});
