/**
 * Files audit: size limit, type checked by content, generated storage names, served as
 * attachments with a sanitised name and nosniff, signed links that expire, and no access
 * without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_FILESIZE_BYTES } from '@jobflow/contract';
import { files } from '../src/db/schema/index.ts';
import { LINK_TTL_SECONDS, signPath } from '../src/lib/signing.ts';
import { cleanFileName } from '../src/features/files/files.service.ts';
import { contentDisposition } from '../src/features/files/files.routes.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE, type TPart } from './helpers/multipart.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  tok.superAdmin = await t.login(DEMO_LOGINS.superAdmin);
  tok.staff = await t.login(DEMO_LOGINS.staff);
  tok.secondAdmin = await t.login(DEMO_LOGINS.secondAdmin);
  tok.clientUser = await t.login(DEMO_LOGINS.clientUser);
  const jobs = await t.call<{ result: { data: Array<{ id: number }> } }>('GET', '/api/jobs?kw=Spring', tok.superAdmin);
  jobId = jobs.body.result.data[0].id;
});
afterAll(async () => t?.close());

type TUploaded = { id: number; name: string; mime: string; download_url: string };

const upload = (file: { filename: string; data: Buffer; type?: string }, token = tok.staff) => {
  const parts: TPart[] = [
    { name: 'type', value: 'comment' },
    { name: 'object_type', value: 'job' },
    { name: 'object_id', value: String(jobId) },
    { name: 'board', value: 'team' },
    { name: 'file_upload', ...file },
  ];
  const m = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...m.headers, authorization: `Bearer ${token}` }, payload: m.payload });
};
const uploaded = async (file: { filename: string; data: Buffer; type?: string }) => {
  const res = await upload(file);
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { result: { file: TUploaded } }).result.file;
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('size limit', () => {
  it('answers 413 with the error envelope past the limit, and stores nothing', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const res = await upload({ filename: 'big.pdf', data: Buffer.concat([SAMPLE.pdf, Buffer.alloc(UPLOAD_MAX_FILESIZE_BYTES)]) });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'FAILED', error: expect.any(String) });
    expect((await t.database.db.select().from(files)).length).toBe(before);
  });
});

describe('type checked by content', () => {
  it.each([
    ['HTML with a script named .png', 'innocent.png', SAMPLE.html, 'image/png'],
    ['SVG with a script named .png', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
    ['SVG named .svg', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'image/svg+xml'],
    ['HTML named .html', 'page.html', SAMPLE.html, 'text/html'],
    ['JavaScript named .js', 'app.js', Buffer.from('alert(document.cookie)'), 'text/javascript'],
    ['a Windows executable named .pdf', 'tool.pdf', SAMPLE.exe, 'application/pdf'],
    ['a Windows executable named .exe', 'tool.exe', SAMPLE.exe, 'application/octet-stream'],
    ['HTML named .txt with NUL bytes', 'notes.txt', Buffer.from('<script>x</script>\u0000'), 'text/plain'],
  ])('refuses %s with 422 on the field', async (_what, filename, data, type) => {
    const res = await upload({ filename, data, type });
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'FAILED', errors: { file: [expect.stringContaining('this type of file is not accepted')] } });
  });

  it('stores the type found in the bytes, not the claimed one, and never serves active content inline', async () => {
    const png = await uploaded({ filename: 'photo.html', data: SAMPLE.png, type: 'text/html' });
    expect(png.mime).toBe('image/png');
    const dl = await get(png.download_url);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
    // Plain text is allowed on job boards, served as plain text, as an attachment, in a sandbox.
    const txt = await uploaded({ filename: 'notes.txt', data: Buffer.from('<script>alert(1)</script>'), type: 'text/html' });
    expect(txt.mime).toBe('text/plain');
    const t2 = await get(txt.download_url);
    expect(t2.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(t2.headers['content-disposition']).toMatch(/^attachment;/);
    expect(t2.headers['x-content-type-options']).toBe('nosniff');
    expect(t2.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('generated storage names', () => {
  it('stores the bytes under a random name inside the agency folder, whatever the uploaded name', async () => {
    const dataDir = t.app.config.dataDir;
    const f = await uploaded({ filename: '../../../../etc/evil.png', data: SAMPLE.png });
    expect(f.name).toBe('evil.png');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, f.id));
    expect(row.storageKey).toMatch(/^\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(row.storageKey).not.toContain('evil');
    const stored = path.join(dataDir, 'files', row.storageKey);
    expect(fs.readFileSync(stored).equals(SAMPLE.png)).toBe(true);
    expect(fs.existsSync(path.resolve(dataDir, 'files', '../../../../etc/evil.png'))).toBe(false);
    const win = await uploaded({ filename: '..\\..\\windows\\evil2.png', data: SAMPLE.png });
    expect(win.name).toBe('evil2.png');
  });
});

describe('attachments with a sanitised name', () => {
  it('cleans names on the way in: no path, no control characters, no bidi overrides', () => {
    expect(cleanFileName('a\r\nb.png')).toBe('a__b.png');
    expect(cleanFileName('invoice\u202Egnp.exe')).toBe('invoice_gnp.exe');
    expect(cleanFileName('"quoted" <name>.pdf')).toBe('_quoted_ _name_.pdf');
    expect(cleanFileName('/')).toBe('file');
  });

  it('builds Content-Disposition from any stored name without breaking the header', () => {
    const h = contentDisposition('rés"umé\\ (v2)*\r\nSet-Cookie: x=1.pdf');
    expect(h).not.toMatch(/[\r\n]/);
    expect(h).toMatch(/^attachment; filename="r_s_um__ \(v2\)\*__Set-Cookie: x=1\.pdf"; filename\*=UTF-8''/);
    const ext = /filename\*=UTF-8''(.*)$/.exec(h)![1];
    expect(ext).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(ext)).toBe('rés"umé\\ (v2)*\r\nSet-Cookie: x=1.pdf');
  });

  it('downloads as an attachment with the UTF-8 name in filename*, an ASCII fallback, and nosniff', async () => {
    const f = await uploaded({ filename: "Brief (final) – été's.pdf", data: SAMPLE.pdf });
    expect(f.name).toBe("Brief (final) – été's.pdf");
    const dl = await get(f.download_url);
    expect(dl.statusCode).toBe(200);
    const cd = String(dl.headers['content-disposition']);
    expect(cd).toBe(`attachment; filename="Brief (final) _ _t_'s.pdf"; filename*=UTF-8''Brief%20%28final%29%20%E2%80%93%20%C3%A9t%C3%A9%27s.pdf`);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['cache-control']).toContain('private');
    // A name stored before cleaning existed (control characters, quotes) still gives a valid header.
    await t.database.db.update(files).set({ name: 'old\r\n"name".pdf' }).where(eq(files.id, f.id));
    const old = await get(f.download_url);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toBe("attachment; filename=\"old___name_.pdf\"; filename*=UTF-8''old%0D%0A%22name%22.pdf");
  });
});

describe('signed links', () => {
  let f: TUploaded;
  beforeAll(async () => {
    f = await uploaded({ filename: 'signed.png', data: SAMPLE.png });
  });
  const pathOf = (id: number) => `/api/files/${id}/download`;

  it('work without a session, for a short time only', async () => {
    expect(f.download_url).toMatch(/^\/api\/files\/\d+\/download\?expires=\d+&sig=[\w-]+$/);
    const expires = Number(/expires=(\d+)/.exec(f.download_url)![1]);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(LINK_TTL_SECONDS);
    expect(expires - Date.now() / 1000).toBeGreaterThan(LINK_TTL_SECONDS - 60);
    expect((await get(f.download_url)).statusCode).toBe(200);
  });

  it('expire: a link signed a little less than its lifetime ago works, one signed longer ago does not', async () => {
    const secret = t.app.signingSecret;
    const fresh = signPath(secret, pathOf(f.id), Date.now() - (LINK_TTL_SECONDS - 30) * 1000);
    expect((await get(fresh)).statusCode).toBe(200);
    const stale = signPath(secret, pathOf(f.id), Date.now() - (LINK_TTL_SECONDS + 1) * 1000);
    const res = await get(stale);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'FAILED', error: expect.stringContaining('expired') });
  });

  it('refuse a tampered, moved, absent or foreign signature', async () => {
    const url = f.download_url;
    const sig = /sig=([^&]+)/.exec(url)![1];
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect((await get(url.replace(sig, flipped))).statusCode).toBe(403);
    // The same bytes spelled differently: the last character's two spare bits set.
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spare = sig.slice(0, -1) + B64[B64.indexOf(sig.slice(-1)) ^ 1];
    expect(Buffer.from(spare, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    expect((await get(url.replace(sig, spare))).statusCode).toBe(403);
    // A later expiry with the old signature.
    expect((await get(url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`))).statusCode).toBe(403);
    // The signature of one file does not open another.
    expect((await get(url.replace(pathOf(f.id), pathOf(f.id - 1)))).statusCode).toBe(403);
    // No signature, no expiry, nothing at all.
    expect((await get(url.replace(/&sig=[^&]+/, ''))).statusCode).toBe(403);
    expect((await get(url.replace(/expires=\d+&/, ''))).statusCode).toBe(403);
    expect((await get(pathOf(f.id))).statusCode).toBe(403);
    expect((await get(`${pathOf(f.id)}?expires=abc&sig=${sig}`)).statusCode).toBe(403);
    // Signed with another secret (another installation).
    expect((await get(signPath('another-secret', pathOf(f.id)))).statusCode).toBe(403);
  });

  it('a page open longer than a link lives gets a fresh one for a file its caller sees, and only then', async () => {
    const link = (id: number, token: string) => t.call<{ result: { download_url: string } }>('GET', `/api/files/${id}/link`, token);
    const res = await link(f.id, tok.staff);
    expect(res.status).toBe(200);
    const fresh = res.body.result.download_url;
    expect(fresh).toMatch(new RegExp(`^${pathOf(f.id)}\\?expires=\\d+&sig=`));
    expect(Number(/expires=(\d+)/.exec(fresh)![1]) - Date.now() / 1000).toBeGreaterThan(LINK_TTL_SECONDS - 60);
    expect((await get(fresh)).statusCode).toBe(200);
    expect((await link(f.id, tok.superAdmin)).status).toBe(200);
    // a file of the team's board is no client's; another agency's id is not found; nor is a file that never was
    const job = await t.call('GET', `/api/jobs/${jobId}`, tok.clientUser);
    expect(job.status).toBe(200);
    expect((await link(f.id, tok.clientUser)).status).toBe(404);
    expect((await link(f.id, tok.secondAdmin)).status).toBe(404);
    expect((await link(999_999, tok.staff)).status).toBe(404);
    expect((await link(f.id, '')).status).toBe(401);
  });

  it('a session token is no substitute for the signature, and a deleted file is gone', async () => {
    expect((await get(pathOf(f.id), { authorization: `Bearer ${tok.superAdmin}` })).statusCode).toBe(403);
    expect((await get(`${pathOf(f.id)}?token=${tok.superAdmin}`)).statusCode).toBe(403);
    expect((await get(`/api/files/${f.id}`, { authorization: `Bearer ${tok.superAdmin}` })).statusCode).toBe(404);
    // Attachments are only listed (with links) to those who may see them: not another agency.
    expect((await t.call('GET', `/api/jobs/${jobId}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('DELETE', `/api/jobs/${jobId}/attachments/${f.id}`, tok.superAdmin)).status).toBe(200);
    expect((await get(f.download_url)).statusCode).toBe(404);
  });
});
