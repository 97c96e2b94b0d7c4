CREATE TABLE "job_status_totals" (
	"company_id" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"quote_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "job_status_totals_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "job_status_totals" ADD CONSTRAINT "job_status_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The jobs list's count and TOTAL QUOTED per agency and status. Adding goes through an
-- upsert; taking away is an update only (a job deleted with its agency finds no row).
CREATE FUNCTION jobflow_job_status_add(c integer, s varchar, n integer, v numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_status_totals AS t (company_id, status, jobs, quote_value) VALUES (c, s, n, v)
  ON CONFLICT (company_id, status) DO UPDATE SET jobs = t.jobs + EXCLUDED.jobs, quote_value = t.quote_value + EXCLUDED.quote_value;
$$;
--> statement-breakpoint
CREATE FUNCTION jobflow_job_status_take(c integer, s varchar, v numeric) RETURNS void LANGUAGE sql AS $$
  UPDATE job_status_totals SET jobs = jobs - 1, quote_value = quote_value - v WHERE company_id = c AND status = s;
$$;
--> statement-breakpoint
CREATE FUNCTION jobflow_jobs_status_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM jobflow_job_status_add(NEW.company_id, NEW.status, 1, NEW.quote_value);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM jobflow_job_status_take(OLD.company_id, OLD.status, OLD.quote_value);
  ELSIF OLD.company_id = NEW.company_id AND OLD.status = NEW.status THEN
    UPDATE job_status_totals SET quote_value = quote_value - OLD.quote_value + NEW.quote_value
     WHERE company_id = NEW.company_id AND status = NEW.status;
  -- a move between two rows locks them in one order, so two jobs moving opposite ways
  -- at the same time wait for each other instead of deadlocking
  ELSIF (OLD.company_id, OLD.status) < (NEW.company_id, NEW.status) THEN
    PERFORM jobflow_job_status_take(OLD.company_id, OLD.status, OLD.quote_value);
    PERFORM jobflow_job_status_add(NEW.company_id, NEW.status, 1, NEW.quote_value);
  ELSE
    PERFORM jobflow_job_status_add(NEW.company_id, NEW.status, 1, NEW.quote_value);
    PERFORM jobflow_job_status_take(OLD.company_id, OLD.status, OLD.quote_value);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_status_totals AFTER INSERT OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobflow_jobs_status_totals();
--> statement-breakpoint
CREATE TRIGGER jobs_status_totals_update AFTER UPDATE OF company_id, status, quote_value ON jobs
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.quote_value IS DISTINCT FROM NEW.quote_value)
  EXECUTE FUNCTION jobflow_jobs_status_totals();
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
END $$;
--> statement-breakpoint
INSERT INTO job_status_totals (company_id, status, jobs, quote_value)
SELECT company_id, status, count(*), sum(quote_value) FROM jobs GROUP BY company_id, status;
