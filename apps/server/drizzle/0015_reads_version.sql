-- Signed-in reads may keep their answers in memory (decision 013, "a cache checked in the same statement"). The
-- statement that checks the session also compares users.reads_version with the version the kept answer was read
-- at, and recomputes the answer when they differ. So every change to what those reads answer must move the
-- version in its own transaction: these triggers set it to the changing transaction's id, whoever writes (the
-- app, housekeeping, a restore or psql). Statement triggers with transition tables move it once per statement,
-- so renumbering a board column costs one update of the user, not one per card.
ALTER TABLE "users" ADD COLUMN "reads_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "users_reads_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reads_version := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_reads_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_reads_version"();--> statement-breakpoint
CREATE FUNCTION "owner_reads_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  version bigint := pg_current_xact_id()::text::bigint;
BEGIN
  -- Only the branch for this event runs, so each names only the transition tables its trigger has. TRUNCATE
  -- names no rows, so it moves every user's version.
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE users SET reads_version = version WHERE reads_version <> version;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE users SET reads_version = version
      WHERE id IN (SELECT user_id FROM new_rows) AND reads_version <> version;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET reads_version = version
      WHERE id IN (SELECT user_id FROM old_rows) AND reads_version <> version;
  ELSE
    UPDATE users SET reads_version = version
      WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AND reads_version <> version;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  owned text;
BEGIN
  FOREACH owned IN ARRAY ARRAY['jobs', 'job_contacts', 'job_interviews', 'job_matches', 'work_experiences',
    'skills', 'certifications', 'education', 'snippets', 'resume_versions', 'cover_letters']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION owner_reads_version()', owned || '_reads_version_insert', owned);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION owner_reads_version()', owned || '_reads_version_update', owned);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION owner_reads_version()', owned || '_reads_version_delete', owned);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION owner_reads_version()', owned || '_reads_version_truncate', owned);
  END LOOP;
END
$$;
