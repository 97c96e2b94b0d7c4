-- Keyword search of jobs (and of time) by trigram indexes, within the agency and status.
-- Both extensions ship with PostgreSQL (trusted since 13: a database owner may create them)
-- and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
ALTER TABLE "job_members" ADD COLUMN "job_status" varchar(32) DEFAULT 'in_progress' NOT NULL;
--> statement-breakpoint
UPDATE job_members m SET job_status = j.status FROM jobs j WHERE j.company_id = m.company_id AND j.id = m.job_id;
--> statement-breakpoint
-- A member row carries its job's status: taken from the job when the row is written, and
-- copied to every member row when the job moves.
CREATE FUNCTION jobflow_job_members_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.job_status := coalesce((SELECT j.status FROM jobs j WHERE j.company_id = NEW.company_id AND j.id = NEW.job_id), NEW.job_status);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_members_status BEFORE INSERT OR UPDATE OF company_id, job_id, job_status ON job_members
  FOR EACH ROW EXECUTE FUNCTION jobflow_job_members_status();
--> statement-breakpoint
CREATE FUNCTION jobflow_jobs_member_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_members SET job_status = NEW.status WHERE company_id = NEW.company_id AND job_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_member_status AFTER UPDATE OF status ON jobs
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION jobflow_jobs_member_status();
--> statement-breakpoint
CREATE INDEX "job_members_user_status_idx" ON "job_members" USING btree ("company_id","user_id","job_status","job_id");
--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("company_id","status","name" gin_trgm_ops,("id"::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clients_code_trgm_idx" ON "clients" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobflow_recompute_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes q SET total_value = v.total FROM (
    SELECT q2.company_id, q2.id, coalesce((SELECT sum(round(i.quote_rate * i.quantity, 2)) FROM quote_items i
      WHERE i.company_id = q2.company_id AND i.quote_id = q2.id), 0) AS total FROM quotes q2
  ) v WHERE q.company_id = v.company_id AND q.id = v.id AND q.total_value <> v.total;
  UPDATE invoices n SET total_value = v.total FROM (
    SELECT n2.company_id, n2.id, coalesce((SELECT sum(round(i.rate * i.quantity, 2)) FROM invoice_items i
      WHERE i.company_id = n2.company_id AND i.invoice_id = n2.id), 0) AS total FROM invoices n2
  ) v WHERE n.company_id = v.company_id AND n.id = v.id AND n.total_value <> v.total;
  UPDATE jobs j SET quote_value = v.total FROM (
    SELECT j2.company_id, j2.id, coalesce((SELECT sum(q.total_value) FROM quotes q
      WHERE q.company_id = j2.company_id AND q.job_id = j2.id AND q.status <> 'cancelled'), 0) AS total FROM jobs j2
  ) v WHERE j.company_id = v.company_id AND j.id = v.id AND j.quote_value <> v.total;
  DELETE FROM job_time;
  INSERT INTO job_time (company_id, job_id, hours, records, last_session_date)
  SELECT company_id, job_id, sum(duration), count(*), max(session_date) FROM timesheets GROUP BY company_id, job_id;
  PERFORM jobflow_recompute_order_totals();
  DELETE FROM job_status_totals;
  INSERT INTO job_status_totals (company_id, status, jobs, quote_value)
  SELECT company_id, status, count(*), sum(quote_value) FROM jobs GROUP BY company_id, status;
  DELETE FROM company_time;
  INSERT INTO company_time (company_id, jobs, hours)
  SELECT company_id, count(*) FILTER (WHERE records > 0), coalesce(sum(hours), 0) FROM job_time GROUP BY company_id;
  UPDATE job_members m SET job_status = j.status FROM jobs j
   WHERE j.company_id = m.company_id AND j.id = m.job_id AND m.job_status <> j.status;
END $$;
