import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type TMail = { companyId: number | null; to: string; subject: string; html: string; text?: string };

/**
 * Mail is stored in the outbox first. Without SMTP_URL it stays there (and is logged);
 * the SMTP transport that delivers it comes with the e-mail issue.
 */
export async function queueMail(db: TDb, log: FastifyBaseLogger, mail: TMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ companyId: mail.companyId, toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text ?? null })
    .returning({ id: outbox.id });
  log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'mail queued');
  return row.id;
}

export async function markSent(db: TDb, id: number) {
  await db.update(outbox).set({ status: 'sent', sentAt: sql`now()` }).where(eq(outbox.id, id));
}
