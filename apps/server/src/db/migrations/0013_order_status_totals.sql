CREATE TABLE "order_status_totals" (
	"company_id" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_status_totals_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_status_totals" ADD CONSTRAINT "order_status_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The orders list's count and totals per agency and status, as job_status_totals (0008) for
-- jobs. Adding goes through an upsert; taking away is an update only (an order deleted with
-- its agency finds no row). An order's cost and sell move with its lines (0006), and so here.
CREATE FUNCTION jobflow_order_status_add(c integer, s varchar, n integer, dc numeric, ds numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_status_totals AS t (company_id, status, orders, cost, sell) VALUES (c, s, n, dc, ds)
  ON CONFLICT (company_id, status) DO UPDATE SET orders = t.orders + EXCLUDED.orders, cost = t.cost + EXCLUDED.cost, sell = t.sell + EXCLUDED.sell;
$$;
--> statement-breakpoint
CREATE FUNCTION jobflow_order_status_take(c integer, s varchar, dc numeric, ds numeric) RETURNS void LANGUAGE sql AS $$
  UPDATE order_status_totals SET orders = orders - 1, cost = cost - dc, sell = sell - ds WHERE company_id = c AND status = s;
$$;
--> statement-breakpoint
CREATE FUNCTION jobflow_orders_status_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM jobflow_order_status_add(NEW.company_id, NEW.status, 1, NEW.total_cost, NEW.total_sell);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM jobflow_order_status_take(OLD.company_id, OLD.status, OLD.total_cost, OLD.total_sell);
  ELSIF OLD.company_id = NEW.company_id AND OLD.status = NEW.status THEN
    UPDATE order_status_totals SET cost = cost - OLD.total_cost + NEW.total_cost, sell = sell - OLD.total_sell + NEW.total_sell
     WHERE company_id = NEW.company_id AND status = NEW.status;
  -- a move between two rows locks them in one order, so two orders moving opposite ways
  -- at the same time wait for each other instead of deadlocking
  ELSIF (OLD.company_id, OLD.status) < (NEW.company_id, NEW.status) THEN
    PERFORM jobflow_order_status_take(OLD.company_id, OLD.status, OLD.total_cost, OLD.total_sell);
    PERFORM jobflow_order_status_add(NEW.company_id, NEW.status, 1, NEW.total_cost, NEW.total_sell);
  ELSE
    PERFORM jobflow_order_status_add(NEW.company_id, NEW.status, 1, NEW.total_cost, NEW.total_sell);
    PERFORM jobflow_order_status_take(OLD.company_id, OLD.status, OLD.total_cost, OLD.total_sell);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_totals AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION jobflow_orders_status_totals();
--> statement-breakpoint
CREATE TRIGGER orders_status_totals_update AFTER UPDATE OF company_id, status, total_cost, total_sell ON orders
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.total_cost IS DISTINCT FROM NEW.total_cost OR OLD.total_sell IS DISTINCT FROM NEW.total_sell)
  EXECUTE FUNCTION jobflow_orders_status_totals();
--> statement-breakpoint
-- From scratch: after this migration, a bulk load with the triggers off (through the order
-- totals below), or a restored backup made before this table existed.
CREATE FUNCTION jobflow_recompute_order_status_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_totals;
  INSERT INTO order_status_totals (company_id, status, orders, cost, sell)
  SELECT company_id, status, count(*), sum(total_cost), sum(total_sell) FROM orders GROUP BY company_id, status;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobflow_recompute_order_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET total_cost = v.cost, total_sell = v.sell FROM (
    SELECT o2.company_id, o2.id,
      coalesce((SELECT sum(round(i.cost_rate * i.quantity, 2)) FROM order_items i WHERE i.company_id = o2.company_id AND i.order_id = o2.id), 0) AS cost,
      coalesce((SELECT sum(round(i.sell_rate * i.quantity, 2)) FROM order_items i WHERE i.company_id = o2.company_id AND i.order_id = o2.id), 0) AS sell
    FROM orders o2
  ) v WHERE o.company_id = v.company_id AND o.id = v.id AND (o.total_cost <> v.cost OR o.total_sell <> v.sell);
  PERFORM jobflow_recompute_order_status_totals();
END $$;
--> statement-breakpoint
SELECT jobflow_recompute_order_status_totals();
