DROP INDEX "orders_company_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cost" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_sell" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- An order's cost and sell, kept like the quote and invoice totals of migration 0004.
CREATE FUNCTION jobflow_order_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE orders SET total_cost = total_cost - round(OLD.cost_rate * OLD.quantity, 2), total_sell = total_sell - round(OLD.sell_rate * OLD.quantity, 2)
     WHERE company_id = OLD.company_id AND id = OLD.order_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE orders SET total_cost = total_cost + round(NEW.cost_rate * NEW.quantity, 2), total_sell = total_sell + round(NEW.sell_rate * NEW.quantity, 2)
     WHERE company_id = NEW.company_id AND id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_total AFTER INSERT OR DELETE OR UPDATE OF cost_rate, sell_rate, quantity, order_id ON order_items
  FOR EACH ROW EXECUTE FUNCTION jobflow_order_items_total();
--> statement-breakpoint
CREATE FUNCTION jobflow_zero_order_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.total_cost := 0;
  NEW.total_sell := 0;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_zero_totals BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION jobflow_zero_order_totals();
--> statement-breakpoint
CREATE FUNCTION jobflow_recompute_order_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET total_cost = v.cost, total_sell = v.sell FROM (
    SELECT o2.company_id, o2.id,
      coalesce((SELECT sum(round(i.cost_rate * i.quantity, 2)) FROM order_items i WHERE i.company_id = o2.company_id AND i.order_id = o2.id), 0) AS cost,
      coalesce((SELECT sum(round(i.sell_rate * i.quantity, 2)) FROM order_items i WHERE i.company_id = o2.company_id AND i.order_id = o2.id), 0) AS sell
    FROM orders o2
  ) v WHERE o.company_id = v.company_id AND o.id = v.id AND (o.total_cost <> v.cost OR o.total_sell <> v.sell);
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
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_order_totals();
