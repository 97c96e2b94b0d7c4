CREATE TABLE "company_time" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"hours" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_time" ADD CONSTRAINT "company_time_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The TIME list's header for a whole agency: jobs with time and their hours, from job_time's
-- changes (a job's first record, its last one going, hours moving). Taking away is an update
-- only (a job deleted with its agency finds no row).
CREATE FUNCTION jobflow_job_time_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE company_time SET jobs = jobs - (OLD.records > 0)::int, hours = hours - OLD.hours WHERE company_id = OLD.company_id;
  ELSE
    INSERT INTO company_time AS ct (company_id, jobs, hours)
    VALUES (NEW.company_id,
            (NEW.records > 0)::int - (CASE WHEN TG_OP = 'UPDATE' THEN (OLD.records > 0)::int ELSE 0 END),
            NEW.hours - (CASE WHEN TG_OP = 'UPDATE' THEN OLD.hours ELSE 0 END))
    ON CONFLICT (company_id) DO UPDATE SET jobs = ct.jobs + EXCLUDED.jobs, hours = ct.hours + EXCLUDED.hours;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_time_company AFTER INSERT OR DELETE OR UPDATE OF hours, records ON job_time
  FOR EACH ROW EXECUTE FUNCTION jobflow_job_time_company();
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
END $$;
--> statement-breakpoint
INSERT INTO company_time (company_id, jobs, hours)
SELECT company_id, count(*) FILTER (WHERE records > 0), coalesce(sum(hours), 0) FROM job_time GROUP BY company_id;
