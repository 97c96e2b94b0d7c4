-- Every agency gets the system mails' templates (welcome, reset_password) to edit in settings;
-- from the agency's name and the product's own sender, which sends from MAIL_FROM's address.
INSERT INTO "email_templates" ("company_id", "slug", "name", "email_subject", "from_name", "from_email", "email_body")
SELECT c."id", 'welcome', 'Welcome / invitation', 'You are invited to {company_name} on Jobflow', left(c."name", 255), 'no-reply@jobflow.local', '<p>Hello {first_name},</p><p>{company_name} has invited you to Jobflow, where we run our jobs together.</p><p><a href="{set_password_url}">Set your password</a> (this link works once, for 7 days), then sign in at <a href="{login_url}">{login_url}</a> with {email}.</p>'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "email_templates" e WHERE e."company_id" = c."id" AND e."slug" = 'welcome');
--> statement-breakpoint
INSERT INTO "email_templates" ("company_id", "slug", "name", "email_subject", "from_name", "from_email", "email_body")
SELECT c."id", 'reset_password', 'Reset password', 'Reset your Jobflow password for {company_name}', left(c."name", 255), 'no-reply@jobflow.local', '<p>Hello {first_name},</p><p>Someone asked to reset the password of your Jobflow account for {company_name}.</p><p><a href="{reset_url}">Choose a new password</a> (this link works once, for one hour).</p><p>If it was not you, ignore this e-mail.</p>'
FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "email_templates" e WHERE e."company_id" = c."id" AND e."slug" = 'reset_password');
