-- The agency's days newest first with how many jobs were last worked on each, read from the
-- index alone: a TIME page past the first finds the day it starts on by adding them up (pageStart).
CREATE INDEX "company_day_jobs_recent_idx" ON "company_day_jobs" USING btree ("company_id","last_session_date" DESC NULLS LAST,"jobs");
