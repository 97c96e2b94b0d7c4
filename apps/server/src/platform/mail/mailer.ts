import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type TMail = { companyId: number | null; to: string; from?: string; subject: string; html: string; text?: string };
export type TMailer = { send: (mail: TMail) => Promise<{ id: number; sent: boolean }> };

/**
 * Every mail is stored in the outbox first. With SMTP_URL it is then sent through
 * nodemailer and marked sent (or failed, with the error); without it, it stays queued and
 * is logged so a local user can still follow its links.
 */
export function createMailer(opts: { db: TDb; log: FastifyBaseLogger; smtpUrl?: string; defaultFrom: string }): TMailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const from = mail.from ?? opts.defaultFrom;
      const [row] = await opts.db
        .insert(outbox)
        .values({ companyId: mail.companyId, toAddress: mail.to, fromAddress: from, subject: mail.subject, html: mail.html, text: mail.text ?? null })
        .returning({ id: outbox.id });
      if (!transport) {
        opts.log.info({ outboxId: row.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return { id: row.id, sent: false };
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
        await opts.db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` }).where(eq(outbox.id, row.id));
        return { id: row.id, sent: true };
      } catch (err) {
        opts.log.error({ err, outboxId: row.id }, 'mail could not be sent');
        await opts.db
          .update(outbox)
          .set({ status: 'failed', lastError: (err as Error).message.slice(0, 1000), attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, row.id));
        return { id: row.id, sent: false };
      }
    },
  };
}
