CREATE TABLE "job_time" (
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"hours" numeric(14, 2) DEFAULT '0' NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"last_session_date" date,
	CONSTRAINT "job_time_pk" PRIMARY KEY("company_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "quote_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "total_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_time" ADD CONSTRAINT "job_time_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_time_recent_idx" ON "job_time" USING btree ("company_id","last_session_date" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE "job_time"."records" > 0;--> statement-breakpoint
CREATE INDEX "jobs_company_status_client_idx" ON "jobs" USING btree ("company_id","status","client_id");--> statement-breakpoint
-- Stored totals, kept by triggers so every write path (items, status, job links, cascades,
-- restores) updates them in the same transaction. Deltas (x = x + d) stay right under
-- concurrent writers: PostgreSQL re-applies the expression to the newest row version.
CREATE FUNCTION jobflow_quote_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE quotes SET total_value = total_value - round(OLD.quote_rate * OLD.quantity, 2)
     WHERE company_id = OLD.company_id AND id = OLD.quote_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE quotes SET total_value = total_value + round(NEW.quote_rate * NEW.quantity, 2)
     WHERE company_id = NEW.company_id AND id = NEW.quote_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quote_items_total AFTER INSERT OR DELETE OR UPDATE OF quote_rate, quantity, quote_id ON quote_items
  FOR EACH ROW EXECUTE FUNCTION jobflow_quote_items_total();
--> statement-breakpoint
CREATE FUNCTION jobflow_invoice_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE invoices SET total_value = total_value - round(OLD.rate * OLD.quantity, 2)
     WHERE company_id = OLD.company_id AND id = OLD.invoice_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE invoices SET total_value = total_value + round(NEW.rate * NEW.quantity, 2)
     WHERE company_id = NEW.company_id AND id = NEW.invoice_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_items_total AFTER INSERT OR DELETE OR UPDATE OF rate, quantity, invoice_id ON invoice_items
  FOR EACH ROW EXECUTE FUNCTION jobflow_invoice_items_total();
--> statement-breakpoint
-- A new row has no items (nor quotes) yet, whatever the inserted values say: copies and
-- restores start at zero and the item triggers add up the rest.
CREATE FUNCTION jobflow_zero_total_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.total_value := 0;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_zero_total BEFORE INSERT ON quotes FOR EACH ROW EXECUTE FUNCTION jobflow_zero_total_value();
--> statement-breakpoint
CREATE TRIGGER invoices_zero_total BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION jobflow_zero_total_value();
--> statement-breakpoint
CREATE FUNCTION jobflow_zero_quote_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quote_value := 0;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_zero_quote_value BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION jobflow_zero_quote_value();
--> statement-breakpoint
-- TOTAL QUOTED of a job: its quotes that are not cancelled.
CREATE FUNCTION jobflow_quotes_job_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.job_id IS NOT NULL AND OLD.status <> 'cancelled' THEN
    UPDATE jobs SET quote_value = quote_value - OLD.total_value WHERE company_id = OLD.company_id AND id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.job_id IS NOT NULL AND NEW.status <> 'cancelled' THEN
    UPDATE jobs SET quote_value = quote_value + NEW.total_value WHERE company_id = NEW.company_id AND id = NEW.job_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_job_value AFTER INSERT OR DELETE OR UPDATE OF total_value, status, job_id ON quotes
  FOR EACH ROW EXECUTE FUNCTION jobflow_quotes_job_value();
--> statement-breakpoint
-- The TIME list's per-job summary.
CREATE FUNCTION jobflow_timesheets_job_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_time SET hours = hours - OLD.duration, records = records - 1
     WHERE company_id = OLD.company_id AND job_id = OLD.job_id;
    -- the latest date may have gone: read it again (this row is locked by now, so a
    -- concurrent insert waits and then applies greatest() on top of it)
    UPDATE job_time SET last_session_date = (
      SELECT max(session_date) FROM timesheets WHERE company_id = OLD.company_id AND job_id = OLD.job_id)
     WHERE company_id = OLD.company_id AND job_id = OLD.job_id AND last_session_date <= OLD.session_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_time AS jt (company_id, job_id, hours, records, last_session_date)
    VALUES (NEW.company_id, NEW.job_id, NEW.duration, 1, NEW.session_date)
    ON CONFLICT (company_id, job_id) DO UPDATE SET
      hours = jt.hours + EXCLUDED.hours,
      records = jt.records + 1,
      last_session_date = greatest(jt.last_session_date, EXCLUDED.last_session_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheets_job_time AFTER INSERT OR DELETE OR UPDATE OF duration, session_date, job_id ON timesheets
  FOR EACH ROW EXECUTE FUNCTION jobflow_timesheets_job_time();
--> statement-breakpoint
-- Every stored total from scratch: after this migration, and after a bulk load that ran
-- with the triggers disabled (bench/generate.ts).
CREATE FUNCTION jobflow_recompute_totals() RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_totals();
