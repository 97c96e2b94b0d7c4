import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, MESSAGES, can } from '@jobflow/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { preparedRowsAsArrays, type TDb } from '../../db/client.ts';
import { agencyVersionColumns, agencyVersionsOf } from '../../db/versions.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { TAuthContext } from '../../lib/context.ts';

export const SESSION_DAYS = 30;

/** The session lookup's statement name: prepared under it, and run under it as arrays. */
const SESSION_STATEMENT = 'auth_session';
/** The session lookup's row: its columns' values, in their order. */
type TSessionTuple = [
  sessionId: number, lastUsedAt: string | Date, companyId: number, id: number, firstName: string, lastName: string, email: string,
  clientId: number | null, isManager: number, userTypeId: number | null, period: string, ...versions: unknown[],
];
/** The session lookup's columns, in the order of `TSessionTuple`. */
const sessionColumns = {
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
  companyId: users.companyId,
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  clientId: users.clientId,
  isManager: users.isManager,
  userTypeId: users.userTypeId,
  period: users.periodForTickedTodoItems,
};
/** How many columns the session's own are (the agency's versions follow them where asked for). */
const SESSION_COLUMNS = Object.keys(sessionColumns).length;
/** The lookup with the agency's versions (`config.versions`): prepared and run under this name. */
const SESSION_VERSIONS_STATEMENT = 'auth_session_versions';
/** Sliding expiry is pushed forward at most once per this interval, to keep polls read-only. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

/**
 * One authentication hook for all of /api: a bearer token must name a live session of an
 * enabled user. Routes opt out with `config: { public: true }`, and state the capability
 * they need with `config: { capability }`.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    // Every request runs this lookup: built once, and on PostgreSQL a named statement each
    // pooled connection parses and plans once (the token hash is a unique key); on PGlite a
    // named statement of its one backend. Its row is read as an array (`preparedRowsAsArrays`),
    // in the order of its columns: no mapping by drizzle on every request.
    const sessionQuery = (db: TDb, name: string, versions: boolean) =>
      db
        .select({ ...sessionColumns, ...(versions ? agencyVersionColumns(sessions.companyId) : {}) })
        .from(sessions)
        .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.companyId, sessions.companyId)))
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.enabled, true)))
        .limit(1)
        .prepare(name);
    const sessionLookup = preparedQuery((db) => sessionQuery(db, SESSION_STATEMENT, false));
    // the same lookup with the agency's versions after the session's columns, in its snapshot:
    // a kept jobs list or TIME page is then one statement, not two
    const sessionVersionsLookup = preparedQuery((db) => sessionQuery(db, SESSION_VERSIONS_STATEMENT, true));
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
      const cfg = req.routeOptions.config;
      if (cfg?.public) return;
      const header = req.headers.authorization ?? '';
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      const tokenHash = hashToken(m[1]);
      const [lookup, name] = cfg?.versions ? [sessionVersionsLookup, SESSION_VERSIONS_STATEMENT] : [sessionLookup, SESSION_STATEMENT];
      const [row] = (await preparedRowsAsArrays(app.db, lookup(app.db), name, { tokenHash })) as TSessionTuple[];
      if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      const [sessionId, lastUsedAt, companyId, id, firstName, lastName, email, clientId, isManager, userTypeId, period] = row;
      if (Date.now() - new Date(lastUsedAt).getTime() > SLIDE_EVERY_MS) {
        await app.db
          .update(sessions)
          .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
          .where(eq(sessions.id, sessionId));
      }
      const auth: TAuthContext = {
        sessionId,
        companyId,
        user: { id, firstName, lastName, email, client_id: clientId, is_manager: isManager, user_type_id: userTypeId, periodForTickedTodoItems: period },
      };
      if (cfg?.versions) auth.versions = agencyVersionsOf(row.slice(SESSION_COLUMNS));
      req.auth = auth;
      if (cfg?.capability && !can(auth.user, cfg.capability)) throw new AppError('FORBIDDEN', MESSAGES.permissionDenied);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
