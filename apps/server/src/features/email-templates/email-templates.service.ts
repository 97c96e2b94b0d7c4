import { PRODUCT_SENDER_EMAIL, notFound, type TEmailTemplate } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import { iso } from '../../lib/iso.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { escapeHtml } from '../../lib/html.ts';
import { DEFAULT_TEMPLATES, type TTemplateSlug } from './default-templates.ts';
import * as repo from './email-templates.repository.ts';

export const toTemplate = (t: repo.TTemplateRow): TEmailTemplate => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  email_subject: t.emailSubject,
  from_name: t.fromName,
  from_email: t.fromEmail,
  email_body: t.emailBody,
  updated_at: iso(t.updatedAt),
});

export async function listTemplates(db: TDb, companyId: number, q: { page: number; kw?: string; perPage: number }) {
  const { total, rows } = await repo.listTemplates(db, companyId, q.kw, q.perPage, (q.page - 1) * q.perPage);
  return { data: rows.map(toTemplate), total, last_page: Math.max(1, Math.ceil(total / q.perPage)), current_page: q.page, per_page: q.perPage };
}

export async function getTemplate(db: TDb, companyId: number, id: number) {
  const t = await repo.findTemplate(db, companyId, id);
  if (!t) throw notFound();
  return toTemplate(t);
}

/** The outbox's subject and from_address columns hold 255 characters. */
const MAIL_HEADER_MAX = 255;

/** Placeholders are replaced with HTML-escaped values (URLs included). */
function fill(template: string, vars: Record<string, string>, escape: boolean) {
  return template.replace(/\{([a-z_]+)\}/g, (m, key: string) => (key in vars ? (escape ? escapeHtml(vars[key]) : vars[key]) : m));
}

/** Renders the agency's template for a system mail, falling back to the built-in text. */
export async function renderSystemMail(db: TDb, companyId: number, slug: TTemplateSlug, vars: Record<string, string>, defaults: { fromName: string; fromEmail: string }) {
  const own = await repo.findTemplateBySlug(db, companyId, slug);
  const base = DEFAULT_TEMPLATES[slug];
  // A subject is one line; it and the sender fit the outbox's 255 characters whatever names fill the placeholders.
  const subject = fill(own?.emailSubject || base.emailSubject, vars, false).replace(/\s*[\r\n]+\s*/g, ' ').slice(0, MAIL_HEADER_MAX);
  const html = fill(own?.emailBody || base.emailBody, vars, true);
  // a template that keeps the product's own sender sends from the server's (MAIL_FROM)
  const fromEmail = own?.fromEmail && own.fromEmail.toLowerCase() !== PRODUCT_SENDER_EMAIL ? own.fromEmail : defaults.fromEmail;
  const fromName = (own?.fromName || defaults.fromName).replace(/["\r\n]/g, '').slice(0, Math.max(0, MAIL_HEADER_MAX - fromEmail.length - 5));
  return { subject, html, text: htmlToText(html.replace(/<a href="([^"]+)">([^<]*)<\/a>/g, '$2 ($1)')), from: `"${fromName}" <${fromEmail}>` };
}
