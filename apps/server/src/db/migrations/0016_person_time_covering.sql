-- A person's TIME header (their jobs and hours) and page read from the index alone: with the
-- hours last in it, not a heap page per job (a person on 3,400 jobs: 2,851 pages, 5.5 ms).
DROP INDEX "user_job_time_recent_idx";--> statement-breakpoint
CREATE INDEX "user_job_time_recent_idx" ON "user_job_time" USING btree ("company_id","user_id","last_session_date" DESC NULLS LAST,"job_id" DESC NULLS LAST,"hours") WHERE "user_job_time"."records" > 0;