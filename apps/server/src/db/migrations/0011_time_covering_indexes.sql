DROP INDEX "timesheets_user_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_company_date_idx";--> statement-breakpoint
CREATE INDEX "timesheets_user_date_idx" ON "timesheets" USING btree ("company_id","user_id","session_date","job_id","duration");--> statement-breakpoint
CREATE INDEX "timesheets_company_date_idx" ON "timesheets" USING btree ("company_id","session_date","start_time","id","job_id","duration");