/**
 * Benchmark data generator: one large agency plus many small ones.
 *
 *   node --import tsx bench/generate.ts --scale 0.01 --database-url postgres://postgres@127.0.0.1:5432/jobflow_bench
 *   node --import tsx bench/generate.ts --scale 0.01 --data-dir bench/.data/pglite
 *
 * Rows are generated inside the database with INSERT ... SELECT over generate_series, in
 * batches; every "random" value comes from hashint8extended(row, seed), a seeded hash, so
 * the same --seed, --scale and --today give the same data set. Ids are assigned here
 * (contiguous per agency), so every parent is picked inside its own agency and the tenant
 * composite foreign keys hold.
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, redact, type TDatabase } from '../apps/server/src/db/client.ts';
import { ensureUserTypes } from '../apps/server/src/db/seed/demo.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.test';
export const BENCH_PASSWORD = 'bench-password';

type TArgs = { scale: number; databaseUrl?: string; dataDir: string; seed: number; today: string; batch: number };

function parseArgs(argv: string[]): TArgs {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scale = Number(get('scale') ?? '1');
  if (!(scale >= 0.01 && scale <= 1)) throw new Error('--scale must be between 0.01 and 1');
  const today = get('today') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('--today must be YYYY-MM-DD');
  return {
    scale,
    databaseUrl: get('database-url') ?? process.env.DATABASE_URL ?? undefined,
    dataDir: get('data-dir') ?? process.env.DATA_DIR ?? 'bench/.data/pglite',
    seed: Number(get('seed') ?? '20261122'),
    today,
    batch: Number(get('batch') ?? '100000'),
  };
}

/** One kind of agency: how many of them, and how many rows each holds. */
type TGroup = {
  name: string;
  agencies: number;
  departments: number;
  staff: number;
  clients: number;
  categories: number;
  costs: number;
  jobs: number;
  membersPerJob: 2;
  tasksPerJob: number;
  timesheetsPerJob: number;
  commentsPerJob: number;
  notificationsPerStaff: number;
  quotes: number;
  itemsPerQuote: number;
  orders: number;
  itemsPerOrder: number;
  invoices: number;
  itemsPerInvoice: number;
};

function groups(scale: number): TGroup[] {
  const n = (v: number, min = 1) => Math.max(min, Math.round(v * scale));
  return [
    {
      name: 'big', agencies: 1, departments: 5, staff: n(300, 5), clients: n(2000, 10), categories: 6, costs: 60,
      jobs: n(100_000, 10), membersPerJob: 2, tasksPerJob: 6, timesheetsPerJob: 10, commentsPerJob: 5, notificationsPerStaff: 20,
      quotes: n(60_000, 5), itemsPerQuote: 10, orders: n(40_000, 5), itemsPerOrder: 1, invoices: n(30_000, 5), itemsPerInvoice: 10,
    },
    {
      name: 'small', agencies: n(500), departments: 1, staff: 3, clients: 10, categories: 2, costs: 10,
      jobs: 200, membersPerJob: 2, tasksPerJob: 3, timesheetsPerJob: 5, commentsPerJob: 2, notificationsPerStaff: 10,
      quotes: 20, itemsPerQuote: 5, orders: 10, itemsPerOrder: 1, invoices: 10, itemsPerInvoice: 5,
    },
  ];
}

const TABLES = [
  'companies', 'departments', 'users', 'clients', 'cost_categories', 'cost_matrix', 'jobs', 'job_members', 'tasks',
  'timesheets', 'comments', 'notifications', 'quotes', 'quote_items', 'orders', 'order_items', 'invoices', 'invoice_items',
] as const;
type TTable = (typeof TABLES)[number];

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: string[]) => `(ARRAY[${xs.map(q).join(',')}])`;
/** One of xs, chosen by the integer SQL expression r. */
const pick = (xs: string[], r: string) => `${arr(xs)}[1 + ((${r}) % ${xs.length})]`;

const FIRST = ['Alex', 'Sam', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Quinn', 'Avery', 'Charlie', 'Harper', 'Rowan', 'Billie', 'Emerson'];
const LAST = ['Nguyen', 'Smith', 'Chen', 'Patel', 'Brown', 'Wilson', 'Taylor', 'Lee', 'Martin', 'Walker', 'Hughes', 'Foster', 'Price', 'Owens', 'Brooks', 'Hart'];
const ADJ = ['Blue', 'Harbour', 'Citrus', 'Northern', 'Golden', 'Urban', 'Coastal', 'Summit', 'Silver', 'Green', 'Bright', 'Eastern', 'Red', 'Pacific', 'Metro', 'Crown'];
const NOUN = ['Media', 'Foods', 'Partners', 'Holdings', 'Studio', 'Retail', 'Logistics', 'Health', 'Bakery', 'Motors', 'Legal', 'Print', 'Supply', 'Group', 'Labs', 'Co'];
const JOB_WHAT = ['Spring campaign', 'Website refresh', 'Annual report', 'Menu boards', 'Brand guidelines', 'Podcast cover art', 'Trade show stand', 'Social media kit', 'Product launch video', 'Catalogue', 'Newsletter', 'Signage', 'Packaging', 'Billboard', 'Email templates', 'Photo shoot'];
const TASK_WHAT = ['Brief', 'Moodboard', 'Concepts round 1', 'Concepts round 2', 'Final artwork', 'Proofing', 'Client review', 'Build', 'Print production', 'Delivery'];
const WORDS = ['Please', 'check', 'the', 'latest', 'version', 'of', 'artwork', 'client', 'approved', 'colour', 'palette', 'copy', 'deadline', 'moved', 'print', 'proof', 'looks', 'great', 'update', 'attached'];
const COSTS = ['Senior designer', 'Art direction', 'Front-end development', 'Copywriting', 'Account management', 'A4 flyer, 1,000 copies', 'Business cards, 250', 'Half-day shoot', 'Video edit', 'Hosting'];

/** Row context inside a batch: g (row number in the group), a (agency index), k (row number in its agency). */
class Gen {
  readonly next = new Map<TTable, number>();
  readonly base = new Map<string, number>();
  constructor(
    private database: TDatabase,
    private args: TArgs,
  ) {}

  /** A non-negative pseudo-random bigint of the integer SQL expression e. */
  r(e: string, salt: number) {
    return `abs(hashint8extended((${e})::bigint * 257 + ${salt}, ${this.args.seed}))`;
  }

  async exec(text: string) {
    await this.database.db.execute(sql.raw(text));
  }

  async scalar(text: string): Promise<number> {
    const res = (await this.database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };
    return Number(Object.values(res.rows[0])[0] ?? 0);
  }

  /**
   * Inserts agencies*per rows into table: cols are filled by exprs over g, a, k (and any
   * columns `inner` adds, computed from them; `join` may join on those); $ID is the row's id.
   */
  async fill(table: TTable, key: string, group: TGroup, per: number, cols: string[], exprs: string[], opts: { inner?: string[]; join?: string } = {}) {
    const start = this.next.get(table)!;
    this.base.set(key, start);
    const total = group.agencies * per;
    this.next.set(table, start + total);
    const t0 = performance.now();
    for (let lo = 0; lo < total; lo += this.args.batch) {
      const hi = Math.min(total, lo + this.args.batch) - 1;
      const inner = opts.inner?.length ? `, ${opts.inner.join(', ')}` : '';
      await this.exec(
        `INSERT INTO ${table} (id, ${cols.join(', ')})
         SELECT ${start} + x.g, ${exprs.join(', ').replaceAll('$ID', `(${start} + x.g)`)}
         FROM (SELECT s.g, s.a, s.k${inner} FROM (SELECT g, g / ${per} AS a, g % ${per} AS k FROM generate_series(${lo}, ${hi}) g) s) x
         ${opts.join ?? ''}`,
      );
    }
    // Fresh statistics before any child table's foreign key checks plan their lookups into
    // this one (an unanalysed parent gets sequential scans: minutes instead of seconds).
    await this.exec(`analyze ${table}`);
    const ms = performance.now() - t0;
    console.log(`  ${key.padEnd(24)} ${String(total).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s  ${total ? Math.round(total / (ms / 1000)) : 0} rows/s`);
    timings.push({ table: key, rows: total, ms });
  }
}

const timings: Array<{ table: string; rows: number; ms: number }> = [];

async function generateGroup(gen: Gen, g: TGroup, companyBase: number, codename: (a: string) => string, passwordHash: string, today: string) {
  const r = (e: string, salt: number) => gen.r(e, salt);
  const b = (key: string) => gen.base.get(key)!;
  const company = `(${companyBase} + x.a)`;
  /** the id of row (local index expression) of a per-agency block starting at key */
  const local = (key: string, per: number, idx: string) => `(${b(key)} + x.a * ${per} + (${idx}))`;
  const staffPick = (salt: number) => local(`${g.name}.staff`, g.staff, `${r('x.g', salt)} % ${g.staff}`);
  const costPick = (salt: number) => local(`${g.name}.cost_matrix`, g.costs, `${r('x.g', salt)} % ${g.costs}`);
  /** A client (not a supplier: k % 5 = 4 are suppliers), skewed toward the first ones. */
  const clientLocal = (salt: number) => `(floor(${g.clients} * power((${r('x.g', salt)} % 1000000) / 1000000.0, 2))::int)`;
  const clientPick = (salt: number) => local(`${g.name}.clients`, g.clients, `${clientLocal(salt)} - (${clientLocal(salt)} % 5 = 4)::int`);
  const supplierPick = (salt: number) => local(`${g.name}.clients`, g.clients, `5 * (${r('x.g', salt)} % ${Math.floor(g.clients / 5)}) + 4`);
  /** age in days of the job with local index jl: jobs are spread over three years, oldest first */
  const jobAge = (jl: string) => `(((${g.jobs - 1} - (${jl})) * 1095 / ${g.jobs})::int)`;
  const jobDay = (jl: string) => `(DATE ${q(today)} - ${jobAge(jl)})`;
  const ts = (day: string, salt: number) => `(${day}::timestamp + make_interval(secs => 28800 + ${r('x.g', salt)} % 36000))::timestamptz`;

  console.log(`${g.name}: ${g.agencies} agencies`);
  await gen.fill('companies', `${g.name}.companies`, g, 1, ['name', 'codename', 'email', 'suburb', 'state', 'postcode'], [
    g.agencies === 1 ? q('Bench Big Agency') : `'Bench Agency ' || x.a`,
    codename('x.a'),
    `${codename('x.a')} || '@bench.test'`,
    q('Sydney'), q('NSW'), q('2000'),
  ]);
  await gen.exec(`select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies))`);
  await gen.fill('departments', `${g.name}.departments`, g, g.departments, ['company_id', 'name'], [company, pick(['Studio', 'Accounts', 'Digital', 'Print', 'Management'], 'x.k')]);
  const isBig = g.agencies === 1;
  await gen.fill('users', `${g.name}.staff`, g, g.staff,
    ['company_id', 'first_name', 'last_name', 'email', 'password_hash', 'phone', 'role', 'department_id', 'cost_rate', 'billable_rate', 'user_type_id'],
    [
      company,
      pick(FIRST, r('x.g', 1)),
      pick(LAST, r('x.g', 2)),
      isBig ? `CASE WHEN x.k = 0 THEN ${q(BENCH_ADMIN_EMAIL)} ELSE 'staff' || x.k || '@' || ${codename('x.a')} || '.bench.test' END` : `'staff' || x.k || '@' || ${codename('x.a')} || '.bench.test'`,
      q(passwordHash),
      q('02 9000 0000'),
      `CASE WHEN x.k = 0 THEN 'Managing Director' ELSE ${pick(['Designer', 'Developer', 'Account Manager', 'Producer', 'Copywriter'], r('x.g', 3))} END`,
      local(`${g.name}.departments`, g.departments, `x.k % ${g.departments}`),
      `(40 + ${r('x.g', 4)} % 40)::numeric`,
      `(110 + ${r('x.g', 5)} % 90)::numeric`,
      `CASE WHEN x.k = 0 THEN 1 WHEN x.k % 10 = 1 THEN 2 ELSE 3 END`,
    ]);
  await gen.fill('clients', `${g.name}.clients`, g, g.clients,
    ['company_id', 'name', 'code', 'email', 'phone', 'address_1', 'suburb', 'state', 'postcode', 'is_supplier', 'price_tier', 'manager_id'],
    [
      company,
      `${pick(ADJ, r('x.g', 1))} || ' ' || ${pick(NOUN, r('x.g', 2))} || ' ' || x.k`,
      `'C' || lpad((x.k % 1000)::text, 3, '0')`,
      `'hello' || x.k || '@client.bench.test'`,
      q('02 9555 0100'), q('1 George St'), q('Sydney'), q('NSW'), q('2000'),
      `(x.k % 5 = 4)::int`,
      `'tier' || (1 + ${r('x.g', 3)} % 4)`,
      `CASE WHEN x.k % 5 = 4 THEN NULL ELSE ${staffPick(4)} END`,
    ]);
  // One contact per client.
  await gen.fill('users', `${g.name}.contacts`, g, g.clients,
    ['company_id', 'client_id', 'first_name', 'last_name', 'email', 'is_manager', 'role'],
    [company, local(`${g.name}.clients`, g.clients, 'x.k'), pick(FIRST, r('x.g', 1)), pick(LAST, r('x.g', 2)), `'contact@client' || x.k || '.bench.test'`, '1', q('Marketing Manager')]);
  await gen.fill('cost_categories', `${g.name}.cost_categories`, g, g.categories, ['company_id', 'name', 'description'], [company, pick(['Design', 'Development', 'Print', 'Photography', 'Video', 'Hosting'], 'x.k'), q('Bench category')]);
  await gen.fill('cost_matrix', `${g.name}.cost_matrix`, g, g.costs,
    ['company_id', 'category_id', 'description', 'sell_basis', 'cost', 'sell_tier1', 'sell_tier2', 'sell_tier3', 'sell_tier4', 'xero_code'],
    [company, local(`${g.name}.cost_categories`, g.categories, `x.k % ${g.categories}`), `${pick(COSTS, 'x.k')} || ' ' || x.k`, `CASE WHEN x.k % 2 = 0 THEN 'time' ELSE 'quantity' END`,
      `(40 + x.k % 50)::numeric`, `(150 + x.k % 50)::numeric`, `(140 + x.k % 50)::numeric`, `(130 + x.k % 50)::numeric`, `(120 + x.k % 50)::numeric`, q('200')]);

  const jobStatus = `CASE WHEN ${jobAge('x.k')} > 90 THEN ${pick(['invoiced', 'invoiced', 'invoiced', 'invoiced', 'invoiced', 'completed', 'completed', 'completed', 'completed', 'in_progress'], r('x.g', 3))}
    ELSE ${pick(['pending', 'pending', 'in_progress', 'in_progress', 'in_progress', 'in_progress', 'testing', 'with_client', 'with_client', 'completed', 'invoiced'], r('x.g', 3))} END`;
  await gen.fill('jobs', `${g.name}.jobs`, g, g.jobs,
    ['company_id', 'client_id', 'name', 'description', 'status', 'priority', 'due_date', 'expected_duration', 'created_by', 'created_at', 'updated_at'],
    [
      company,
      clientPick(1),
      `${pick(JOB_WHAT, r('x.g', 2))} || ' #' || x.k`,
      `'<p>' || ${pick(JOB_WHAT, r('x.g', 2))} || ': brief, milestones and deliverables.</p>'`,
      jobStatus,
      pick(['normal', 'normal', 'normal', 'high', 'low'], r('x.g', 4)),
      `${jobDay('x.k')} + (14 + ${r('x.g', 5)} % 60)::int`,
      `(${r('x.g', 6)} % 80)::numeric`,
      staffPick(7),
      ts(jobDay('x.k'), 8),
      `${ts(jobDay('x.k'), 8)} + make_interval(days => least(${jobAge('x.k')}, (${r('x.g', 9)} % 30)::int))`,
    ]);
  await gen.fill('job_members', `${g.name}.job_members`, g, g.jobs * 2, ['company_id', 'job_id', 'user_id', 'is_manager'],
    [company, local(`${g.name}.jobs`, g.jobs, 'x.k / 2'), staffPick(1), 'x.k % 2 = 0']);
  const tpj = g.tasksPerJob;
  await gen.fill('tasks', `${g.name}.tasks`, g, g.jobs * tpj, ['company_id', 'job_id', 'seq_no', 'name', 'description', 'due_date', 'status', 'created_by', 'created_at'],
    [
      company,
      local(`${g.name}.jobs`, g.jobs, `x.k / ${tpj}`),
      `x.k % ${tpj} + 1`,
      pick(TASK_WHAT, `x.k % ${tpj} + ${r('x.g', 1)} % 3`),
      `'<p>Task ' || (x.k % ${tpj} + 1) || '</p>'`,
      `${jobDay(`x.k / ${tpj}`)} + (x.k % ${tpj} + 1) * 7`,
      `CASE WHEN ${jobAge(`x.k / ${tpj}`)} > 60 THEN 'completed' ELSE ${pick(['pending', 'in_progress', 'approved', 'completed', 'cancelled', 'in_progress'], r('x.g', 2))} END`,
      staffPick(3),
      ts(jobDay(`x.k / ${tpj}`), 4),
    ]);
  const tsj = g.timesheetsPerJob;
  const hoursExpr = `(1 + ${r('x.g', 5)} % 7)`;
  await gen.fill('timesheets', `${g.name}.timesheets`, g, g.jobs * tsj,
    ['company_id', 'job_id', 'task_id', 'user_id', 'cost_matrix_id', 'session_date', 'start_time', 'end_time', 'break', 'description', 'duration', 'created_at'],
    [
      company,
      local(`${g.name}.jobs`, g.jobs, `x.k / ${tsj}`),
      `CASE WHEN ${r('x.g', 1)} % 10 = 0 THEN NULL ELSE ${local(`${g.name}.tasks`, g.jobs * tpj, `(x.k / ${tsj}) * ${tpj} + ${r('x.g', 2)} % ${tpj}`)} END`,
      staffPick(3),
      costPick(4),
      `${jobDay(`x.k / ${tsj}`)} + least(${jobAge(`x.k / ${tsj}`)}, (${r('x.g', 6)} % 45)::int)`,
      `lpad((8 + ${r('x.g', 7)} % 3)::text, 2, '0') || ':00'`,
      `lpad((8 + ${r('x.g', 7)} % 3 + ${hoursExpr})::text, 2, '0') || ':00'`,
      '0',
      `${pick(TASK_WHAT, r('x.g', 8))} || ' work'`,
      `${hoursExpr}::numeric`,
      ts(`(${jobDay(`x.k / ${tsj}`)} + least(${jobAge(`x.k / ${tsj}`)}, (${r('x.g', 6)} % 45)::int))`, 9),
    ]);
  const cpj = g.commentsPerJob;
  await gen.fill('comments', `${g.name}.comments`, g, g.jobs * cpj, ['company_id', 'job_id', 'board', 'type', 'content', 'author_id', 'created_at'],
    [
      company,
      local(`${g.name}.jobs`, g.jobs, `x.k / ${cpj}`),
      `CASE WHEN ${r('x.g', 1)} % 3 = 0 THEN 'client' ELSE 'team' END`,
      q('text'),
      `'<p>' || ${pick(WORDS, r('x.g', 2))} || ' ' || ${pick(WORDS, r('x.g', 3))} || ' ' || ${pick(WORDS, r('x.g', 4))} || ' ' || ${pick(WORDS, r('x.g', 5))} || ' ' || ${pick(WORDS, r('x.g', 6))} || '.</p>'`,
      staffPick(7),
      ts(`(${jobDay(`x.k / ${cpj}`)} + least(${jobAge(`x.k / ${cpj}`)}, (x.k % ${cpj}) * 3))`, 8),
    ]);
  const nps = g.notificationsPerStaff;
  const recentJob = `(${g.jobs - 1} - ${r('x.g', 1)} % ${Math.min(g.jobs, 2000)})`;
  await gen.fill('notifications', `${g.name}.notifications`, g, g.staff * nps, ['company_id', 'user_id', 'kind', 'job_id', 'read_at', 'created_at', 'updated_at'],
    [
      company,
      local(`${g.name}.staff`, g.staff, `x.k / ${nps}`),
      `CASE WHEN ${r('x.g', 2)} % 4 = 0 THEN 'mention' ELSE 'comment' END`,
      local(`${g.name}.jobs`, g.jobs, recentJob),
      `CASE WHEN x.k % ${nps} < ${Math.ceil(nps / 4)} THEN NULL ELSE ${ts(jobDay(recentJob), 3)} END`,
      ts(jobDay(recentJob), 3),
      ts(jobDay(recentJob), 3),
    ]);

  // Quotes, orders and invoices: most belong to a job (and then to its client).
  const jobJoin = (alias: string) => `LEFT JOIN jobs ${alias} ON ${alias}.id = x.jid`;
  const jid = (pct: number) => `CASE WHEN ${gen.r('s.g', 90)} % 100 < ${pct} THEN ${b(`${g.name}.jobs`)} + s.a * ${g.jobs} + ${gen.r('s.g', 91)} % ${g.jobs} END AS jid`;
  const age = `(${r('x.g', 20)} % 1095)::int`;
  const docDay = `(DATE ${q(today)} - ${age})`;
  await gen.fill('quotes', `${g.name}.quotes`, g, g.quotes,
    ['company_id', 'quote_number', 'name', 'status', 'status_date', 'client_id', 'job_id', 'manager_id', 'price_tier', 'client_po', 'description', 'created_by', 'created_at', 'updated_at'],
    [
      company,
      '$ID::text',
      `${pick(JOB_WHAT, r('x.g', 1))} || ' quote ' || x.k`,
      `CASE WHEN ${age} > 60 THEN ${pick(['approved', 'approved', 'approved', 'completed', 'completed', 'cancelled'], r('x.g', 2))} ELSE ${pick(['pending', 'in_progress', 'with_client', 'approved', 'completed', 'cancelled'], r('x.g', 2))} END`,
      ts(docDay, 3),
      `coalesce(j.client_id, ${clientPick(4)})`,
      'x.jid',
      staffPick(5),
      `'tier' || (1 + ${r('x.g', 6)} % 4)`,
      `'PO-' || x.k`,
      `'<p>Quote ' || x.k || '</p>'`,
      staffPick(7),
      ts(docDay, 3),
      ts(docDay, 3),
    ], { inner: [jid(70)], join: jobJoin('j') });
  const ipq = g.itemsPerQuote;
  await gen.fill('quote_items', `${g.name}.quote_items`, g, g.quotes * ipq, ['company_id', 'quote_id', 'sequence', 'cost_matrix_id', 'quantity', 'details', 'cost_rate', 'quote_rate'],
    [company, local(`${g.name}.quotes`, g.quotes, `x.k / ${ipq}`), `x.k % ${ipq} + 1`, costPick(1), `(1 + ${r('x.g', 2)} % 20)::numeric`, `${pick(COSTS, r('x.g', 3))}`, `(40 + ${r('x.g', 4)} % 50)::numeric`, `(120 + ${r('x.g', 5)} % 80)::numeric`]);
  await gen.fill('orders', `${g.name}.orders`, g, g.orders,
    ['company_id', 'order_number', 'name', 'status', 'job_id', 'client_id', 'supplier_id', 'purchase_order_no', 'delivery_to', 'required_by', 'description', 'created_by', 'created_at', 'updated_at'],
    [
      company,
      '$ID::text',
      `${pick(['Print run', 'Photo hire', 'Stock images', 'Signage build', 'Courier'], r('x.g', 1))} || ' ' || x.k`,
      `CASE WHEN ${age} > 60 THEN ${pick(['approved', 'completed', 'completed', 'completed', 'cancelled'], r('x.g', 2))} ELSE ${pick(['draft', 'pending', 'in_progress', 'approved', 'completed', 'cancelled'], r('x.g', 2))} END`,
      'x.jid',
      `coalesce(j.client_id, ${clientPick(4)})`,
      supplierPick(5),
      `'PO-' || x.k`,
      q('1 George St, Sydney'),
      `${docDay} + 14`,
      `'<p>Order ' || x.k || '</p>'`,
      staffPick(7),
      ts(docDay, 3),
      ts(docDay, 3),
    ], { inner: [jid(90)], join: jobJoin('j') });
  const ipo = g.itemsPerOrder;
  await gen.fill('order_items', `${g.name}.order_items`, g, g.orders * ipo, ['company_id', 'order_id', 'cost_matrix_id', 'quantity', 'details', 'cost_rate', 'sell_rate'],
    [company, local(`${g.name}.orders`, g.orders, `x.k / ${ipo}`), costPick(1), `(1 + ${r('x.g', 2)} % 5)::numeric`, pick(COSTS, r('x.g', 3)), `(40 + ${r('x.g', 4)} % 50)::numeric`, `(120 + ${r('x.g', 5)} % 80)::numeric`]);
  await gen.fill('invoices', `${g.name}.invoices`, g, g.invoices,
    ['company_id', 'invoice_number', 'name', 'description', 'status', 'invoice_date', 'client_id', 'client_po', 'job_id', 'terms', 'paid_date', 'created_by', 'created_at', 'updated_at'],
    [
      company,
      '$ID::text',
      `${pick(JOB_WHAT, r('x.g', 1))} || ' invoice ' || x.k`,
      `'<p>Invoice ' || x.k || '</p>'`,
      `CASE WHEN ${age} > 60 THEN ${pick(['completed', 'completed', 'completed', 'approved', 'cancelled'], r('x.g', 2))} ELSE ${pick(['pending', 'in_progress', 'approved', 'completed', 'cancelled'], r('x.g', 2))} END`,
      docDay,
      `coalesce(j.client_id, ${clientPick(4)})`,
      `'PO-' || x.k`,
      'x.jid',
      pick(['0', '7', '15', '30', '30', '45'], r('x.g', 5)),
      `CASE WHEN ${age} > 60 THEN ${docDay} + 20 END`,
      staffPick(7),
      ts(docDay, 3),
      ts(docDay, 3),
    ], { inner: [jid(90)], join: jobJoin('j') });
  // Half the lines bill a time record, half a quote item (each at most once: unique indexes).
  const ipi = g.itemsPerInvoice;
  const tsPer = g.jobs * tsj;
  const qiPer = g.quotes * ipq;
  await gen.fill('invoice_items', `${g.name}.invoice_items`, g, g.invoices * ipi,
    ['company_id', 'invoice_id', 'type', 'cost_matrix_id', 'description', 'quantity', 'rate', 'timesheet_id', 'quote_item_id'],
    [
      company,
      local(`${g.name}.invoices`, g.invoices, `x.k / ${ipi}`),
      `CASE WHEN x.k % 2 = 0 THEN 'timesheet' ELSE 'quote' END`,
      costPick(1),
      pick(COSTS, r('x.g', 2)),
      `(1 + ${r('x.g', 3)} % 10)::numeric`,
      `(120 + ${r('x.g', 4)} % 80)::numeric`,
      `CASE WHEN x.k % 2 = 0 AND (x.k / 2) * 3 < ${tsPer} THEN ${local(`${g.name}.timesheets`, tsPer, '(x.k / 2) * 3')} END`,
      `CASE WHEN x.k % 2 = 1 AND (x.k / 2) < ${qiPer} THEN ${local(`${g.name}.quote_items`, qiPer, 'x.k / 2')} END`,
    ]);
}

/** Tables whose triggers keep stored totals (migration 0004). */
const TRIGGERED = ['jobs', 'job_members', 'quotes', 'quote_items', 'orders', 'order_items', 'invoices', 'invoice_items', 'timesheets'];

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  console.log(`Jobflow bench generator: scale ${args.scale}, seed ${args.seed}, today ${args.today}, on ${args.databaseUrl ? redact(args.databaseUrl) : `PGlite in ${args.dataDir}`}`);
  // One connection, so that the session settings below hold for every statement.
  const database = args.databaseUrl ? await openPostgres(args.databaseUrl, 1) : await openPglite({ dataDir: args.dataDir });
  await migrateDatabase(database);
  await database.db.execute(sql.raw('set jit = off'));
  console.log(`migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const gen = new Gen(database, args);
    if ((await gen.scalar(`select count(*) from companies where codename like 'bench-%'`)) > 0) {
      throw new Error('This database already holds bench data: generate into a fresh database (or a new --data-dir).');
    }
    await ensureUserTypes(database.db);
    for (const t of TABLES) gen.next.set(t, (await gen.scalar(`select coalesce(max(id), 0) + 1 from ${t}`)) as number);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const tg = performance.now();
    // The stored totals (migrations 0004 and 0006) are added up once at the end instead of a trigger per row.
    for (const t of TRIGGERED) await gen.exec(`alter table ${t} disable trigger user`);
    for (const g of groups(args.scale)) {
      const companyBase = gen.next.get('companies')!;
      await generateGroup(gen, g, companyBase, (a) => `('bench-${g.name}-' || ${a})`, passwordHash, args.today);
    }
    for (const t of TRIGGERED) await gen.exec(`alter table ${t} enable trigger user`);
    const tr = performance.now();
    await gen.exec('select jobflow_recompute_totals()');
    console.log(`stored totals ${((performance.now() - tr) / 1000).toFixed(1)} s`);
    for (const t of TABLES) await gen.exec(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`);
    const ta = performance.now();
    // vacuum as well: recomputing the totals rewrote every job, quote, invoice and order, and
    // until the visibility map is set again no count can be an index-only scan (autovacuum
    // would get there, minutes into the benchmark)
    await gen.exec('vacuum analyze');
    console.log(`vacuum analyze ${((performance.now() - ta) / 1000).toFixed(1)} s`);
    const rows = timings.reduce((s, t) => s + t.rows, 0);
    console.log(`\nloaded ${rows} rows in ${((performance.now() - tg) / 1000).toFixed(1)} s (total with migration and analyze ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    const bigCompany = await gen.scalar(`select id from companies where codename = 'bench-big-0'`);
    console.log(`login: company_id ${bigCompany}, ${BENCH_ADMIN_EMAIL} / ${BENCH_PASSWORD} (super admin); staff1@bench-big-0.bench.test ... (team members, same password)`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bench/generate.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? `${err.message}${err.cause ? `\ncause: ${(err.cause as Error).message ?? String(err.cause)}` : ''}` : err);
    process.exit(1);
  });
}
