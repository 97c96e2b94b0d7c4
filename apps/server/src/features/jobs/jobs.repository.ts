import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, jobs, quoteItems, quotes } from '../../db/schema/index.ts';

/** Sum of quoted amounts (quote rate x quantity) of a job's quotes that are not cancelled. */
export const quoteValueOf = (jobId: typeof jobs.id) => sql<string>`coalesce((
  select sum(${quoteItems.quoteRate} * ${quoteItems.quantity})::numeric(14,2)
  from ${quoteItems} join ${quotes} on ${quotes.id} = ${quoteItems.quoteId} and ${quotes.companyId} = ${quoteItems.companyId}
  where ${quotes.jobId} = ${jobId} and ${quotes.companyId} = ${jobs.companyId} and ${quotes.status} <> 'cancelled'
), 0)::text`;

export async function findJob(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ job: jobs, client: { id: clients.id, name: clients.name, code: clients.code }, quoteValue: quoteValueOf(jobs.id) })
    .from(jobs)
    .innerJoin(clients, and(eq(clients.id, jobs.clientId), eq(clients.companyId, jobs.companyId)))
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

