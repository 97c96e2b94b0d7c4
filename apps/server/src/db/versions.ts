import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companyPeopleVersions, companySearchVersions, companyTimeChanges, companyTimeVersions } from './schema/index.ts';

/**
 * An agency's data versions, each moved by its triggers with every committed change to what
 * it dates: the search version (migration 0018: jobs, clients, job members), the people
 * version (0023: its users), the time version (0026: records, tasks, invoiced flags) and the
 * time changes not yet folded into it. The server keeps answers under them (lib/kept.ts): the
 * jobs lists under the search version, the TIME pages under all three.
 */
export type TAgencyVersions = { search: string; people: string; time: string; timeChanges: number };

const versionOf = (table: typeof companySearchVersions | typeof companyPeopleVersions | typeof companyTimeVersions, companyId: SQLWrapper): SQL<string> =>
  sql<string>`coalesce((select ${table.version} from ${table} where ${table.companyId} = ${companyId}), 0)::text`;

/**
 * The versions of the agency `companyId` (a column of the statement's row or a placeholder), as
 * four columns of a statement, in the order `agencyVersionsOf` reads them: the session lookup
 * reads them with the session for the routes that keep answers (plugins/app/auth.ts), so that a
 * kept answer costs one statement; other callers read them on their own.
 */
export const agencyVersionColumns = (companyId: SQLWrapper) => ({
  searchVersion: versionOf(companySearchVersions, companyId),
  peopleVersion: versionOf(companyPeopleVersions, companyId),
  timeVersion: versionOf(companyTimeVersions, companyId),
  timeChanges: sql<number>`(select count(*) from ${companyTimeChanges} where ${companyTimeChanges.companyId} = ${companyId})::int`,
});

/** The versions from the values of `agencyVersionColumns`, in their order. */
export function agencyVersionsOf([search, people, time, timeChanges]: unknown[]): TAgencyVersions {
  return { search: search as string, people: people as string, time: time as string, timeChanges: Number(timeChanges) };
}

/**
 * A TIME page's version: the three versions together, the time version counting the changes
 * not folded into it yet (folding keeps the sum, so a kept page stays kept).
 */
export const timePageVersion = (v: TAgencyVersions): string => `${v.search}.${v.people}.${BigInt(v.time) + BigInt(v.timeChanges)}`;
