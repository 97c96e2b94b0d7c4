import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TEAM_USER_TYPE_ID, SUPER_ADMIN_TYPE_ID } from '@jobflow/contract';
import type { TDb } from '../client.ts';
import * as s from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { systemTemplateRow } from '../../features/email-templates/default-templates.ts';

export const DEMO_PASSWORD = 'jobflow-demo';

/** The demo logins listed in the README. */
export const DEMO_LOGINS = {
  superAdmin: 'admin@demo.jobflow.test',
  staff: 'staff@demo.jobflow.test',
  clientManager: 'manager@client.jobflow.test',
  clientUser: 'client@client.jobflow.test',
  secondAdmin: 'admin@second.jobflow.test',
  shared: 'shared@jobflow.test',
} as const;

type Tx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** System user types shared by every agency (ids 1-3). */
export async function ensureUserTypes(db: TDb | Tx) {
  await db
    .insert(s.userTypes)
    .values([
      { id: SUPER_ADMIN_TYPE_ID, title: 'Super Admin', colorClass: 'danger', deletable: false },
      { id: 2, title: 'Account Manager', colorClass: 'info', deletable: false },
      { id: DEFAULT_TEAM_USER_TYPE_ID, title: 'Team Member', colorClass: 'primary', deletable: false },
    ])
    .onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('user_types', 'id'), greatest((select max(id) from user_types), 3))`);
}

/** Seeds the demo agencies once; a second call finds them and does nothing. */
export async function seedDemo(db: TDb, log?: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.codename, 'northwind')).limit(1);
  if (existing.length > 0) {
    await ensureUserTypes(db);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await ensureUserTypes(tx);
    await seedNorthwind(tx, passwordHash);
    await seedSouthbank(tx, passwordHash);
    // Quotes are priced at their client's tier.
    await tx.execute(sql`update quotes q set price_tier = c.price_tier from clients c where c.id = q.client_id and c.company_id = q.company_id`);
  });
  log?.info('demo data seeded (password for every demo login: jobflow-demo)');
  return true;
}

/** Day offsets from today as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function one<T>(p: PromiseLike<T[]>): Promise<T> {
  const rows = await p;
  return rows[0];
}

type Ctx = { tx: Tx; companyId: number; passwordHash: string };

async function staff(c: Ctx, first: string, last: string, email: string, userTypeId: number, departmentId: number, rates: [string, string]) {
  return one(
    c.tx
      .insert(s.users)
      .values({ companyId: c.companyId, firstName: first, lastName: last, email, passwordHash: c.passwordHash, userTypeId, departmentId, costRate: rates[0], billableRate: rates[1], role: userTypeId === 1 ? 'Managing Director' : 'Designer', phone: '02 9000 0000' })
      .returning(),
  );
}

async function client(c: Ctx, name: string, code: string, extra: Partial<typeof s.clients.$inferInsert> = {}) {
  return one(
    c.tx
      .insert(s.clients)
      .values({ companyId: c.companyId, name, code, email: `hello@${code.toLowerCase()}.example`, phone: '02 9555 0100', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', ...extra })
      .returning(),
  );
}

async function contact(c: Ctx, clientId: number, first: string, last: string, email: string, isManager: boolean, enabled = true) {
  return one(
    c.tx
      .insert(s.users)
      .values({ companyId: c.companyId, clientId, firstName: first, lastName: last, email, passwordHash: c.passwordHash, isManager: isManager ? 1 : 0, enabled, role: isManager ? 'Marketing Manager' : 'Coordinator' })
      .returning(),
  );
}

type Pricing = { categories: Record<string, number>; costs: Array<typeof s.costMatrix.$inferSelect> };

async function pricing(c: Ctx, rows: Array<[string, string, 'quantity' | 'time', string, [string, string, string, string]]>): Promise<Pricing> {
  const categories: Record<string, number> = {};
  for (const [cat] of rows) {
    if (!categories[cat]) {
      categories[cat] = (await one(c.tx.insert(s.costCategories).values({ companyId: c.companyId, name: cat, description: `${cat} work` }).returning())).id;
    }
  }
  const costs = await c.tx
    .insert(s.costMatrix)
    .values(
      rows.map(([cat, description, sellBasis, cost, t]) => ({
        companyId: c.companyId,
        categoryId: categories[cat],
        description,
        sellBasis,
        cost,
        sellTier1: t[0],
        sellTier2: t[1],
        sellTier3: t[2],
        sellTier4: t[3],
        xeroCode: '200',
      })),
    )
    .returning();
  return { categories, costs };
}

type JobSpec = {
  clientId: number;
  name: string;
  status: string;
  due: number;
  members: number[];
  managers: number[];
  tasks: Array<[string, string, number]>;
  createdBy: number;
};

async function job(c: Ctx, j: JobSpec) {
  const row = await one(
    c.tx
      .insert(s.jobs)
      .values({ companyId: c.companyId, clientId: j.clientId, name: j.name, description: `<p>${j.name}: brief, milestones and deliverables.</p>`, status: j.status, dueDate: day(j.due), createdBy: j.createdBy })
      .returning(),
  );
  const memberRows = [
    ...j.members.map((userId) => ({ companyId: c.companyId, jobId: row.id, userId, isManager: false })),
    ...j.managers.map((userId) => ({ companyId: c.companyId, jobId: row.id, userId, isManager: true })),
  ];
  if (memberRows.length) await c.tx.insert(s.jobMembers).values(memberRows);
  const taskRows = j.tasks.length
    ? await c.tx
        .insert(s.tasks)
        .values(j.tasks.map(([name, status, due], i) => ({ companyId: c.companyId, jobId: row.id, seqNo: i + 1, name, status, dueDate: day(due), description: `<p>${name}</p>`, createdBy: j.createdBy })))
        .returning()
    : [];
  return { job: row, tasks: taskRows };
}

async function quote(c: Ctx, q: { clientId: number; jobId: number | null; name: string; status: string; managerId: number; createdBy: number; items: Array<[number, string, string, string, string]> }) {
  const row = await one(
    c.tx
      .insert(s.quotes)
      .values({ companyId: c.companyId, quoteNumber: 'tmp', name: q.name, status: q.status, clientId: q.clientId, jobId: q.jobId, managerId: q.managerId, createdBy: q.createdBy, description: `<p>${q.name}</p>`, clientPo: 'PO-1001' })
      .returning(),
  );
  await c.tx.update(s.quotes).set({ quoteNumber: String(row.id) }).where(eq(s.quotes.id, row.id));
  const items = q.items.length
    ? await c.tx
        .insert(s.quoteItems)
        .values(q.items.map(([costMatrixId, details, quantity, costRate, quoteRate], i) => ({ companyId: c.companyId, quoteId: row.id, sequence: i + 1, costMatrixId, details, quantity, costRate, quoteRate })))
        .returning()
    : [];
  if (q.jobId && q.status === 'approved') await c.tx.update(s.jobs).set({ quoteId: row.id }).where(eq(s.jobs.id, q.jobId));
  return { quote: row, items };
}

async function seedNorthwind(tx: Tx, passwordHash: string) {
  const company = await one(
    tx
      .insert(s.companies)
      .values({ name: 'Northwind Creative', codename: 'northwind', email: 'studio@northwind.example', phone: '02 9000 0000', address1: 'Level 3, 12 Crown St', suburb: 'Surry Hills', state: 'NSW', postcode: '2010', website: 'https://northwind.example' })
      .returning(),
  );
  const c: Ctx = { tx, companyId: company.id, passwordHash };
  const studio = await one(tx.insert(s.departments).values({ companyId: c.companyId, name: 'Studio' }).returning());
  const accounts = await one(tx.insert(s.departments).values({ companyId: c.companyId, name: 'Accounts' }).returning());
  const admin = await staff(c, 'Alex', 'Morgan', DEMO_LOGINS.superAdmin, SUPER_ADMIN_TYPE_ID, accounts.id, ['60.00', '150.00']);
  const sam = await staff(c, 'Sam', 'Taylor', DEMO_LOGINS.staff, DEFAULT_TEAM_USER_TYPE_ID, studio.id, ['45.00', '120.00']);
  const jordan = await staff(c, 'Jordan', 'Lee', 'jordan@demo.jobflow.test', 2, studio.id, ['50.00', '130.00']);
  const casey = await staff(c, 'Casey', 'Nguyen', DEMO_LOGINS.shared, DEFAULT_TEAM_USER_TYPE_ID, studio.id, ['40.00', '110.00']);

  const acme = await client(c, 'Acme Pty Ltd', 'ACME', { managerId: admin.id, priceTier: 'tier1' });
  const blue = await client(c, 'Blue Harbour Co', 'BLUE', { managerId: jordan.id, priceTier: 'tier2' });
  const citrus = await client(c, 'Citrus Media', 'CITR', { managerId: admin.id, priceTier: 'tier3' });
  const print = await client(c, 'PrintWorks Supply', 'PRNT', { isSupplier: 1 });
  await client(c, 'Studio Lighting Hire', 'LITE', { isSupplier: 1 });

  const acmeManager = await contact(c, acme.id, 'Morgan', 'Price', DEMO_LOGINS.clientManager, true);
  const acmeUser = await contact(c, acme.id, 'Riley', 'Chen', DEMO_LOGINS.clientUser, false);
  const blueManager = await contact(c, blue.id, 'Jamie', 'Brooks', 'jamie@blueharbour.example', true);
  await contact(c, blue.id, 'Pat', 'Owens', 'pat@blueharbour.example', false);
  await contact(c, citrus.id, 'Drew', 'Patel', 'drew@citrus.example', true);
  await contact(c, citrus.id, 'Quinn', 'Foster', 'quinn@citrus.example', false, false);
  await tx.update(s.clients).set({ clientManagerId: acmeManager.id }).where(eq(s.clients.id, acme.id));
  await tx.update(s.clients).set({ clientManagerId: blueManager.id }).where(eq(s.clients.id, blue.id));

  const p = await pricing(c, [
    ['Design', 'Senior designer', 'time', '60.00', ['150.00', '140.00', '130.00', '120.00']],
    ['Design', 'Art direction', 'time', '80.00', ['190.00', '180.00', '170.00', '160.00']],
    ['Development', 'Front-end development', 'time', '70.00', ['165.00', '155.00', '145.00', '135.00']],
    ['Print', 'A4 flyer, 1,000 copies', 'quantity', '320.00', ['520.00', '500.00', '480.00', '460.00']],
    ['Print', 'Business cards, 250', 'quantity', '45.00', ['95.00', '90.00', '85.00', '80.00']],
    ['Photography', 'Half-day shoot', 'quantity', '600.00', ['1100.00', '1050.00', '1000.00', '950.00']],
  ]);
  const [designer, artDirection, dev, flyer, cards, shoot] = p.costs;

  const specs: JobSpec[] = [
    { clientId: acme.id, name: 'Spring campaign key visual', status: 'in_progress', due: 14, members: [sam.id, casey.id], managers: [admin.id], tasks: [['Moodboard', 'completed', -5], ['Concepts round 1', 'approved', 2], ['Final artwork', 'in_progress', 10]], createdBy: admin.id },
    { clientId: acme.id, name: 'Website refresh', status: 'in_progress', due: 30, members: [sam.id], managers: [jordan.id], tasks: [['Sitemap', 'completed', -10], ['Homepage design', 'in_progress', 7], ['Build', 'pending', 25]], createdBy: admin.id },
    { clientId: acme.id, name: 'Annual report 2026', status: 'testing', due: 5, members: [casey.id], managers: [admin.id], tasks: [['Proofing', 'in_progress', 3]], createdBy: admin.id },
    { clientId: blue.id, name: 'Menu boards', status: 'with_client', due: 3, members: [jordan.id], managers: [jordan.id], tasks: [['Layout', 'completed', -2], ['Client review', 'pending', 3]], createdBy: jordan.id },
    { clientId: blue.id, name: 'Brand guidelines', status: 'in_progress', due: 21, members: [sam.id, jordan.id], managers: [admin.id], tasks: [['Logo usage', 'in_progress', 6], ['Colour palette', 'approved', 4]], createdBy: admin.id },
    { clientId: citrus.id, name: 'Podcast cover art', status: 'completed', due: -12, members: [casey.id], managers: [admin.id], tasks: [['Cover design', 'completed', -15]], createdBy: admin.id },
    { clientId: citrus.id, name: 'Trade show stand', status: 'invoiced', due: -30, members: [sam.id], managers: [admin.id], tasks: [['Stand graphics', 'completed', -35]], createdBy: admin.id },
    { clientId: citrus.id, name: 'Social media kit', status: 'pending', due: 45, members: [], managers: [admin.id], tasks: [], createdBy: admin.id },
    { clientId: acme.id, name: 'Product launch video', status: 'pending', due: 60, members: [jordan.id], managers: [admin.id], tasks: [['Storyboard', 'pending', 20]], createdBy: admin.id },
  ];
  const made = [];
  for (const spec of specs) made.push(await job(c, spec));
  const [spring, website, , menu, brand, , tradeShow] = made;

  // Quotes: one approved for a job, one with the client, one pending without a job.
  const q1 = await quote(c, { clientId: acme.id, jobId: spring.job.id, name: 'Spring campaign', status: 'approved', managerId: admin.id, createdBy: admin.id, items: [[artDirection.id, 'Creative direction', '6', '80.00', '190.00'], [designer.id, 'Key visual and adaptations', '20', '60.00', '150.00'], [flyer.id, 'Flyers for stores', '2', '320.00', '520.00']] });
  await quote(c, { clientId: acme.id, jobId: website.job.id, name: 'Website refresh', status: 'with_client', managerId: jordan.id, createdBy: jordan.id, items: [[designer.id, 'Page designs', '24', '60.00', '150.00'], [dev.id, 'Build', '40', '70.00', '165.00']] });
  await quote(c, { clientId: blue.id, jobId: brand.job.id, name: 'Brand guidelines', status: 'in_progress', managerId: admin.id, createdBy: admin.id, items: [[designer.id, 'Guidelines document', '16', '60.00', '140.00']] });
  await quote(c, { clientId: citrus.id, jobId: null, name: 'Event photography', status: 'pending', managerId: admin.id, createdBy: admin.id, items: [[shoot.id, 'Half-day shoot', '1', '600.00', '1000.00']] });
  await quote(c, { clientId: citrus.id, jobId: tradeShow.job.id, name: 'Trade show stand', status: 'completed', managerId: admin.id, createdBy: admin.id, items: [[designer.id, 'Stand graphics', '12', '60.00', '130.00'], [cards.id, 'Cards for the stand', '4', '45.00', '85.00']] });

  // Orders to suppliers.
  const o1 = await one(tx.insert(s.orders).values({ companyId: c.companyId, orderNumber: 'tmp', name: 'Spring flyers print run', status: 'approved', jobId: spring.job.id, clientId: acme.id, supplierId: print.id, contactId: acmeManager.id, purchaseOrderNo: 'PO-2001', deliveryTo: '1 George St, Sydney', requiredBy: day(10), createdBy: admin.id }).returning());
  await tx.update(s.orders).set({ orderNumber: String(o1.id) }).where(eq(s.orders.id, o1.id));
  await tx.insert(s.orderItems).values([{ companyId: c.companyId, orderId: o1.id, costMatrixId: flyer.id, quantity: '2', details: 'A4 flyer, 2,000 copies', costRate: '320.00', sellRate: '520.00' }]);
  const o2 = await one(tx.insert(s.orders).values({ companyId: c.companyId, orderNumber: 'tmp', name: 'Menu board printing', status: 'pending', jobId: menu.job.id, clientId: blue.id, supplierId: print.id, createdBy: jordan.id }).returning());
  await tx.update(s.orders).set({ orderNumber: String(o2.id) }).where(eq(s.orders.id, o2.id));
  await tx.insert(s.orderItems).values([{ companyId: c.companyId, orderId: o2.id, costMatrixId: cards.id, quantity: '3', details: 'Menu boards, A1 foam', costRate: '45.00', sellRate: '95.00' }]);

  // Time.
  const ts = await tx
    .insert(s.timesheets)
    .values([
      { companyId: c.companyId, jobId: spring.job.id, taskId: spring.tasks[0].id, userId: sam.id, costMatrixId: designer.id, sessionDate: day(-6), startTime: '09:00', endTime: '12:30', breakMinutes: 0, description: 'Moodboard research', duration: '3.50' },
      { companyId: c.companyId, jobId: spring.job.id, taskId: spring.tasks[1].id, userId: casey.id, costMatrixId: designer.id, sessionDate: day(-2), startTime: '13:00', endTime: '17:30', breakMinutes: 30, description: 'Concept sketches', duration: '4.00' },
      { companyId: c.companyId, jobId: website.job.id, taskId: website.tasks[0].id, userId: sam.id, costMatrixId: designer.id, sessionDate: day(-9), startTime: '09:00', endTime: '11:00', breakMinutes: 0, description: 'Sitemap workshop', duration: '2.00' },
      { companyId: c.companyId, jobId: menu.job.id, taskId: menu.tasks[0].id, userId: jordan.id, costMatrixId: designer.id, sessionDate: day(-3), startTime: '10:00', endTime: '15:00', breakMinutes: 60, description: 'Menu layouts', duration: '4.00' },
      { companyId: c.companyId, jobId: tradeShow.job.id, taskId: tradeShow.tasks[0].id, userId: sam.id, costMatrixId: designer.id, sessionDate: day(-36), startTime: '09:00', endTime: '17:00', breakMinutes: 30, description: 'Stand graphics', duration: '7.50' },
    ])
    .returning();

  // Invoices: one built from the approved quote, one for the completed trade show.
  const inv1 = await one(tx.insert(s.invoices).values({ companyId: c.companyId, invoiceNumber: 'tmp', name: 'Spring campaign deposit', status: 'approved', invoiceDate: day(-1), clientId: acme.id, contactId: acmeManager.id, jobId: spring.job.id, quoteId: q1.quote.id, clientPo: 'PO-1001', createdBy: admin.id }).returning());
  await tx.update(s.invoices).set({ invoiceNumber: String(inv1.id) }).where(eq(s.invoices.id, inv1.id));
  await tx.insert(s.invoiceItems).values([
    { companyId: c.companyId, invoiceId: inv1.id, type: 'quote', costMatrixId: artDirection.id, description: 'Creative direction', quantity: '6', rate: '190.00', quoteItemId: q1.items[0].id },
    { companyId: c.companyId, invoiceId: inv1.id, type: 'timesheet', costMatrixId: designer.id, description: 'Moodboard research', quantity: '3.50', rate: '150.00', timesheetId: ts[0].id },
  ]);
  const inv2 = await one(tx.insert(s.invoices).values({ companyId: c.companyId, invoiceNumber: 'tmp', name: 'Trade show stand', status: 'completed', invoiceDate: day(-28), paidDate: day(-10), clientId: citrus.id, jobId: tradeShow.job.id, terms: '15', createdBy: admin.id }).returning());
  await tx.update(s.invoices).set({ invoiceNumber: String(inv2.id) }).where(eq(s.invoices.id, inv2.id));
  await tx.insert(s.invoiceItems).values([
    { companyId: c.companyId, invoiceId: inv2.id, type: 'task', costMatrixId: designer.id, description: 'Stand graphics', quantity: '12', rate: '130.00', taskId: tradeShow.tasks[0].id },
  ]);

  // Discussion with a mention, and the notifications it produced.
  const cm1 = await one(tx.insert(s.comments).values({ companyId: c.companyId, jobId: spring.job.id, board: 'team', type: 'text', content: `<p>Concepts are up on the board. <span data-type="mention" data-id="${sam.id}">@Sam Taylor</span> can you check the type?</p>`, authorId: admin.id }).returning());
  const cm2 = await one(tx.insert(s.comments).values({ companyId: c.companyId, jobId: spring.job.id, board: 'client', type: 'text', content: '<p>Looks great, can we see a warmer palette?</p>', authorId: acmeManager.id }).returning());
  await tx.insert(s.comments).values({ companyId: c.companyId, jobId: website.job.id, board: 'team', type: 'code', content: 'const hero = { title: "Spring", cta: "Shop now" };', authorId: sam.id });
  await tx.insert(s.notifications).values([
    { companyId: c.companyId, userId: sam.id, kind: 'mention', jobId: spring.job.id, commentId: cm1.id },
    { companyId: c.companyId, userId: admin.id, kind: 'comment', jobId: spring.job.id, commentId: cm2.id },
    { companyId: c.companyId, userId: acmeUser.id, kind: 'comment', jobId: spring.job.id, commentId: cm2.id, readAt: sql`now()` },
  ]);

  // Notes and to-dos.
  await tx.insert(s.notes).values([
    { companyId: c.companyId, clientId: acme.id, type: 'note', title: 'Acme brand contacts', content: '<p>Morgan approves all print. Riley handles the website.</p>', createdBy: admin.id },
    { companyId: c.companyId, clientId: blue.id, type: 'note', title: 'Blue Harbour billing', content: '<p>Invoices to accounts@blueharbour.example, 15-day terms.</p>', createdBy: jordan.id },
    { companyId: c.companyId, type: 'todo', title: 'Send Acme the spring concepts', createdBy: admin.id },
    { companyId: c.companyId, type: 'todo', title: 'Chase PrintWorks for the proof', isCompleted: true, completedAt: sql`now()`, createdBy: admin.id },
    { companyId: c.companyId, type: 'todo', title: 'Update the menu board layouts', createdBy: sam.id },
  ]);

  // Pending job requests from the client portal.
  await tx.insert(s.jobRequests).values([
    { companyId: c.companyId, clientId: acme.id, contactId: acmeUser.id, requestDate: day(-1), name: 'Christmas catalogue', description: '<p>24 pages, print and digital.</p>', status: 'pending', createdBy: acmeUser.id },
    { companyId: c.companyId, clientId: blue.id, contactId: blueManager.id, requestDate: day(0), name: 'Summer menu update', description: '<p>New prices and two new dishes.</p>', status: 'pending', createdBy: blueManager.id },
  ]);

  await tx.insert(s.emailTemplates).values([
    systemTemplateRow('reset_password', c.companyId, 'Northwind Creative'),
    { companyId: c.companyId, slug: 'welcome', name: 'Welcome', emailSubject: 'Welcome to Northwind Creative on Jobflow', fromName: 'Northwind Creative', fromEmail: 'studio@northwind.example', emailBody: '<p>Hello {first_name},</p><p>Northwind Creative has invited you to Jobflow.</p><p><a href="{set_password_url}">Set your password</a>, then sign in at <a href="{login_url}">{login_url}</a> with {email}.</p>' },
  ]);
}

async function seedSouthbank(tx: Tx, passwordHash: string) {
  const company = await one(
    tx.insert(s.companies).values({ name: 'Southbank Studio', codename: 'southbank', email: 'hello@southbank.example', suburb: 'Southbank', state: 'VIC', postcode: '3006', website: 'https://southbank.example' }).returning(),
  );
  const c: Ctx = { tx, companyId: company.id, passwordHash };
  const team = await one(tx.insert(s.departments).values({ companyId: c.companyId, name: 'Studio' }).returning());
  const admin = await staff(c, 'Billie', 'Hart', DEMO_LOGINS.secondAdmin, SUPER_ADMIN_TYPE_ID, team.id, ['55.00', '140.00']);
  const bakery = await client(c, 'Harbour Bakery', 'HARB', { managerId: admin.id });
  await client(c, 'Paper Mill Co', 'PAPR', { isSupplier: 1 });
  const shared = await contact(c, bakery.id, 'Casey', 'Nguyen', DEMO_LOGINS.shared, true);
  const p = await pricing(c, [
    ['Design', 'Designer', 'time', '55.00', ['140.00', '130.00', '120.00', '110.00']],
    ['Print', 'Menu print', 'quantity', '80.00', ['150.00', '140.00', '130.00', '120.00']],
  ]);
  const j = await job(c, { clientId: bakery.id, name: 'Bakery rebrand', status: 'in_progress', due: 20, members: [admin.id], managers: [admin.id], tasks: [['Logo', 'in_progress', 5]], createdBy: admin.id });
  await quote(c, { clientId: bakery.id, jobId: j.job.id, name: 'Bakery rebrand', status: 'approved', managerId: admin.id, createdBy: admin.id, items: [[p.costs[0].id, 'Logo and identity', '10', '55.00', '140.00']] });
  const inv = await one(tx.insert(s.invoices).values({ companyId: c.companyId, invoiceNumber: 'tmp', name: 'Rebrand deposit', status: 'pending', invoiceDate: day(0), clientId: bakery.id, jobId: j.job.id, createdBy: admin.id }).returning());
  await tx.update(s.invoices).set({ invoiceNumber: String(inv.id) }).where(eq(s.invoices.id, inv.id));
  await tx.insert(s.invoiceItems).values({ companyId: c.companyId, invoiceId: inv.id, type: 'quote', costMatrixId: p.costs[0].id, description: 'Logo deposit', quantity: '5', rate: '140.00' });
  await tx.insert(s.timesheets).values({ companyId: c.companyId, jobId: j.job.id, taskId: j.tasks[0].id, userId: admin.id, costMatrixId: p.costs[0].id, sessionDate: day(-1), startTime: '09:00', endTime: '13:00', breakMinutes: 0, description: 'Logo sketches', duration: '4.00' });
  await tx.insert(s.comments).values({ companyId: c.companyId, jobId: j.job.id, board: 'client', type: 'text', content: '<p>First logo ideas attached soon.</p>', authorId: admin.id });
  await tx.insert(s.notes).values([
    { companyId: c.companyId, clientId: bakery.id, type: 'note', title: 'Bakery opening hours', content: '<p>Closed Mondays.</p>', createdBy: admin.id },
    { companyId: c.companyId, type: 'todo', title: 'Book the bakery shoot', createdBy: admin.id },
  ]);
  await tx.insert(s.jobRequests).values({ companyId: c.companyId, clientId: bakery.id, contactId: shared.id, requestDate: day(0), name: 'Easter signage', description: '<p>Window decals.</p>', status: 'pending', createdBy: shared.id });
  await tx.insert(s.emailTemplates).values([systemTemplateRow('welcome', c.companyId, 'Southbank Studio'), systemTemplateRow('reset_password', c.companyId, 'Southbank Studio')]);
}
