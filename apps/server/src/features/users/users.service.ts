import {
  conflict,
  forbidden,
  initialsOf,
  invalid,
  isSuperAdmin,
  notFound,
  type TTeamUser,
  type TTeamUserCreate,
  type TTeamUserUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import * as repo from './users.repository.ts';

type Deps = { db: TDb; auth: TAuthContext };

function toTeamUser(r: NonNullable<Awaited<ReturnType<typeof repo.findTeamUser>>>): TTeamUser {
  const u = r.user;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    initials: initialsOf(u.firstName, u.lastName),
    email: u.email,
    department_id: u.departmentId,
    team: r.team?.id ? { id: r.team.id, name: r.team.name } : null,
    cost_rate: u.costRate,
    billable_rate: u.billableRate,
    role: u.role,
    phone: u.phone,
    user_type_id: u.userTypeId,
    user_type: r.type?.id ? { id: r.type.id, title: r.type.title, color_class: r.type.colorClass } : null,
    enabled: u.enabled,
  };
}

function requireAdmin(auth: TAuthContext) {
  if (!isSuperAdmin(auth.user)) throw forbidden();
}

export async function listTeam({ db, auth }: Deps, f: { userTypeId?: number; kw?: string }) {
  requireAdmin(auth);
  const rows = await repo.listTeam(db, auth.companyId, f);
  return { data: rows.map(toTeamUser), total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1) };
}

export async function getTeamUser({ db, auth }: Deps, id: number) {
  requireAdmin(auth);
  const row = await repo.findTeamUser(db, auth.companyId, id);
  if (!row) throw notFound();
  return toTeamUser(row);
}

async function checkRefs(db: TDb, companyId: number, input: { department_id?: number | null; user_type_id?: number }) {
  if (input.department_id && !(await repo.departmentExists(db, companyId, input.department_id))) throw invalid({ department_id: ['Choose a team of this agency.'] });
  if (input.user_type_id !== undefined && !(await repo.userTypeVisible(db, companyId, input.user_type_id))) throw invalid({ user_type_id: ['Choose an access level.'] });
}

export async function createTeamUser(deps: Deps & { invite: (u: repo.TUserRow) => Promise<unknown> }, input: TTeamUserCreate) {
  const { db, auth } = deps;
  requireAdmin(auth);
  await checkRefs(db, auth.companyId, input);
  if (await repo.staffEmailTaken(db, input.email)) throw invalid({ email: ['This email is already used by a team member.'] });
  const passwordHash = await hashNewPassword(input.password);
  const user = await repo.insertUser(db, auth.companyId, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email.toLowerCase(),
    departmentId: input.department_id ?? null,
    billableRate: input.billable_rate,
    costRate: input.cost_rate,
    userTypeId: input.user_type_id,
    passwordHash,
  });
  if (input.send_welcome) await deps.invite(user);
  return getTeamUser(deps, user.id);
}

export async function updateTeamUser({ db, auth }: Deps, id: number, input: TTeamUserUpdate) {
  requireAdmin(auth);
  const existing = await repo.findTeamUser(db, auth.companyId, id);
  if (!existing) throw notFound();
  await checkRefs(db, auth.companyId, input);
  if (input.email !== undefined && (await repo.staffEmailTaken(db, input.email, id))) throw invalid({ email: ['This email is already used by a team member.'] });
  if (id === auth.user.id && ((input.user_type_id !== undefined && input.user_type_id !== existing.user.userTypeId) || input.enabled === false)) {
    throw invalid({ user_type_id: ['You cannot change your own access level or block yourself.'] });
  }
  const v: Parameters<typeof repo.updateUser>[3] = {};
  if (input.first_name !== undefined) v.firstName = input.first_name;
  if (input.last_name !== undefined) v.lastName = input.last_name;
  if (input.email !== undefined) v.email = input.email.toLowerCase();
  if (input.department_id !== undefined) v.departmentId = input.department_id;
  if (input.billable_rate !== undefined) v.billableRate = input.billable_rate;
  if (input.cost_rate !== undefined) v.costRate = input.cost_rate;
  if (input.user_type_id !== undefined) v.userTypeId = input.user_type_id;
  if (input.role !== undefined) v.role = input.role;
  if (input.phone !== undefined) v.phone = input.phone;
  if (input.enabled !== undefined) v.enabled = input.enabled;
  if (input.password) v.passwordHash = await hashNewPassword(input.password);
  await repo.updateUser(db, auth.companyId, id, v);
  if (input.password || input.enabled === false) await revokeUserSessions(db, auth.companyId, id);
  return getTeamUser({ db, auth }, id);
}

export async function deleteTeamUsers({ db, auth }: Deps, ids: number[]) {
  requireAdmin(auth);
  if (ids.includes(auth.user.id)) throw conflict('You cannot delete yourself.');
  for (const id of ids) if (!(await repo.findTeamUser(db, auth.companyId, id))) throw notFound();
  try {
    await db.transaction(async (tx) => {
      await repo.deleteUsers(tx as unknown as TDb, auth.companyId, ids);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict('This team member has history in Jobflow (jobs, time, comments): block them instead of deleting them.');
    throw err;
  }
}
