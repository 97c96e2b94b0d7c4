import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, jobs, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE } from './helpers/multipart.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  const [acme] = await db.select().from(clients).where(eq(clients.code, 'ACME'));
  const [blue] = await db.select().from(clients).where(eq(clients.code, 'BLUE'));
  ids.spring = (await db.select().from(jobs).where(and(eq(jobs.clientId, acme.id), eq(jobs.name, 'Spring campaign key visual'))))[0].id;
  ids.menu = (await db.select().from(jobs).where(and(eq(jobs.clientId, blue.id), eq(jobs.name, 'Menu boards'))))[0].id;
  ids.bakery = (await db.select().from(jobs).where(eq(jobs.name, 'Bakery rebrand')))[0].id;
});
afterAll(async () => t?.close());

type Task = { id: number; seq_no: number; name: string; status: string; due_date: string; actual_hours?: string };

describe('tasks', () => {
  it('lists a job’s tasks by due date with hours for staff only', async () => {
    const staff = await t.call<{ result: Task[] }>('GET', `/api/tasks?job_id=${ids.spring}`, tok.staff);
    expect(staff.status).toBe(200);
    const dues = staff.body.result.map((x) => x.due_date);
    expect(dues).toEqual([...dues].sort());
    expect(staff.body.result.find((x) => x.name === 'Moodboard')?.actual_hours).toBe('3.50');
    const client = await t.call<{ result: Task[] }>('GET', `/api/tasks?job_id=${ids.spring}`, tok.clientUser);
    expect(client.status).toBe(200);
    expect(client.body.result.every((x) => !('actual_hours' in x))).toBe(true);
    expect((await t.call('GET', `/api/tasks?job_id=${ids.menu}`, tok.clientUser)).status).toBe(403);
    expect((await t.call('GET', `/api/tasks?job_id=${ids.bakery}`, tok.superAdmin)).status).toBe(404);
    // the job is required, and is a number: said so, not in the schema library's words
    const none = await t.call<{ errors: Record<string, string[]> }>('GET', '/api/tasks', tok.staff);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ job_id: ['This field is required'] });
    expect((await t.call<{ errors: Record<string, string[]> }>('GET', '/api/tasks?job_id=', tok.staff)).body.errors).toEqual({ job_id: ['This field is required'] });
    expect((await t.call<{ errors: Record<string, string[]> }>('GET', '/api/tasks?job_id=spring', tok.staff)).body.errors).toEqual({ job_id: ['This field must be a number.'] });
    const body = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/timesheets', tok.staff, { job_id: 'spring', session_date: '2026-11-20', start_time: '09:00', end_time: '10:00', break: 0, description: 'x' });
    expect(body.status).toBe(422);
    // a field with the spec's own message keeps it
    expect(body.body.errors.job_id).toEqual(['Please select the job']);
    // a choice or a date that was sent but is not one: said so plainly, not "required" nor in the library's words
    const badStatus = await t.call<{ errors: Record<string, string[]> }>('POST', `/api/jobs/${ids.spring}`, tok.superAdmin, { status: 'bogus' });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors).toEqual({ status: ['The selected value is invalid.'] });
    const badDate = await t.call<{ errors: Record<string, string[]> }>('POST', `/api/jobs/${ids.spring}`, tok.superAdmin, { due_date: '2026-02-30' });
    expect(badDate.body.errors).toEqual({ due_date: ['This field must be a valid date.'] });
    const badSort = await t.call<{ errors: Record<string, string[]> }>('GET', '/api/jobs?sort=nonsense', tok.superAdmin);
    expect(badSort.body.errors).toEqual({ sort: ['The selected value is invalid.'] });
  });

  it('adds a task with the next number, updates it (server status wins) and deletes it', async () => {
    const missing = await t.call('POST', '/api/tasks', tok.staff, { job_id: ids.spring, name: '' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { name: ['This field is required'], due_date: ['This field is required'] } });
    const created = await t.call<{ result: Task }>('POST', '/api/tasks', tok.staff, { job_id: ids.spring, name: 'Print proofs', due_date: '2026-12-01', description: '<p>Check <script>x</script>colours</p>' });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ seq_no: 4, name: 'Print proofs', status: 'pending' });
    const id = created.body.result.id;
    const upd = await t.call<{ result: Task & { description: string } }>('POST', `/api/tasks/${id}`, tok.staff, { status: 'in_progress', name: 'Print proofs v2' });
    expect(upd.body.result).toMatchObject({ status: 'in_progress', name: 'Print proofs v2', description: '<p>Check colours</p>' });
    expect((await t.call('POST', `/api/tasks/${id}`, tok.staff, { status: 'nope' })).status).toBe(422);
    expect((await t.call('POST', `/api/tasks/${id}`, tok.clientUser, { status: 'completed' })).status).toBe(403);
    expect((await t.call('POST', '/api/tasks', tok.clientUser, { job_id: ids.spring, name: 'x', due_date: '2026-12-01' })).status).toBe(403);
    expect((await t.call('DELETE', `/api/tasks/${id}`, tok.secondAdmin)).status).toBe(404);
    const del = await t.call<{ result: { name: string } }>('DELETE', `/api/tasks/${id}`, tok.staff);
    expect(del.body.result.name).toBe('Print proofs v2');
    expect((await t.call('GET', `/api/tasks/${id}`, tok.staff)).status).toBe(404);
  });

  it('deleting a task keeps its time on the job, and an invoiced task cannot be deleted', async () => {
    const spring = await t.call<{ result: Task[] }>('GET', `/api/tasks?job_id=${ids.spring}`, tok.superAdmin);
    const concepts = spring.body.result.find((x) => x.name === 'Concepts round 1')!;
    expect((await t.call('DELETE', `/api/tasks/${concepts.id}`, tok.superAdmin)).status).toBe(200);
    const rows = await t.database.db.execute(`select count(*)::int as n from timesheets where job_id = ${ids.spring} and description = 'Concept sketches'`);
    expect(('rows' in rows ? rows.rows : rows)[0]).toMatchObject({ n: 1 });
    const trade = (await t.database.db.select().from(jobs).where(eq(jobs.name, 'Trade show stand')))[0];
    const tradeTasks = await t.call<{ result: Task[] }>('GET', `/api/tasks?job_id=${trade.id}`, tok.superAdmin);
    const res = await t.call('DELETE', `/api/tasks/${tradeTasks.body.result[0].id}`, tok.superAdmin);
    expect(res.status).toBe(409);
  });
});

type Comment = { id: number; type: string; content: string; board: string; author: { full_name: string; initials: string }; files: Array<{ name: string; download_url: string }>; can_delete: boolean };
const counts = async (token: string) => (await t.call<{ result: { numberOfUnreadComments: number } }>('GET', '/api/user/notifications', token)).body.result.numberOfUnreadComments;

describe('discussion', () => {
  it('keeps the team board from client users', async () => {
    expect((await t.call('GET', `/api/jobs/${ids.spring}/comments?board=team`, tok.clientUser)).status).toBe(403);
    expect((await t.call('POST', `/api/jobs/${ids.spring}/comments`, tok.clientUser, { board: 'team', comment: '<p>hi</p>' })).status).toBe(403);
    const client = await t.call<{ result: { data: Comment[] } }>('GET', `/api/jobs/${ids.spring}/comments?board=client`, tok.clientUser);
    expect(client.status).toBe(200);
    expect(client.body.result.data[0].author).toMatchObject({ full_name: 'Morgan Price', initials: 'MP' });
  });

  it('an @mention raises the mentioned person’s unread count; everyone else on the job hears of the comment', async () => {
    const samBefore = await counts(tok.staff);
    const managerBefore = await counts(tok.clientManager);
    const html = `<p>Over to you <span data-type="mention" data-id="${ids.staff}" class="mention">@Sam Taylor</span> <a href="javascript:alert(1)">x</a></p>`;
    const res = await t.call<{ result: Comment }>('POST', `/api/jobs/${ids.spring}/comments`, tok.superAdmin, { board: 'team', comment: html });
    expect(res.status).toBe(200);
    expect(res.body.result.content).not.toContain('javascript:');
    expect(res.body.result.content).toContain('data-type="mention"');
    expect(await counts(tok.staff)).toBe(samBefore + 1);
    // The client manager is not told about team-board talk.
    expect(await counts(tok.clientManager)).toBe(managerBefore);
    // A client-board comment reaches the client's contacts.
    await t.call('POST', `/api/jobs/${ids.spring}/comments`, tok.superAdmin, { board: 'client', comment: '<p>New palette attached.</p>' });
    expect(await counts(tok.clientManager)).toBe(managerBefore + 1);
  });

  it('posts code snippets as text, pages comments and deletes with the author’s right', async () => {
    const code = await t.call<{ result: Comment }>('POST', `/api/jobs/${ids.spring}/comments`, tok.staff, { board: 'team', comment: '<b>not html</b>', type: 'code' });
    expect(code.body.result).toMatchObject({ type: 'code', content: '<b>not html</b>', can_delete: true });
    expect((await t.call('POST', `/api/jobs/${ids.spring}/comments`, tok.staff, { board: 'team', comment: '   ' })).status).toBe(422);
    expect((await t.call('POST', `/api/jobs/${ids.spring}/comments`, tok.staff, { board: 'team', comment: '<script>x</script>' })).status).toBe(422);
    for (let i = 0; i < 11; i++) await t.call('POST', `/api/jobs/${ids.spring}/comments`, tok.staff, { board: 'team', comment: `<p>note ${i}</p>` });
    const p1 = await t.call<{ result: { data: Comment[]; last_page: number; total: number } }>('GET', `/api/jobs/${ids.spring}/comments?board=team&page=1`, tok.staff);
    expect(p1.body.result.data).toHaveLength(10);
    expect(p1.body.result.last_page).toBe(Math.ceil(p1.body.result.total / 10));
    expect(p1.body.result.data[0].content).toBe('<p>note 10</p>');
    // Sam may not delete Alex's comment; Alex (super admin) may delete Sam's.
    const alexs = p1.body.result.data.find((c) => c.author.full_name === 'Alex Morgan') ?? (await t.call<{ result: { data: Comment[] } }>('GET', `/api/jobs/${ids.spring}/comments?board=team&page=2`, tok.staff)).body.result.data.find((c) => c.author.full_name === 'Alex Morgan')!;
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/comments/${alexs.id}`, tok.staff)).status).toBe(403);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/comments/${code.body.result.id}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/comments/${code.body.result.id}`, tok.superAdmin)).status).toBe(200);
  });
});

describe('files', () => {
  const upload = (token: string, parts: Parameters<typeof multipart>[0]) => {
    const m = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...m.headers, authorization: `Bearer ${token}` }, payload: m.payload });
  };
  const fields = (jobId: number, board = 'client') => [
    { name: 'type', value: 'comment' },
    { name: 'object_type', value: 'job' },
    { name: 'object_id', value: String(jobId) },
    { name: 'board', value: board },
  ];

  it('uploads a file as a comment; it lists as an attachment and downloads from its signed link only', async () => {
    const res = await upload(tok.clientUser, [...fields(ids.spring), { name: 'file_upload', filename: 'brief <final>.png', data: SAMPLE.png, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { result: { comment: Comment; file: { id: number; name: string; download_url: string } } };
    expect(body.result.comment.type).toBe('file');
    expect(body.result.file.name).toBe('brief _final_.png');
    const job = await t.call<{ result: { attachments: Array<{ id: number }> } }>('GET', `/api/jobs/${ids.spring}`, tok.clientUser);
    expect(job.body.result.attachments.map((a) => a.id)).toContain(body.result.file.id);
    const dl = await t.app.inject({ method: 'GET', url: body.result.file.download_url });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment;');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(dl.rawPayload, SAMPLE.png)).toBe(0);
    const tampered = body.result.file.download_url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const other = body.result.file.download_url.replace(`/files/${body.result.file.id}/`, `/files/${body.result.file.id + 1}/`);
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const expired = body.result.file.download_url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('refuses files by content, not by name', async () => {
    const html = await upload(tok.staff, [...fields(ids.spring, 'team'), { name: 'file_upload', filename: 'innocent.png', data: SAMPLE.html, type: 'image/png' }]);
    expect(html.statusCode).toBe(422);
    const exe = await upload(tok.staff, [...fields(ids.spring, 'team'), { name: 'file_upload', filename: 'tool.pdf', data: SAMPLE.exe }]);
    expect(exe.statusCode).toBe(422);
  });

  it('takes any other file on a board (the spec limits it by size only), stored as what its bytes are, but never a program or script', async () => {
    const post = async (filename: string, data: Buffer) => upload(tok.clientUser, [...fields(ids.spring), { name: 'file_upload', filename, data }]);
    const kept: number[] = [];
    for (const [filename, data, mime] of [
      ['artwork.psd', SAMPLE.psd, 'image/vnd.adobe.photoshop'],
      ['scan.tiff', SAMPLE.tiff, 'image/tiff'],
      ['teaser.mp4', SAMPLE.mp4, 'video/mp4'],
      ['layout.indd', Buffer.from('\x06\x06\xed\xf5\xd8\x1d\x46\xe5\xbd\x31\xef\xe7\xfe\x74\xb7\x1d', 'latin1'), 'application/x-indesign'],
      ['palette.ase', Buffer.from('swatches \x01\x02\x03', 'latin1'), 'application/octet-stream'], // a type nobody detects
      ['notes.txt', Buffer.from('call the printer'), 'text/plain'],
    ] as const) {
      const res = await post(filename, data);
      expect(res.statusCode, filename).toBe(200);
      const file = (JSON.parse(res.body) as { result: { file: { id: number; name: string; download_url: string } } }).result.file;
      kept.push(file.id);
      expect(file.name).toBe(filename);
      const dl = await t.app.inject({ method: 'GET', url: file.download_url });
      expect(dl.headers['content-type'], filename).toContain(mime.startsWith('text/') ? 'text/plain' : mime);
      expect(dl.headers['content-disposition']).toContain('attachment;');
      expect(dl.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.compare(dl.rawPayload, data)).toBe(0);
    }
    for (const [filename, data] of [
      ['setup.exe', Buffer.from('not really a program')], // by its name
      ['run.bat', Buffer.from('echo hi')],
      ['invoice.js', Buffer.from('alert(1)')],
      ['photo.dat', SAMPLE.exe], // by its bytes, whatever the name
      ['render', SAMPLE.elf],
      ['logo.svg', SAMPLE.svg], // drawings and pages that can carry script
      ['mockup.html', SAMPLE.html],
      ['logo.png', SAMPLE.svg], // bytes other than the name promises
    ] as const) {
      const res = await post(filename, data);
      expect(res.statusCode, filename).toBe(422);
      const message = (JSON.parse(res.body) as { errors: { file: string[] } }).errors.file[0];
      expect(message).toBe(
        filename === 'logo.png'
          ? 'logo.png: this type of file is not accepted. Its content is not a png file.'
          : `${filename}: this type of file is not accepted. Programs, scripts and web pages cannot be uploaded.`,
      );
    }
    for (const id of kept) expect((await t.call('DELETE', `/api/jobs/${ids.spring}/attachments/${id}`, tok.clientUser)).status).toBe(200);
  });

  it('answers 413 past the size limit and keeps client users off the team board and other jobs', async () => {
    const big = await upload(tok.staff, [...fields(ids.spring, 'team'), { name: 'file_upload', filename: 'big.pdf', data: Buffer.concat([SAMPLE.pdf, Buffer.alloc(11 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect((await upload(tok.clientUser, [...fields(ids.spring, 'team'), { name: 'file_upload', filename: 'a.png', data: SAMPLE.png }])).statusCode).toBe(403);
    expect((await upload(tok.clientUser, [...fields(ids.menu), { name: 'file_upload', filename: 'a.png', data: SAMPLE.png }])).statusCode).toBe(403);
    expect((await upload(tok.secondAdmin, [...fields(ids.spring), { name: 'file_upload', filename: 'a.png', data: SAMPLE.png }])).statusCode).toBe(404);
  });

  it('hides team-board files from client users and lets staff delete attachments', async () => {
    const res = await upload(tok.staff, [...fields(ids.spring, 'team'), { name: 'file_upload', filename: 'internal.pdf', data: SAMPLE.pdf }]);
    const file = (JSON.parse(res.body) as { result: { file: { id: number } } }).result.file;
    const asClient = await t.call<{ result: { attachments: Array<{ id: number }> } }>('GET', `/api/jobs/${ids.spring}`, tok.clientUser);
    expect(asClient.body.result.attachments.map((a) => a.id)).not.toContain(file.id);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/attachments/${file.id}`, tok.clientUser)).status).toBe(404);
    const del = await t.call<{ result: { name: string } }>('DELETE', `/api/jobs/${ids.spring}/attachments/${file.id}`, tok.staff);
    expect(del.body.result.name).toBe('internal.pdf');
    const asStaff = await t.call<{ result: { attachments: Array<{ id: number }> } }>('GET', `/api/jobs/${ids.spring}`, tok.staff);
    expect(asStaff.body.result.attachments.map((a) => a.id)).not.toContain(file.id);
    // The file's comment on the board goes with it.
    const board = await t.call<{ result: { data: Comment[] } }>('GET', `/api/jobs/${ids.spring}/comments?board=team`, tok.staff);
    expect(board.body.result.data.some((c) => c.type === 'file' && c.content === 'internal.pdf')).toBe(false);
  });

  it('tells who uploaded each attachment, and a client user removes its own uploads only', async () => {
    const fileOf = (res: { body: string }) => (JSON.parse(res.body) as { result: { file: { id: number } } }).result.file.id;
    const staffFile = fileOf(await upload(tok.staff, [...fields(ids.spring, 'client'), { name: 'file_upload', filename: 'proof.pdf', data: SAMPLE.pdf }]));
    const clientFile = fileOf(await upload(tok.clientUser, [...fields(ids.spring, 'client'), { name: 'file_upload', filename: 'our-logo.png', data: SAMPLE.png }]));
    const job = await t.call<{ result: { attachments: Array<{ id: number; uploaded_by: number | null }> } }>('GET', `/api/jobs/${ids.spring}`, tok.clientUser);
    const byId = new Map(job.body.result.attachments.map((a) => [a.id, a.uploaded_by]));
    expect(byId.get(staffFile)).toBe(ids.staff);
    expect(byId.get(clientFile)).toBe(ids.clientUser);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/attachments/${staffFile}`, tok.clientUser)).status).toBe(403);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/attachments/${clientFile}`, tok.clientUser)).status).toBe(200);
    const after = await t.call<{ result: { attachments: Array<{ id: number }> } }>('GET', `/api/jobs/${ids.spring}`, tok.staff);
    expect(after.body.result.attachments.map((a) => a.id)).toEqual(expect.arrayContaining([staffFile]));
    expect(after.body.result.attachments.map((a) => a.id)).not.toContain(clientFile);
    expect((await t.call('DELETE', `/api/jobs/${ids.spring}/attachments/${staffFile}`, tok.staff)).status).toBe(200);
  });
});
