-- The agency's jobs pages read each of their statuses in the sort's order and merge them
-- (jobs.repository.ts, agencyPageQuery): the job sort keys' indexes lead with the status, and
-- the (company, status, client) index walks a client's jobs of a status by id.
DROP INDEX "jobs_company_due_idx";--> statement-breakpoint
DROP INDEX "jobs_company_due_desc_idx";--> statement-breakpoint
DROP INDEX "jobs_company_updated_idx";--> statement-breakpoint
DROP INDEX "jobs_name_lower_idx";--> statement-breakpoint
DROP INDEX "jobs_company_status_client_idx";--> statement-breakpoint
CREATE INDEX "jobs_status_due_idx" ON "jobs" USING btree ("company_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "jobs_status_due_desc_idx" ON "jobs" USING btree ("company_id","status","due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_updated_idx" ON "jobs" USING btree ("company_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_name_idx" ON "jobs" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_company_status_client_idx" ON "jobs" USING btree ("company_id","status","client_id","id","quote_value");