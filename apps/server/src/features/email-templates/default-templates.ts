import { PRODUCT_SENDER_EMAIL } from '@jobflow/contract';

/** The system templates every agency starts with; an agency may edit them in settings. */
export const DEFAULT_TEMPLATES = {
  welcome: {
    name: 'Welcome / invitation',
    emailSubject: 'You are invited to {company_name} on Jobflow',
    emailBody:
      '<p>Hello {first_name},</p><p>{company_name} has invited you to Jobflow, where we run our jobs together.</p><p><a href="{set_password_url}">Set your password</a> (this link works once, for 7 days), then sign in at <a href="{login_url}">{login_url}</a> with {email}.</p>',
  },
  reset_password: {
    name: 'Reset password',
    emailSubject: 'Reset your Jobflow password for {company_name}',
    emailBody:
      '<p>Hello {first_name},</p><p>Someone asked to reset the password of your Jobflow account for {company_name}.</p><p><a href="{reset_url}">Choose a new password</a> (this link works once, for one hour).</p><p>If it was not you, ignore this e-mail.</p>',
  },
} as const;
export type TTemplateSlug = keyof typeof DEFAULT_TEMPLATES;

/**
 * A system template as an agency starts with it (editable in Settings → Email templates), from
 * the agency's name and the product's own sender (PRODUCT_SENDER_EMAIL: MAIL_FROM's address).
 * Migration 0032 gave every agency of an older database these too.
 */
export function systemTemplateRow(slug: TTemplateSlug, companyId: number, agencyName: string) {
  const t = DEFAULT_TEMPLATES[slug];
  return { companyId, slug, name: t.name, emailSubject: t.emailSubject, fromName: agencyName, fromEmail: PRODUCT_SENDER_EMAIL, emailBody: t.emailBody };
}
