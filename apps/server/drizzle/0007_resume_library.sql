ALTER TABLE "resume_versions" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD COLUMN "base_content" jsonb;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD COLUMN "page_count_at" timestamp with time zone;--> statement-breakpoint
-- Resumes made before names and refresh: named after their template, and their copy taken as the library they came from.
UPDATE "resume_versions" AS v SET "name" = t."name" || ' resume', "base_content" = v."content_data" FROM "resume_templates" AS t WHERE t."id" = v."template_id";
