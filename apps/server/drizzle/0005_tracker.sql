CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"kind" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT '' NOT NULL,
	"remote" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"posting_text" text DEFAULT '' NOT NULL,
	"url_key" text DEFAULT '' NOT NULL,
	"title_company_key" text NOT NULL,
	"stage" text DEFAULT 'wishlist' NOT NULL,
	"outcome" text,
	"position" integer DEFAULT 0 NOT NULL,
	"applied_on" date,
	"follow_up_on" date,
	"follow_up_note" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"resume_version_id" integer,
	"cover_letter_id" integer,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_stage_check" CHECK ("jobs"."stage" IN ('wishlist', 'maybe', 'submitted', 'interviewed', 'archived')),
	CONSTRAINT "jobs_outcome_check" CHECK (("jobs"."stage" = 'archived') = ("jobs"."outcome" IS NOT NULL) AND ("jobs"."outcome" IS NULL OR "jobs"."outcome" IN ('offer_accepted', 'offer_declined', 'rejected', 'withdrawn', 'no_response')))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_resume_version_id_resume_versions_id_fk" FOREIGN KEY ("resume_version_id") REFERENCES "public"."resume_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_job_id_idx" ON "activities" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_contacts_job_id_idx" ON "job_contacts" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_contacts_user_id_idx" ON "job_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_interviews_job_id_idx" ON "job_interviews" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_interviews_user_date_idx" ON "job_interviews" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "jobs_user_stage_position_idx" ON "jobs" USING btree ("user_id","stage","position");--> statement-breakpoint
CREATE INDEX "jobs_user_url_key_idx" ON "jobs" USING btree ("user_id","url_key");--> statement-breakpoint
CREATE INDEX "jobs_user_title_company_key_idx" ON "jobs" USING btree ("user_id","title_company_key");--> statement-breakpoint
CREATE INDEX "jobs_user_follow_up_idx" ON "jobs" USING btree ("user_id","follow_up_on");--> statement-breakpoint
-- Resumes made before the timeline existed still belong in Recent Activity.
INSERT INTO "activities" ("user_id", "kind", "data", "created_at")
SELECT "user_id", 'resume_created', jsonb_build_object('resume_version', "id", 'template', "template_id"), "created_at"
FROM "resume_versions";
