CREATE TABLE "company_time_changes" (
	"company_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	CONSTRAINT "company_time_changes_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_time_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each statement that changes time records or tasks adds a row for each agency it touched
-- (the invoiced flags of 0025 are set by updates of these tables, so billing adds one too).
-- Only inserts, so no writer waits for another. TRUNCATE knows no agency: every agency gets one.
CREATE FUNCTION jobflow_note_time_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO company_time_changes (company_id) SELECT id FROM companies;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO company_time_changes (company_id) SELECT DISTINCT company_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_time_changes (company_id) SELECT DISTINCT company_id FROM old_rows;
  ELSE
    INSERT INTO company_time_changes (company_id) SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An agency's changes folded into its version row, in one statement: the sum stays as it was.
CREATE FUNCTION jobflow_fold_time_changes(c integer) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM company_time_changes WHERE company_id = c RETURNING 1)
  INSERT INTO company_time_versions AS v (company_id, version) SELECT c, count(*) FROM gone
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + EXCLUDED.version;
$$;
--> statement-breakpoint
CREATE TRIGGER timesheets_time_change_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER timesheets_time_change_update AFTER UPDATE ON timesheets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER timesheets_time_change_delete AFTER DELETE ON timesheets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER timesheets_time_change_truncate AFTER TRUNCATE ON timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER tasks_time_change_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER tasks_time_change_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER tasks_time_change_delete AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
--> statement-breakpoint
CREATE TRIGGER tasks_time_change_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_note_time_change();
