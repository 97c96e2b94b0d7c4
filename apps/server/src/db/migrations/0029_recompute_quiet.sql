-- Every stored total from scratch without the row triggers that keep them one write at a time.
-- Left on, each changed quote, job, order and job_time row updated its agency's few total rows
-- (job_status_totals, order_status_totals, company_time, company_day_jobs) once per row, in one
-- transaction: 100,000 updates of one row, each walking the row's versions before it, which took
-- 409 of the bench generator's 668 s. Those totals are recomputed below from their sources anyway.
-- Disabling a trigger is part of the transaction (no other session sees it off, and the table
-- is locked until the end); the triggers that record changes per statement stay on.
CREATE OR REPLACE FUNCTION jobflow_recompute_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE quotes DISABLE TRIGGER quotes_job_value;
  ALTER TABLE jobs DISABLE TRIGGER jobs_status_totals_update;
  ALTER TABLE orders DISABLE TRIGGER orders_status_totals_update;
  ALTER TABLE job_time DISABLE TRIGGER job_time_company;
  ALTER TABLE job_time DISABLE TRIGGER job_time_day_jobs;
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
  INSERT INTO job_time (company_id, job_id, client_id, hours, records, last_session_date)
  SELECT t.company_id, t.job_id, j.client_id, t.hours, t.records, t.last_session_date
    FROM (SELECT company_id, job_id, sum(duration) AS hours, count(*) AS records, max(session_date) AS last_session_date
            FROM timesheets GROUP BY company_id, job_id) t
    JOIN jobs j ON j.company_id = t.company_id AND j.id = t.job_id;
  -- the orders' totals, then their per-status totals from them
  PERFORM jobflow_recompute_order_totals();
  DELETE FROM job_status_totals;
  INSERT INTO job_status_totals (company_id, status, jobs, quote_value)
  SELECT company_id, status, count(*), sum(quote_value) FROM jobs GROUP BY company_id, status;
  DELETE FROM company_time;
  INSERT INTO company_time (company_id, jobs, hours)
  SELECT company_id, count(*) FILTER (WHERE records > 0), coalesce(sum(hours), 0) FROM job_time GROUP BY company_id;
  PERFORM jobflow_recompute_user_job_time();
  -- the days' time, then company_day_jobs from job_time
  PERFORM jobflow_recompute_company_day_time();
  PERFORM jobflow_recompute_billed();
  UPDATE job_members m SET job_status = j.status FROM jobs j
   WHERE j.company_id = m.company_id AND j.id = m.job_id AND m.job_status <> j.status;
  ALTER TABLE quotes ENABLE TRIGGER quotes_job_value;
  ALTER TABLE jobs ENABLE TRIGGER jobs_status_totals_update;
  ALTER TABLE orders ENABLE TRIGGER orders_status_totals_update;
  ALTER TABLE job_time ENABLE TRIGGER job_time_company;
  ALTER TABLE job_time ENABLE TRIGGER job_time_day_jobs;
END $$;
