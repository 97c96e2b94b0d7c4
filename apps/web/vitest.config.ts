import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure logic (no DOM): api client, guard rules, login matching. */
export default defineConfig({
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
