import {
  conflict,
  forbidden,
  initialsOf,
  invalid,
  isClientManager,
  isClientUser,
  isSuperAdmin,
  notFound,
  type TClient,
  type TClientInput,
  type TContact,
  type TContactInput,
  type TContactUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import * as users from '../users/users.repository.ts';
import * as repo from './clients.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';

type Deps = { db: TDb; auth: TAuthContext };

export function toClient(r: repo.TClientRow): TClient {
  const c = r.client;
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    email: c.email,
    phone: c.phone,
    website: c.website,
    address_1: c.address1,
    address_2: c.address2,
    suburb: c.suburb,
    state: c.state,
    other_state: c.otherState,
    postcode: c.postcode,
    is_supplier: c.isSupplier,
    price_tier: c.priceTier,
    manager_id: c.managerId,
    manager: r.manager?.id ? { id: r.manager.id, full_name: `${r.manager.firstName} ${r.manager.lastName}`.trim() } : null,
    client_manager_id: c.clientManagerId,
  };
}

/**
 * A contact as answered. Its NOTES are the agency's own (the staff client page's contacts
 * table, spec 2 section 2): a client manager's CLIENT USERS page gets them as null.
 */
export function toContact(r: { user: users.TUserRow; client: { id: number; name: string; isSupplier: number } }, auth: TAuthContext): TContact {
  const u = r.user;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: `${u.firstName} ${u.lastName}`.trim(),
    initials: initialsOf(u.firstName, u.lastName),
    email: u.email,
    role: u.role,
    phone: u.phone,
    note: isSuperAdmin(auth.user) ? u.note : null,
    is_manager: u.isManager,
    enabled: u.enabled ? 1 : 0,
    client_id: r.client.id,
    client: { id: r.client.id, name: r.client.name, is_supplier: r.client.isSupplier },
    member_enabled: u.enabled,
  };
}

function requireAdmin(auth: TAuthContext) {
  if (!isSuperAdmin(auth.user)) throw forbidden();
}

/** A free 4-character code made from the name (ACME, ACM1, ...). */
async function freeCode(db: TDb, companyId: number, name: string, wanted?: string, exceptId?: number) {
  if (wanted) {
    if (await repo.codeInUse(db, companyId, wanted, exceptId)) throw invalid({ code: ['This code is used by another company.'] });
    return wanted;
  }
  const base = (name.toUpperCase().replace(/[^A-Z0-9]/g, '') + 'XXXX').slice(0, 4);
  if (!(await repo.codeInUse(db, companyId, base, exceptId))) return base;
  for (let i = 1; i < 1000; i++) {
    const candidate = base.slice(0, 4 - String(i).length) + i;
    if (!(await repo.codeInUse(db, companyId, candidate, exceptId))) return candidate;
  }
  throw conflict('Choose a code for this company.');
}

async function checkManager(db: TDb, companyId: number, managerId: number | null | undefined) {
  if (!managerId) return;
  const u = await users.findUser(db, companyId, managerId);
  if (!u || u.clientId !== null) throw invalid({ manager_id: ['Choose a team member of this agency.'] });
}

export async function listClients({ db, auth }: Deps, f: { isSupplier?: number; kw?: string }) {
  requireAdmin(auth);
  const rows = await repo.listClients(db, auth.companyId, f);
  return { data: rows.map(toClient), total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1) };
}

export async function getClient({ db, auth }: Deps, id: number) {
  requireAdmin(auth);
  const row = await repo.findClient(db, auth.companyId, id);
  if (!row) throw notFound();
  const members = await repo.listContacts(db, auth.companyId, { clientId: id });
  return { ...toClient(row), members: members.map((m) => toContact(m, auth)) };
}

function clientValues(input: Partial<TClientInput>) {
  const v: Parameters<typeof repo.updateClient>[3] = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.email !== undefined) v.email = input.email;
  if (input.phone !== undefined) v.phone = input.phone;
  if (input.website !== undefined) v.website = input.website;
  if (input.address_1 !== undefined) v.address1 = input.address_1;
  if (input.address_2 !== undefined) v.address2 = input.address_2;
  if (input.suburb !== undefined) v.suburb = input.suburb;
  if (input.state !== undefined) v.state = input.state;
  if (input.other_state !== undefined) v.otherState = input.state === 'Other' ? input.other_state : null;
  if (input.postcode !== undefined) v.postcode = input.postcode;
  if (input.is_supplier !== undefined) v.isSupplier = input.is_supplier;
  if (input.price_tier !== undefined) v.priceTier = input.price_tier;
  if (input.manager_id !== undefined) v.managerId = input.manager_id ?? null;
  return v;
}

export async function createClient({ db, auth }: Deps, input: TClientInput) {
  requireAdmin(auth);
  await checkManager(db, auth.companyId, input.manager_id);
  const code = await freeCode(db, auth.companyId, input.name, input.code);
  const row = await repo.insertClient(db, auth.companyId, { ...(clientValues(input) as { name: string }), code });
  return getClient({ db, auth }, row.id);
}

export async function updateClient({ db, auth }: Deps, id: number, input: Partial<TClientInput>) {
  requireAdmin(auth);
  const existing = await repo.findClient(db, auth.companyId, id);
  if (!existing) throw notFound();
  await checkManager(db, auth.companyId, input.manager_id);
  const values = clientValues(input);
  if (input.code !== undefined && input.code !== existing.client.code) values.code = await freeCode(db, auth.companyId, input.name ?? existing.client.name, input.code, id);
  await repo.updateClient(db, auth.companyId, id, values);
  return getClient({ db, auth }, id);
}

export async function deleteClient({ db, auth }: Deps, id: number) {
  requireAdmin(auth);
  const row = await repo.archiveClient(db, auth.companyId, id);
  if (!row) throw notFound();
  return { id: row.id, name: row.name };
}

/** Which client companies' contacts the caller may manage: all (super admin) or its own (client manager). */
function contactScope(auth: TAuthContext, clientId?: number): number | undefined {
  if (isSuperAdmin(auth.user)) return clientId;
  if (isClientManager(auth.user)) {
    if (clientId !== undefined && clientId !== auth.user.client_id) throw forbidden();
    return auth.user.client_id ?? -1;
  }
  throw forbidden();
}

export async function listContacts({ db, auth }: Deps, f: { clientId?: number; kw?: string }) {
  const clientId = contactScope(auth, f.clientId);
  const rows = await repo.listContacts(db, auth.companyId, { clientId, kw: f.kw });
  return { data: rows.map((r) => toContact(r, auth)), total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1) };
}

/** Contacts as the pickers of forms see them: super admins any company's, contacts their own company's. */
export async function listMembersFor({ db, auth }: Deps, clientId: number) {
  if (isClientUser(auth.user) ? auth.user.client_id !== clientId : !isSuperAdmin(auth.user)) throw forbidden();
  const client = await repo.findClient(db, auth.companyId, clientId);
  if (!client) throw notFound();
  const members = await repo.listMembers(db, auth.companyId, clientId);
  return members.map((m) => ({ id: m.id, full_name: `${m.firstName} ${m.lastName}`.trim(), member_enabled: m.enabled }));
}

export async function createContact(deps: Deps & { invite: (u: users.TUserRow) => Promise<unknown> }, clientIdParam: number, input: TContactInput) {
  const { db, auth } = deps;
  let clientId = clientIdParam;
  if (clientId === -1) {
    requireAdmin(auth);
    if (!input.client_name) throw invalid({ client_name: ['Please select the Company'] });
  } else {
    contactScope(auth, clientId);
    // The company is named by the path: another agency's (or a missing) one is simply not found.
    if (!(await repo.findClient(db, auth.companyId, clientId))) throw notFound();
  }
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    if (clientId === -1) {
      const code = await freeCode(t, auth.companyId, input.client_name!);
      const c = await repo.insertClient(t, auth.companyId, { name: input.client_name!, code, email: input.email, isSupplier: input.client_is_supplier ?? 0 });
      clientId = c.id;
    }
    if (await repo.contactEmailTaken(t, clientId, input.email)) throw invalid({ email: ['This email is already a contact of this company.'] });
    return users.insertUser(t, auth.companyId, {
      clientId,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email.toLowerCase(),
      role: input.role,
      phone: input.phone,
      // the agency's notes on a contact are the agency's to write
      note: isSuperAdmin(auth.user) ? input.note : null,
      isManager: input.is_manager,
      enabled: input.enabled === 1,
      passwordHash: input.password ? await hashNewPassword(input.password) : null,
    });
  });
  const row = await repo.findContact(db, auth.companyId, created.clientId!, created.id);
  if (input.send_welcome && created.enabled) await deps.invite(created);
  return toContact(row!, auth);
}

export async function updateContact({ db, auth }: Deps, clientId: number, id: number, input: TContactUpdate) {
  contactScope(auth, clientId);
  const existing = await repo.findContact(db, auth.companyId, clientId, id);
  if (!existing) throw notFound();
  if (input.client_id !== undefined && input.client_id !== clientId) {
    requireAdmin(auth);
    if (!(await repo.findClient(db, auth.companyId, input.client_id))) throw invalid({ client_id: ['Please select the company'] });
  }
  const targetClient = input.client_id ?? clientId;
  if (input.email !== undefined && (await repo.contactEmailTaken(db, targetClient, input.email, id))) throw invalid({ email: ['This email is already a contact of this company.'] });
  if (isClientManager(auth.user) && id === auth.user.id && (input.enabled === 0 || input.is_manager === 0)) throw invalid({ enabled: ['You cannot block yourself or remove your own manager access.'] });
  const values: Parameters<typeof users.updateUser>[3] = {};
  if (input.first_name !== undefined) values.firstName = input.first_name;
  if (input.last_name !== undefined) values.lastName = input.last_name;
  if (input.email !== undefined) values.email = input.email.toLowerCase();
  if (input.role !== undefined) values.role = input.role;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.note !== undefined && isSuperAdmin(auth.user)) values.note = input.note;
  if (input.is_manager !== undefined) values.isManager = input.is_manager;
  if (input.enabled !== undefined) values.enabled = input.enabled === 1;
  if (input.client_id !== undefined) values.clientId = input.client_id;
  if (input.password) values.passwordHash = await hashNewPassword(input.password);
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await users.updateUser(t, auth.companyId, id, values);
    // moved to another company: the old company's jobs are no longer theirs, nor their notifications of them
    if (targetClient !== clientId) await repo.dropNotifications(t, auth.companyId, id);
    if (input.password || input.enabled === 0) await revokeUserSessions(t, auth.companyId, id);
  });
  const row = await repo.findContact(db, auth.companyId, targetClient, id);
  return toContact(row!, auth);
}

export async function deleteContact({ db, auth }: Deps, clientId: number, id: number) {
  contactScope(auth, clientId);
  const existing = await repo.findContact(db, auth.companyId, clientId, id);
  if (!existing) throw notFound();
  if (id === auth.user.id) throw conflict('You cannot remove yourself.');
  try {
    await db.transaction(async (tx) => {
      await users.deleteUsers(tx as unknown as TDb, auth.companyId, [id]);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict('This contact has history in Jobflow (requests, comments): block them instead of removing them.');
    throw err;
  }
  return toContact(existing, auth);
}

