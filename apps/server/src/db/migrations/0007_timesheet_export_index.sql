DROP INDEX "timesheets_company_date_idx";--> statement-breakpoint
CREATE INDEX "timesheets_company_date_idx" ON "timesheets" USING btree ("company_id","session_date","start_time","id");