-- The days index in the order the deep TIME page walks it (plain DESC: nulls first, as the primary key
-- read backward): with DESC NULLS LAST, PostgreSQL read all of an agency's days and sorted them.
DROP INDEX "company_day_jobs_recent_idx";--> statement-breakpoint
CREATE INDEX "company_day_jobs_recent_idx" ON "company_day_jobs" USING btree ("company_id","last_session_date" DESC NULLS FIRST,"jobs");