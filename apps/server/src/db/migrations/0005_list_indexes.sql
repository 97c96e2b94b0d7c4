DROP INDEX "jobs_company_status_idx";--> statement-breakpoint
DROP INDEX "jobs_company_client_idx";--> statement-breakpoint
DROP INDEX "jobs_company_due_idx";--> statement-breakpoint
DROP INDEX "jobs_company_updated_idx";--> statement-breakpoint
DROP INDEX "jobs_name_lower_idx";--> statement-breakpoint
CREATE INDEX "clients_company_name_lower_idx" ON "clients" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_company_code_idx" ON "clients" USING btree ("company_id","code","id");--> statement-breakpoint
CREATE INDEX "jobs_company_due_desc_idx" ON "jobs" USING btree ("company_id","due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_status_rank_idx" ON "jobs" USING btree ("company_id",array_position(array['pending','in_progress','testing','with_client','completed','invoiced']::varchar[], "status"),"id");--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status","quote_value");--> statement-breakpoint
CREATE INDEX "jobs_company_client_idx" ON "jobs" USING btree ("company_id","client_id","id");--> statement-breakpoint
CREATE INDEX "jobs_company_due_idx" ON "jobs" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "jobs_company_updated_idx" ON "jobs" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "jobs_name_lower_idx" ON "jobs" USING btree ("company_id",lower("name"),"id");