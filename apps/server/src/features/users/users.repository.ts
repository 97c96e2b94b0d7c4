import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { departments, notes, users, userTypeLabels, userTypes } from '../../db/schema/index.ts';
import { escapeLike } from '../jobs/jobs.repository.ts';

export type TUserRow = typeof users.$inferSelect;

export async function insertUser(db: TDb, companyId: number, values: Omit<typeof users.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(users).values({ ...values, companyId }).returning();
  return row;
}

export async function updateUser(db: TDb, companyId: number, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

export async function findUser(db: TDb, companyId: number, id: number) {
  const [row] = await db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, id))).limit(1);
  return row ?? null;
}

/** Is this e-mail used by another staff member (of any agency: a staff e-mail belongs to one agency)? */
export async function staffEmailTaken(db: TDb, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.clientId), sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

const teamColumns = {
  user: users,
  team: { id: departments.id, name: departments.name },
  // a system type under the agency's own title and colour, when it gave one (user_type_labels)
  type: { id: userTypes.id, title: sql<string>`coalesce(${userTypeLabels.title}, ${userTypes.title})`, colorClass: sql<string>`coalesce(${userTypeLabels.colorClass}, ${userTypes.colorClass})` },
};

function team(db: TDb) {
  return db
    .select(teamColumns)
    .from(users)
    .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.companyId, users.companyId)))
    .leftJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(userTypeLabels, and(eq(userTypeLabels.userTypeId, users.userTypeId), eq(userTypeLabels.companyId, users.companyId)));
}

export function listTeam(db: TDb, companyId: number, f: { userTypeId?: number; kw?: string }) {
  const kw = f.kw ? `%${escapeLike(f.kw)}%` : undefined;
  return team(db)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.clientId),
        f.userTypeId ? eq(users.userTypeId, f.userTypeId) : undefined,
        kw ? or(ilike(users.firstName, kw), ilike(users.lastName, kw), ilike(users.email, kw), ilike(departments.name, kw), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${kw}`) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
}

export async function findTeamUser(db: TDb, companyId: number, id: number) {
  const [row] = await team(db).where(and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.clientId))).limit(1);
  return row ?? null;
}

/**
 * Removes users who have no history. Their own to-dos go with them; anything else they
 * made (comments, time, notes, quotes) makes the database refuse, and the caller answers 409.
 */
export async function deleteUsers(db: TDb, companyId: number, ids: number[]) {
  await db.delete(notes).where(and(eq(notes.companyId, companyId), inArray(notes.createdBy, ids), eq(notes.type, 'todo')));
  return db.delete(users).where(and(eq(users.companyId, companyId), inArray(users.id, ids))).returning({ id: users.id });
}

export async function departmentExists(db: TDb, companyId: number, id: number) {
  const [row] = await db.select({ id: departments.id }).from(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  return !!row;
}

export async function userTypeVisible(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(userTypes)
    .where(and(eq(userTypes.id, id), or(isNull(userTypes.companyId), eq(userTypes.companyId, companyId))));
  return row ?? null;
}
