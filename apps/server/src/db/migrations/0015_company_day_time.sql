CREATE TABLE "company_day_time" (
	"company_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"hours" numeric(14, 2) DEFAULT '0' NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_day_time_pk" PRIMARY KEY("company_id","session_date")
);
--> statement-breakpoint
ALTER TABLE "company_day_time" ADD CONSTRAINT "company_day_time_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The TIME list's header for a date range: an agency's hours and records per day, so "the
-- last 30 days" adds up 30 rows instead of every record in them (48,000 for a large agency).
-- A statement trigger: the days a statement touches are updated once each, in date order, so
-- two statements touching the same days (a job deleted with its records, say) wait for each
-- other instead of deadlocking. Taking away is an update only (an agency deleted with its
-- records finds no row).
CREATE FUNCTION jobflow_company_day_time_add(c integer, day date, h numeric, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_day_time SET hours = hours + h, records = records + n WHERE company_id = c AND session_date = day;
  IF NOT FOUND AND n > 0 THEN
    INSERT INTO company_day_time AS t (company_id, session_date, hours, records) VALUES (c, day, h, n)
    ON CONFLICT (company_id, session_date) DO UPDATE SET hours = t.hours + EXCLUDED.hours, records = t.records + EXCLUDED.records;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION jobflow_timesheets_company_day_time() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR d IN SELECT company_id, session_date, sum(duration) AS h, count(*)::int AS n FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM jobflow_company_day_time_add(d.company_id, d.session_date, d.h, d.n);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR d IN SELECT company_id, session_date, -sum(duration) AS h, -count(*)::int AS n FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2 LOOP
      PERFORM jobflow_company_day_time_add(d.company_id, d.session_date, d.h, d.n);
    END LOOP;
  ELSE
    FOR d IN SELECT company_id, session_date, sum(h) AS h, sum(n)::int AS n FROM (
        SELECT company_id, session_date, duration AS h, 1 AS n FROM new_rows
        UNION ALL SELECT company_id, session_date, -duration, -1 FROM old_rows) x
      GROUP BY 1, 2 HAVING sum(h) <> 0 OR sum(n) <> 0 ORDER BY 1, 2 LOOP
      PERFORM jobflow_company_day_time_add(d.company_id, d.session_date, d.h, d.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheets_company_day_time_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_timesheets_company_day_time();
--> statement-breakpoint
CREATE TRIGGER timesheets_company_day_time_update AFTER UPDATE ON timesheets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_timesheets_company_day_time();
--> statement-breakpoint
CREATE TRIGGER timesheets_company_day_time_delete AFTER DELETE ON timesheets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_timesheets_company_day_time();
--> statement-breakpoint
-- From scratch: after this migration, a bulk load with the triggers off, or a restored backup
-- made before this table existed.
CREATE FUNCTION jobflow_recompute_company_day_time() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_day_time;
  INSERT INTO company_day_time (company_id, session_date, hours, records)
  SELECT company_id, session_date, sum(duration), count(*) FROM timesheets GROUP BY company_id, session_date;
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
  PERFORM jobflow_recompute_company_day_time();
  UPDATE job_members m SET job_status = j.status FROM jobs j
   WHERE j.company_id = m.company_id AND j.id = m.job_id AND m.job_status <> j.status;
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_company_day_time();
