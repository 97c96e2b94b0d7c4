import {
  ZJobRequestFieldsSchema,
  ZJobRequestUpdateSchema,
  can,
  conflict,
  forbidden,
  invalid,
  isClientUser,
  notFound,
  type TJobRequest,
  type TJobRequestStatus,
} from '@jobflow/contract';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { lastValues, parseOrThrow } from '../../lib/validate.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import * as filesRepo from '../files/files.repository.ts';
import { checkUpload, removeFile, storeFile, toAttachment } from '../files/files.service.ts';
import { insertJob, setJobPeople } from '../jobs/jobs.repository.ts';
import { insertQuote } from '../quotes/quotes.repository.ts';
import * as repo from './job-requests.repository.ts';

type Deps = { db: TDb; auth: TAuthContext; secret: string; storage: TStorage };

function toRequest(deps: Deps, r: NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>, files: filesRepo.TFileRow[]): TJobRequest {
  const q = r.request;
  return {
    id: q.id,
    request_no: `${r.client.code}${q.id}`,
    request_date: q.requestDate,
    client_id: q.clientId,
    client: r.client,
    contact_id: q.contactId,
    contact: { id: r.contact.id, full_name: `${r.contact.firstName} ${r.contact.lastName}`.trim() },
    name: q.name,
    description: q.description,
    status: q.status as TJobRequestStatus,
    job_id: q.jobId,
    quote_id: q.quoteId,
    updated_at: iso(q.updatedAt),
    files: files.filter((f) => f.jobRequestId === q.id).map((f) => toAttachment(deps.secret, f)),
  };
}

/** Client users see their own company's requests; super admins all; other staff none. */
function scopeClientId(auth: TAuthContext, requested?: number) {
  if (isClientUser(auth.user)) return auth.user.client_id ?? -1;
  if (!can(auth.user, 'jobRequests.manage')) throw forbidden();
  return requested;
}

export async function listRequests(deps: Deps, q: { client_id?: number; status?: string[]; ipp: number | 'all'; page: number }) {
  const clientId = scopeClientId(deps.auth, q.client_id);
  const all = await repo.listRequests(deps.db, deps.auth.companyId, { clientId, statuses: q.status });
  const perPage = q.ipp === 'all' ? Math.max(all.length, 1) : q.ipp;
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  const page = Math.min(q.page, lastPage);
  const rows = all.slice((page - 1) * perPage, page * perPage);
  const files = await filesRepo.listRequestFiles(deps.db, deps.auth.companyId, rows.map((r) => r.request.id));
  return { data: rows.map((r) => toRequest(deps, r, files)), total: all.length, last_page: lastPage, current_page: page, per_page: perPage };
}

async function loadRequest(deps: Deps, id: number) {
  const row = await repo.findRequest(deps.db, deps.auth.companyId, id);
  if (!row) throw notFound();
  if (isClientUser(deps.auth.user)) {
    if (row.request.clientId !== deps.auth.user.client_id) throw notFound();
  } else if (!can(deps.auth.user, 'jobRequests.manage')) {
    throw forbidden();
  }
  return row;
}

export async function getRequest(deps: Deps, id: number) {
  const row = await loadRequest(deps, id);
  const files = await filesRepo.listRequestFiles(deps.db, deps.auth.companyId, [id]);
  return toRequest(deps, row, files);
}

const parseFields = <T extends z.ZodType>(schema: T, fields: Record<string, string | string[]>): z.infer<T> => parseOrThrow(schema, lastValues(fields));

/**
 * The company is the caller's own for a client user, and the contact one of the company's
 * enabled members (the form offers no other; a disabled one cannot sign in to follow the
 * request), or the contact the request already names (`kept`), which may since have been disabled.
 */
async function checkCompanyAndContact(deps: Deps, clientId: number, contactId: number, kept = false) {
  if (isClientUser(deps.auth.user) && clientId !== deps.auth.user.client_id) throw invalid({ client_id: ['You can request work for your own company only.'] });
  const contact = await repo.findContact(deps.db, deps.auth.companyId, clientId, contactId, kept);
  if (!contact) throw invalid({ contact_id: ['Please select the contact'] });
}

async function storeFiles(deps: Deps, db: TDb, requestId: number, files: TUploadedFile[]) {
  for (const f of files) {
    const mime = await checkUpload(f);
    await storeFile({ db, storage: deps.storage }, deps.auth.companyId, f, mime, { objectType: 'job_request', jobRequestId: requestId, uploadedBy: deps.auth.user.id });
  }
}

export async function createRequest(deps: Deps, form: { fields: Record<string, string | string[]>; files: TUploadedFile[] }) {
  if (!can(deps.auth.user, 'jobRequests.create')) throw forbidden();
  const fields = { ...form.fields };
  if (isClientUser(deps.auth.user)) fields.client_id = String(deps.auth.user.client_id);
  const input = parseFields(ZJobRequestFieldsSchema, fields);
  await checkCompanyAndContact(deps, input.client_id, input.contact_id);
  for (const f of form.files) await checkUpload(f);
  const id = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const r = await repo.insertRequest(t, deps.auth.companyId, {
      clientId: input.client_id,
      contactId: input.contact_id,
      requestDate: input.request_date,
      name: input.name,
      description: sanitizeRichText(input.description),
      createdBy: deps.auth.user.id,
    });
    await storeFiles(deps, t, r.id, form.files);
    return r.id;
  });
  return getRequest(deps, id);
}

export async function updateRequest(deps: Deps, id: number, form: { fields: Record<string, string | string[]>; files: TUploadedFile[] }) {
  const row = await loadRequest(deps, id);
  const client = isClientUser(deps.auth.user);
  const fields = { ...form.fields };
  if (client) {
    if (row.request.status !== 'pending') throw conflict(`This request is ${row.request.status}.`);
    delete fields.client_id;
  }
  const input = parseFields(ZJobRequestUpdateSchema, fields);
  if (input.status !== undefined && client) throw forbidden();
  if (input.status === 'accepted') throw invalid({ status: ['Create a job or a quote from the request to accept it.'] });
  const clientId = input.client_id ?? row.request.clientId;
  const contactId = input.contact_id ?? row.request.contactId;
  if (input.client_id !== undefined || input.contact_id !== undefined) await checkCompanyAndContact(deps, clientId, contactId, contactId === row.request.contactId && clientId === row.request.clientId);
  for (const f of form.files) await checkUpload(f);
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await repo.updateRequest(t, deps.auth.companyId, id, {
      ...(input.request_date !== undefined ? { requestDate: input.request_date } : {}),
      ...(input.client_id !== undefined ? { clientId: input.client_id } : {}),
      ...(input.contact_id !== undefined ? { contactId: input.contact_id } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    await storeFiles(deps, t, id, form.files);
  });
  return getRequest(deps, id);
}

function requireManage(auth: TAuthContext) {
  if (!can(auth.user, 'jobRequests.manage')) throw forbidden();
}

/** Creates a job from a pending request: same client, name, description and files; the request becomes accepted. */
export async function createJobFromRequest(deps: Deps, id: number) {
  requireManage(deps.auth);
  const row = await loadRequest(deps, id);
  if (row.request.status !== 'pending') throw conflict(`This request is ${row.request.status}.`);
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const job = await insertJob(t, deps.auth.companyId, {
      clientId: row.request.clientId,
      name: row.request.name,
      description: row.request.description,
      status: 'in_progress',
      createdBy: deps.auth.user.id,
    });
    await setJobPeople(t, deps.auth.companyId, job.id, [deps.auth.user.id], true);
    await filesRepo.attachRequestFilesToJob(t, deps.auth.companyId, id, job.id);
    if (!(await repo.acceptRequest(t, deps.auth.companyId, id, { jobId: job.id }))) throw conflict('This request is no longer pending.');
    return { id: job.id, job_id: job.id, request_id: id };
  });
}

/** Creates a pending quote from a pending request; the request becomes accepted and links to it. */
export async function createQuoteFromRequest(deps: Deps, id: number) {
  requireManage(deps.auth);
  const row = await loadRequest(deps, id);
  if (row.request.status !== 'pending') throw conflict(`This request is ${row.request.status}.`);
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const quote = await insertQuote(t, deps.auth.companyId, {
      name: row.request.name,
      description: row.request.description,
      clientId: row.request.clientId,
      managerId: deps.auth.user.id,
      createdBy: deps.auth.user.id,
    });
    if (!(await repo.acceptRequest(t, deps.auth.companyId, id, { quoteId: quote.id }))) throw conflict('This request is no longer pending.');
    return { id: quote.id, quote_id: quote.id, request_id: id };
  });
}

/** Only rejected (cancelled) requests may be deleted. */
export async function deleteRequests(deps: Deps, ids: number[]) {
  requireManage(deps.auth);
  for (const id of ids) {
    const row = await loadRequest(deps, id);
    if (row.request.status !== 'cancelled') throw conflict('Reject the request before deleting it.');
  }
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const files = await filesRepo.listRequestFiles(t, deps.auth.companyId, ids);
    for (const f of files) if (!f.jobId) await removeFile({ db: t, storage: deps.storage }, deps.auth.companyId, f.id);
    await repo.deleteRequests(t, deps.auth.companyId, ids);
  });
}

export async function deleteRequestAttachment(deps: Deps, id: number, fileId: number) {
  const row = await loadRequest(deps, id);
  if (isClientUser(deps.auth.user) && row.request.status !== 'pending') throw conflict(`This request is ${row.request.status}.`);
  const file = await filesRepo.findFile(deps.db, deps.auth.companyId, fileId);
  if (!file || file.jobRequestId !== id) throw notFound();
  if (file.jobId) {
    // It is also a job attachment now: only unlink it from the request.
    await filesRepo.unlinkFromRequest(deps.db, deps.auth.companyId, fileId);
  } else {
    await removeFile({ db: deps.db, storage: deps.storage }, deps.auth.companyId, fileId);
  }
  return getRequest(deps, id);
}
