import { openPostgres } from '/work/main/apps/server/src/db/client.ts';
import { listTimesheets } from '/work/main/apps/server/src/features/timesheets/timesheets.service.ts';
import { ZTimesheetListResultSchema } from '@jobflow/contract';
import { okSchema } from '/work/main/apps/server/src/lib/reply.ts';
import { z } from 'zod';
const d = await openPostgres('postgres://postgres@127.0.0.1:5432/jobflow_bench', 2);
import { SUPER_ADMIN_TYPE_ID } from '@jobflow/contract';
const auth = { companyId: 1, user: { id: 1, user_type_id: SUPER_ADMIN_TYPE_ID, client_id: null, is_manager: 1 } } as never;
const res = await listTimesheets({ db: d.db, auth } as never, { page: 17, ipp: 20 } as never);
const env = { status: 'SUCCESS', result: res };
const schema = okSchema(ZTimesheetListResultSchema)[200] as z.ZodType;
const enc = z.safeEncode(schema, env);
if (enc.error) { console.log(enc.error); process.exit(1); }
const a = JSON.stringify(env), b = JSON.stringify(enc.data);
console.log('bytes', a.length, b.length, 'same', a === b);
const time = (name: string, f: () => unknown, n = 400) => { for (let i = 0; i < 100; i++) f(); const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(name, ((performance.now() - t) / n).toFixed(3), 'ms'); };
for (let r = 0; r < 2; r++) {
  time('zod encode', () => z.safeEncode(schema, env));
  time('zod parse', () => z.safeParse(schema, env));
  time('stringify original', () => JSON.stringify(env));
  time('stringify encoded', () => JSON.stringify(enc.data));
}
await d.close();
