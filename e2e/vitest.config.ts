import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Browser journeys: one server for the run (global setup), one fresh Chromium per test. */
export default defineConfig({
  root,
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    env: { TMPDIR: `${root}e2e/.tmp` },
  },
});
