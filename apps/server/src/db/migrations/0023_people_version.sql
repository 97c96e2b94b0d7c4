CREATE TABLE "company_people_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigserial NOT NULL
);
--> statement-breakpoint
-- As the search version (0018): the agencies a statement touched take the next version, in
-- company order; TRUNCATE knows no agency, so every version moves.
CREATE FUNCTION jobflow_bump_people_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE company_people_versions SET version = DEFAULT;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO company_people_versions (company_id) SELECT DISTINCT company_id FROM new_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_people_versions (company_id) SELECT DISTINCT company_id FROM old_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  ELSE
    INSERT INTO company_people_versions (company_id)
      SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows ORDER BY 1
      ON CONFLICT (company_id) DO UPDATE SET version = DEFAULT;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_people_version_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_people_version();
--> statement-breakpoint
CREATE TRIGGER users_people_version_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_people_version();
--> statement-breakpoint
CREATE TRIGGER users_people_version_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_people_version();
--> statement-breakpoint
CREATE TRIGGER users_people_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION jobflow_bump_people_version();
