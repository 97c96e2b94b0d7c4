import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ZAccountSchema, ZAccountUpdateSchema, ZNotificationSchema, invalid, isClientUser, notFound, zIdParam } from '@jobflow/contract';
import { clients, comments, jobs, notifications, sessions, users } from '../../db/schema/index.ts';
import { authOf } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { ok, okSchema } from '../../lib/reply.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { staffEmailTaken } from '../users/users.repository.ts';
import { contactEmailTaken } from '../clients/clients.repository.ts';

/** The account area: profile, password, and the notifications list. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = async (companyId: number, id: number) => {
    const [u] = await app.db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, id)));
    if (!u) throw notFound();
    return { id: u.id, first_name: u.firstName, last_name: u.lastName, full_name: `${u.firstName} ${u.lastName}`.trim(), email: u.email, phone: u.phone, period_for_ticked_todo_items: u.periodForTickedTodoItems };
  };

  app.get('/user', { schema: { tags: ['account'], response: okSchema(ZAccountSchema) } }, async (req) => {
    const auth = authOf(req);
    return ok(await account(auth.companyId, auth.user.id));
  });

  /** Saves the profile, or changes the password (which ends the user's other sessions). */
  app.post('/user', { schema: { tags: ['account'], body: ZAccountUpdateSchema, response: okSchema(ZAccountSchema) } }, async (req) => {
    const auth = authOf(req);
    const b = req.body;
    if (b.email !== undefined) {
      const taken = isClientUser(auth.user) ? await contactEmailTaken(app.db, auth.user.client_id!, b.email, auth.user.id) : await staffEmailTaken(app.db, b.email, auth.user.id);
      if (taken) throw invalid({ email: ['This email is already used by another account.'] });
    }
    if (b.period_for_ticked_todo_items !== undefined && isClientUser(auth.user)) throw invalid({ period_for_ticked_todo_items: ['Only team members have a to-do list.'] });
    const passwordHash = b.password ? await hashNewPassword(b.password) : undefined;
    await app.db
      .update(users)
      .set({
        ...(b.first_name !== undefined ? { firstName: b.first_name } : {}),
        ...(b.last_name !== undefined ? { lastName: b.last_name } : {}),
        ...(b.email !== undefined ? { email: b.email.toLowerCase() } : {}),
        ...(b.phone !== undefined ? { phone: b.phone || null } : {}),
        ...(b.period_for_ticked_todo_items !== undefined ? { periodForTickedTodoItems: b.period_for_ticked_todo_items } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.companyId, auth.companyId), eq(users.id, auth.user.id)));
    if (b.password) {
      await app.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.companyId, auth.companyId), eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
    }
    return ok(await account(auth.companyId, auth.user.id));
  });

  /** The caller's notifications, newest first: a comment or a mention on a job. */
  app.get('/user/related-comments', {
    schema: { tags: ['notifications'], querystring: z.object({ status: z.enum(['unread', 'read', 'all']).default('all'), ipp: z.string().optional() }), response: okSchema(z.object({ data: z.array(ZNotificationSchema), total: z.number(), unread: z.number() })) },
  }, async (req) => {
    const auth = authOf(req);
    const author = { firstName: users.firstName, lastName: users.lastName };
    const rows = await app.db
      .select({ n: notifications, job: { id: jobs.id, name: jobs.name }, code: clients.code, comment: { id: comments.id, content: comments.content, board: comments.board, type: comments.type }, author })
      .from(notifications)
      .innerJoin(jobs, and(eq(jobs.id, notifications.jobId), eq(jobs.companyId, notifications.companyId)))
      .innerJoin(clients, and(eq(clients.id, jobs.clientId), eq(clients.companyId, jobs.companyId)))
      .leftJoin(comments, and(eq(comments.id, notifications.commentId), eq(comments.companyId, notifications.companyId)))
      .leftJoin(users, and(eq(users.id, comments.authorId), eq(users.companyId, comments.companyId)))
      .where(and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.user.id), req.query.status === 'unread' ? isNull(notifications.readAt) : req.query.status === 'read' ? sql`${notifications.readAt} is not null` : undefined))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(500);
    const data = rows.map((r) => ({
      id: r.n.id,
      kind: r.n.kind,
      updated_at: iso(r.n.updatedAt),
      object_id: r.job.id,
      object: { id: r.job.id, name: r.job.name, job_no: `${r.code}${r.job.id}` },
      comment: r.comment?.id
        ? { id: r.comment.id, board: r.comment.board, excerpt: (r.comment.type === 'text' ? htmlToText(r.comment.content) : r.comment.content).slice(0, 140), author: r.author ? `${r.author.firstName} ${r.author.lastName}`.trim() : '' }
        : null,
      read: r.n.readAt !== null,
      pivot: { read: r.n.readAt !== null ? 1 : 0 },
    }));
    return ok({ data, total: data.length, unread: data.filter((d) => !d.read).length });
  });

  /** Marks one notification read (or unread with read: 0). */
  app.post('/user/comment/:id', { schema: { tags: ['notifications'], params: zIdParam, body: z.object({ read: z.coerce.number().int().min(0).max(1).default(1) }).nullish(), response: okSchema(z.object({ id: z.number(), read: z.boolean(), job_id: z.number() })) } }, async (req) => {
    const auth = authOf(req);
    const read = (req.body?.read ?? 1) === 1;
    const [row] = await app.db
      .update(notifications)
      .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
      .where(and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.user.id), eq(notifications.id, req.params.id)))
      .returning();
    if (!row) throw notFound();
    return ok({ id: row.id, read: row.readAt !== null, job_id: row.jobId });
  });
};
