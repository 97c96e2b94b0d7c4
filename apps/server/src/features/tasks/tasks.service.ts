import { can, conflict, forbidden, isClientUser, notFound, type TTask, type TTaskCreate, type TTaskStatus, type TTaskUpdate } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { touchJob } from '../jobs/jobs.repository.ts';
import { loadJobFor } from '../jobs/jobs.service.ts';
import * as repo from './tasks.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';

type Deps = { db: TDb; auth: TAuthContext };

function toTask(auth: TAuthContext, r: NonNullable<Awaited<ReturnType<typeof repo.findTask>>>): TTask {
  const t = r.task;
  return {
    id: t.id,
    seq_no: t.seqNo,
    name: t.name,
    description: t.description,
    due_date: t.dueDate,
    status: t.status as TTaskStatus,
    job_id: t.jobId,
    client_id: r.clientId,
    updated_at: iso(t.updatedAt),
    ...(can(auth.user, 'tasks.viewHours') ? { actual_hours: r.actualHours } : {}),
  };
}

export async function listTasks(deps: Deps, jobId: number) {
  await loadJobFor(deps, jobId);
  const rows = await repo.listTasks(deps.db, deps.auth.companyId, jobId);
  return rows.map((r) => toTask(deps.auth, r));
}

/** A task the caller may see (through its job). */
async function loadTask(deps: Deps, id: number) {
  const row = await repo.findTask(deps.db, deps.auth.companyId, id);
  if (!row) throw notFound();
  await loadJobFor(deps, row.task.jobId);
  return row;
}

export async function getTask(deps: Deps, id: number) {
  return toTask(deps.auth, await loadTask(deps, id));
}

export async function createTask(deps: Deps, input: TTaskCreate) {
  if (!can(deps.auth.user, 'tasks.create')) throw forbidden();
  await loadJobFor(deps, input.job_id);
  const task = await repo.insertTask(deps.db, deps.auth.companyId, {
    jobId: input.job_id,
    name: input.name,
    description: input.description ? sanitizeRichText(input.description) : null,
    dueDate: input.due_date,
    createdBy: deps.auth.user.id,
  });
  await touchJob(deps.db, deps.auth.companyId, input.job_id);
  return getTask(deps, task.id);
}

export async function updateTask(deps: Deps, id: number, input: TTaskUpdate) {
  const row = await loadTask(deps, id);
  if (isClientUser(deps.auth.user)) throw forbidden();
  const values: Parameters<typeof repo.updateTask>[3] = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description === null ? null : sanitizeRichText(input.description);
  if (input.due_date !== undefined) values.dueDate = input.due_date;
  if (input.status !== undefined) values.status = input.status;
  await repo.updateTask(deps.db, deps.auth.companyId, id, values);
  await touchJob(deps.db, deps.auth.companyId, row.task.jobId);
  return getTask(deps, id);
}

export async function deleteTask(deps: Deps, id: number) {
  const row = await loadTask(deps, id);
  if (isClientUser(deps.auth.user)) throw forbidden();
  const invoiced = 'This task is on an invoice: remove it from the invoice first.';
  if (await repo.isTaskInvoiced(deps.db, deps.auth.companyId, id)) throw conflict(invoiced);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.detachTimesheets(tx as unknown as TDb, deps.auth.companyId, id);
      await repo.deleteTask(tx as unknown as TDb, deps.auth.companyId, id);
    });
  } catch (err) {
    // Moved onto an invoice between the check and the delete.
    if (isForeignKeyViolation(err)) throw conflict(invoiced);
    throw err;
  }
  await touchJob(deps.db, deps.auth.companyId, row.task.jobId);
  return { id, name: row.task.name };
}
