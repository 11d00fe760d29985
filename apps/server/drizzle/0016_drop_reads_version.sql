-- Signed-in reads no longer keep answers in memory (decision 016), so nothing reads users.reads_version: its
-- triggers, their functions and the column go, and every write is one row lock again.
DO $$
DECLARE
  owned text;
BEGIN
  FOREACH owned IN ARRAY ARRAY['jobs', 'job_contacts', 'job_interviews', 'job_matches', 'work_experiences',
    'skills', 'certifications', 'education', 'snippets', 'resume_versions', 'cover_letters']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', owned || '_reads_version_insert', owned);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', owned || '_reads_version_update', owned);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', owned || '_reads_version_delete', owned);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', owned || '_reads_version_truncate', owned);
  END LOOP;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_reads_version" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS "owner_reads_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "users_reads_version"();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "reads_version";
