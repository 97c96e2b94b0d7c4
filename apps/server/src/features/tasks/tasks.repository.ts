import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { invoiceItems, jobs, tasks, timesheets } from '../../db/schema/index.ts';

const actualHours = sql<string>`coalesce((select sum(${timesheets.duration}) from ${timesheets} where ${timesheets.taskId} = ${tasks.id} and ${timesheets.companyId} = ${tasks.companyId}), 0)::numeric(10,2)::text`;

const columns = { task: tasks, clientId: jobs.clientId, actualHours };

export function listTasks(db: TDb, companyId: number, jobId: number) {
  return db
    .select(columns)
    .from(tasks)
    .innerJoin(jobs, and(eq(jobs.id, tasks.jobId), eq(jobs.companyId, tasks.companyId)))
    .where(and(eq(tasks.companyId, companyId), eq(tasks.jobId, jobId)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
}

export async function findTask(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(tasks)
    .innerJoin(jobs, and(eq(jobs.id, tasks.jobId), eq(jobs.companyId, tasks.companyId)))
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)))
    .limit(1);
  return row ?? null;
}

/** Inserts with seq_no = the job's highest + 1, in one statement. */
export async function insertTask(db: TDb, companyId: number, values: { jobId: number; name: string; description: string | null; dueDate: string; createdBy: number }) {
  const [row] = await db
    .insert(tasks)
    .values({
      ...values,
      companyId,
      seqNo: sql`(select coalesce(max(${tasks.seqNo}), 0) + 1 from ${tasks} where ${tasks.companyId} = ${companyId} and ${tasks.jobId} = ${values.jobId})`,
    })
    .returning();
  return row;
}

export async function updateTask(db: TDb, companyId: number, id: number, values: Partial<typeof tasks.$inferInsert>) {
  const [row] = await db
    .update(tasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)))
    .returning();
  return row ?? null;
}

/** Time recorded on a task stays on its job when the task goes. */
export async function detachTimesheets(db: TDb, companyId: number, taskId: number) {
  await db.update(timesheets).set({ taskId: null }).where(and(eq(timesheets.companyId, companyId), eq(timesheets.taskId, taskId)));
}

export async function isTaskInvoiced(db: TDb, companyId: number, taskId: number) {
  const [row] = await db.select({ id: invoiceItems.id }).from(invoiceItems).where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.taskId, taskId))).limit(1);
  return !!row;
}

export async function deleteTask(db: TDb, companyId: number, id: number) {
  const [row] = await db.delete(tasks).where(and(eq(tasks.companyId, companyId), eq(tasks.id, id))).returning();
  return row ?? null;
}
