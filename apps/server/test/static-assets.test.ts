/**
 * The built web app as the server sends it: hashed files under /assets are cached for a year
 * (immutable), index.html and the SPA's routes are revalidated on every visit, the .br/.gz
 * files the build writes are sent as they are, and a missing chunk is a 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_IMMUTABLE } from '../src/app.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

const HTML = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const JS = `export const x = ${JSON.stringify('jobflow '.repeat(400))};\n`;
const CSS = `body { margin: 0; }\n${'.a { color: red; }\n'.repeat(100)}`;

let t: TTestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
  const js = path.join(webDist, 'assets/index-Ab12Cd34.js');
  fs.writeFileSync(js, JS);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(JS));
  fs.writeFileSync(path.join(webDist, 'assets/index-Ef56Gh78.css'), CSS);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('are cached for a year as immutable, sent precompressed when the browser takes brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(STATIC_IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('keep the same header when sent as gzip or uncompressed', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(STATIC_IMMUTABLE);
    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers['cache-control']).toBe(STATIC_IMMUTABLE);
  });

  it('cover a file without precompressed copies (the query string is ignored)', async () => {
    const res = await get('/assets/index-Ef56Gh78.css?v=1', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.headers['cache-control']).toBe(STATIC_IMMUTABLE);
  });

  it('a chunk that does not exist is a 404, not the page', async () => {
    const res = await get('/assets/index-Gone0000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('the page', () => {
  it.each(['/', '/login', '/jobs', '/invoices/12', '/index.html'])('%s is index.html with no-cache', async (url) => {
    const res = await get(url, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(HTML);
  });

  it('API answers are never marked immutable', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=31536000/);
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });
});
