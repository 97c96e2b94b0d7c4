import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const apiTarget = process.env.JOBFLOW_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: { '@': `${root}/src` },
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
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants: one of them imported for
        // a constant (the API client's MESSAGES) must not pull every zod schema into the entry.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
