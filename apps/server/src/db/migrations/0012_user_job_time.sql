CREATE TABLE "user_job_time" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"hours" numeric(14, 2) DEFAULT '0' NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"last_session_date" date,
	CONSTRAINT "user_job_time_pk" PRIMARY KEY("company_id","user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "user_job_time" ADD CONSTRAINT "user_job_time_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_time" ADD CONSTRAINT "user_job_time_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_job_time_recent_idx" ON "user_job_time" USING btree ("company_id","user_id","last_session_date" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE "user_job_time"."records" > 0;--> statement-breakpoint
-- A person's TIME list: per person and job, what job_time keeps per job (0004), so the list
-- pages the person's jobs by the recent index instead of grouping all their records.
CREATE FUNCTION jobflow_timesheets_user_job_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_job_time SET hours = hours - OLD.duration, records = records - 1
     WHERE company_id = OLD.company_id AND user_id = OLD.user_id AND job_id = OLD.job_id;
    -- the latest date may have gone: read it again (the row is locked by now, as in job_time)
    UPDATE user_job_time SET last_session_date = (
      SELECT max(session_date) FROM timesheets
       WHERE company_id = OLD.company_id AND user_id = OLD.user_id AND job_id = OLD.job_id)
     WHERE company_id = OLD.company_id AND user_id = OLD.user_id AND job_id = OLD.job_id AND last_session_date <= OLD.session_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_job_time AS ut (company_id, user_id, job_id, hours, records, last_session_date)
    VALUES (NEW.company_id, NEW.user_id, NEW.job_id, NEW.duration, 1, NEW.session_date)
    ON CONFLICT (company_id, user_id, job_id) DO UPDATE SET
      hours = ut.hours + EXCLUDED.hours,
      records = ut.records + 1,
      last_session_date = greatest(ut.last_session_date, EXCLUDED.last_session_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheets_user_job_time AFTER INSERT OR DELETE OR UPDATE OF duration, session_date, job_id, user_id ON timesheets
  FOR EACH ROW EXECUTE FUNCTION jobflow_timesheets_user_job_time();
--> statement-breakpoint
-- From scratch: after this migration, a bulk load with the triggers off, or a restored backup
-- made before this table existed.
CREATE FUNCTION jobflow_recompute_user_job_time() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_job_time;
  INSERT INTO user_job_time (company_id, user_id, job_id, hours, records, last_session_date)
  SELECT company_id, user_id, job_id, sum(duration), count(*), max(session_date) FROM timesheets GROUP BY company_id, user_id, job_id;
END $$;
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
  PERFORM jobflow_recompute_user_job_time();
  UPDATE job_members m SET job_status = j.status FROM jobs j
   WHERE j.company_id = m.company_id AND j.id = m.job_id AND m.job_status <> j.status;
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_user_job_time();
