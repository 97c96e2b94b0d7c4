import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, quotes } from '../../db/schema/index.ts';

/** A new pending quote numbered by its own id, priced at its client's tier. */
export async function insertQuote(
  db: TDb,
  companyId: number,
  values: { name: string; description?: string | null; clientId: number; jobId?: number | null; managerId?: number | null; createdBy: number },
) {
  const [row] = await db
    .insert(quotes)
    .values({
      ...values,
      companyId,
      quoteNumber: sql`currval(pg_get_serial_sequence('quotes', 'id'))::text`,
      status: 'pending',
      priceTier: sql`coalesce((select ${clients.priceTier} from ${clients} where ${clients.id} = ${values.clientId} and ${clients.companyId} = ${companyId}), 'tier1')`,
    })
    .returning();
  return row;
}

export async function findQuote(db: TDb, companyId: number, id: number) {
  const [row] = await db.select().from(quotes).where(and(eq(quotes.companyId, companyId), eq(quotes.id, id))).limit(1);
  return row ?? null;
}
