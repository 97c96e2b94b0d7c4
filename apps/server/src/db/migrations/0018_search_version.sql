CREATE TABLE "company_search_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigserial NOT NULL
);
--> statement-breakpoint
-- The agencies a statement touched take the next version, in company order (two statements
-- touching the same agencies wait for each other instead of deadlocking). TRUNCATE knows no
-- agency: every version moves.
CREATE FUNCTION jobflow_bump_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE company_search_versions SET version = DEFAULT;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO company_search_versions (company_id) SELECT DISTINCT company_id FROM new_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_search_versions (company_id) SELECT DISTINCT company_id FROM old_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  ELSE
    INSERT INTO company_search_versions (company_id)
      SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_version_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER jobs_search_version_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER jobs_search_version_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER jobs_search_version_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER clients_search_version_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER clients_search_version_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER clients_search_version_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER clients_search_version_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER job_members_search_version_insert AFTER INSERT ON job_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER job_members_search_version_update AFTER UPDATE ON job_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER job_members_search_version_delete AFTER DELETE ON job_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
--> statement-breakpoint
CREATE TRIGGER job_members_search_version_truncate AFTER TRUNCATE ON job_members
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_search_version();
