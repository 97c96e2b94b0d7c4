import type { TActor } from '@jobflow/contract';
import type { TDb } from '../db/client.ts';
import type { TAgencyVersions } from '../db/versions.ts';

/** The signed-in caller, attached to every authenticated request. */
export type TAuthContext = {
  sessionId: number;
  /** the agency (tenant) every query is scoped by */
  companyId: number;
  user: TActor & {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    periodForTickedTodoItems: string;
  };
  /** the agency's data versions, read with the session on the routes that ask for them (`config.versions`) */
  versions?: TAgencyVersions;
};

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    config: import('../config.ts').TConfig;
    storage: import('../platform/storage/storage.ts').TStorage;
    mailer: import('../platform/mail/mailer.ts').TMailer;
    /** signs download links */
    signingSecret: string;
  }
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
  interface FastifyContextConfig {
    /** opt out of the authentication hook (login, verify-email, forgot, reset, health) */
    public?: boolean;
    /** the capability a caller needs; refused with 403 otherwise */
    capability?: import('@jobflow/contract').TCapability;
    /**
     * read the agency's data versions (db/versions.ts) in the session's own statement, onto
     * `auth.versions`: for the routes that send answers the server keeps under them
     */
    versions?: boolean;
  }
}

/** The caller of an authenticated route (the hook guarantees it is there). */
export function authOf(req: { auth: TAuthContext | null }): TAuthContext {
  if (!req.auth) throw new Error('authOf called on a public route');
  return req.auth;
}
