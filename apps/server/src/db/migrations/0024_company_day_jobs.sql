CREATE TABLE "company_day_jobs" (
	"company_id" integer NOT NULL,
	"last_session_date" date NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_day_jobs_pk" PRIMARY KEY("company_id","last_session_date")
);
--> statement-breakpoint
ALTER TABLE "company_day_jobs" ADD CONSTRAINT "company_day_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A job counts on the day of its latest record while it has records. A day no job counts on
-- any more goes (so the rows are exactly those a recompute makes); taking away finds no row
-- when a job is deleted with its agency.
CREATE FUNCTION jobflow_company_day_jobs_add(c integer, day date, n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  left_on integer;
BEGIN
  UPDATE company_day_jobs SET jobs = jobs + n WHERE company_id = c AND last_session_date = day RETURNING jobs INTO left_on;
  IF FOUND AND left_on = 0 THEN
    DELETE FROM company_day_jobs WHERE company_id = c AND last_session_date = day;
  ELSIF NOT FOUND AND n > 0 THEN
    INSERT INTO company_day_jobs AS t (company_id, last_session_date, jobs) VALUES (c, day, n)
    ON CONFLICT (company_id, last_session_date) DO UPDATE SET jobs = t.jobs + EXCLUDED.jobs;
  END IF;
END $$;
--> statement-breakpoint
-- A row trigger on job_time, named to fire after job_time_company (0009): by then the change
-- holds its agency's company_time row, which every change to job_time's counts or hours takes
-- first, so two transactions never hold days of one agency in opposite orders (no deadlock).
CREATE FUNCTION jobflow_job_time_day_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was date;
  now_on date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.records > 0 THEN was := OLD.last_session_date; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.records > 0 THEN now_on := NEW.last_session_date; END IF;
  IF was IS NOT DISTINCT FROM now_on THEN RETURN NULL; END IF;
  IF was IS NOT NULL THEN PERFORM jobflow_company_day_jobs_add(OLD.company_id, was, -1); END IF;
  IF now_on IS NOT NULL THEN PERFORM jobflow_company_day_jobs_add(NEW.company_id, now_on, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_time_day_jobs AFTER INSERT OR DELETE OR UPDATE OF records, last_session_date ON job_time
  FOR EACH ROW EXECUTE FUNCTION jobflow_job_time_day_jobs();
--> statement-breakpoint
-- From scratch, from job_time: after this migration, a bulk load with the triggers off, or a
-- restored backup made before this table existed.
CREATE FUNCTION jobflow_recompute_company_day_jobs() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_day_jobs;
  INSERT INTO company_day_jobs (company_id, last_session_date, jobs)
  SELECT company_id, last_session_date, count(*) FROM job_time
   WHERE records > 0 AND last_session_date IS NOT NULL GROUP BY company_id, last_session_date;
END $$;
--> statement-breakpoint
-- The agency's time per day, its hours and records (0015) and now its jobs by their latest day:
-- every stored total from scratch (jobflow_recompute_totals) rebuilds both.
CREATE OR REPLACE FUNCTION jobflow_recompute_company_day_time() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_day_time;
  INSERT INTO company_day_time (company_id, session_date, hours, records)
  SELECT company_id, session_date, sum(duration), count(*) FROM timesheets GROUP BY company_id, session_date;
  PERFORM jobflow_recompute_company_day_jobs();
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_company_day_jobs();
