-- A person's records of a job in one index lookup (the TIME list's person page reads the
-- person's records of each of its jobs): the job index gains the person.
DROP INDEX "timesheets_job_idx";
--> statement-breakpoint
CREATE INDEX "timesheets_job_idx" ON "timesheets" USING btree ("company_id","job_id","user_id");
