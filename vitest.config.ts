import { defineConfig } from 'vitest/config';

/** Unit and API tests (PGlite by default; PostgreSQL when DATABASE_URL is set: npm run test:pg). */
export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
