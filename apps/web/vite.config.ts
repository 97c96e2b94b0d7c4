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
      output: {
        // Routes are lazy-loaded (src/app/router.tsx); these groups keep the long-lived
        // vendor code in stable chunks so a change to one page does not bust them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'mantine', test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|store|notifications|modals|nprogress)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es|@tabler)[\\/]/, priority: 20 },
            { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|zod)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
