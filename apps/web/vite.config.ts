import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const apiTarget = process.env.JOBFLOW_API_URL ?? 'http://localhost:3000';

/**
 * Writes a .br and a .gz beside every text file of the build: the server's static files
 * (preCompressed) then send them as they are instead of compressing each request again.
 */
function precompress(): Plugin {
  return {
    name: 'jobflow-precompress',
    apply: 'build',
    // After every other plugin has finished the files (the preload lists are filled in late).
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? `${root}/dist`;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const buffer = fs.readFileSync(path.join(dir, fileName));
        if (buffer.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
        fs.writeFileSync(path.join(dir, `${fileName}.br`), brotli);
        fs.writeFileSync(path.join(dir, `${fileName}.gz`), zlib.gzipSync(buffer, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
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
