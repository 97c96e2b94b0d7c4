import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** STYLE.md 7: features never import each other; app/routes compose them, ui/ holds what they share. */
const WEB_FEATURES = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'], message: 'Features never import each other or the app (STYLE.md 7): compose them in app/routes, share through ui/ or the contract.' }] },
    ],
  },
}));

const NO_FOCUSED_TESTS = { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'No focused tests.' };

/**
 * An answer's schema is only for development (apps/web/src/lib/api-client.ts): written
 * `schema: import.meta.env.DEV && ...`, the production build drops it, and the contract's
 * schemas it names are not built as a page's chunks load.
 */
const DEV_ONLY_ANSWER_SCHEMAS = {
  selector:
    "CallExpression[callee.name='apiRequest'] > ObjectExpression > Property[key.name='schema']:not([value.type='LogicalExpression'][value.operator='&&'][value.left.type='MemberExpression'][value.left.property.name='DEV'][value.left.object.property.name='env'])",
  message: "Write an answer's schema as `schema: import.meta.env.DEV && ...`: production does not check answers, and must not build their schemas (lib/api-client.ts).",
};

const FORM_SCHEMAS_ON_USE = {
  selector: "ImportDeclaration[source.value='@jobflow/contract'][importKind='value'] > ImportSpecifier[importKind='value'][imported.name=/^Z[A-Za-z]*Schema$/]",
  message:
    "A form takes its schema through `validateForm((s) => s.ZSchema, values)` (lib/validate.ts, lib/form-schemas.ts): a schema imported here would bring zod and build the module's schemas with the page.",
};

const MOUSE_TOOLTIPS = {
  selector: ":matches(ImportDeclaration, ExportNamedDeclaration)[source.value='@mantine/core'] > :matches(ImportSpecifier[importKind!='type'], ExportSpecifier)[local.name='Tooltip']",
  message:
    "Wrap the element in `MouseTooltip` (ui/mouse-tooltip.tsx): a Mantine Tooltip around an element is rendered with it, floating-ui's hooks and all, whether or not a mouse ever comes; MouseTooltip makes it when one first does.",
};

/**
 * react-router's Link renders the prefetching of framework apps with it (PrefetchPageLinks and
 * the route modules' link lists): imported anywhere, it is in the entry every page waits for.
 * The app's own link (ui/link.tsx) does what the app's links do (apps/web/vite.config.ts,
 * reactRouterTreeShaking).
 */
const APP_LINKS = {
  selector: "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name=/^(Link|NavLink|Form)$/]",
  message: "Use `Link` from '@/ui/link': react-router's Link, NavLink and Form bring its framework mode's prefetching into the entry every page loads.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'e2e/.tmp/**', '.tmp/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, DEV_ONLY_ANSWER_SCHEMAS, MOUSE_TOOLTIPS, APP_LINKS] },
  },
  {
    // Outside the API modules (answer schemas for development) and the modules that load lazily.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/api/**',
      'apps/web/src/lib/session.ts',
      'apps/web/src/lib/open-jobs.ts',
      'apps/web/src/lib/form-schemas.ts',
      'apps/web/src/features/auth/components/login-flow.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, DEV_ONLY_ANSWER_SCHEMAS, FORM_SCHEMAS_ON_USE, MOUSE_TOOLTIPS, APP_LINKS] },
  },
  {
    // The one place Mantine's Tooltip is imported: ui/mouse-tooltip.tsx loads it when a mouse first comes.
    files: ['apps/web/src/ui/tooltip-view.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, DEV_ONLY_ANSWER_SCHEMAS, FORM_SCHEMAS_ON_USE, APP_LINKS] },
  },
  ...featureBoundaries,
);
