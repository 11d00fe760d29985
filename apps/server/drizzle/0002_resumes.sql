CREATE TABLE "resume_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"renderer_key" text NOT NULL,
	"preview_image" text NOT NULL,
	"design_json" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"renderer_key" text NOT NULL,
	"design_json" jsonb NOT NULL,
	"content_data" jsonb NOT NULL,
	"snippet_section_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_versions" ADD CONSTRAINT "resume_versions_template_id_resume_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."resume_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_versions_user_template_idx" ON "resume_versions" USING btree ("user_id","template_id");--> statement-breakpoint
CREATE INDEX "resume_versions_user_updated_idx" ON "resume_versions" USING btree ("user_id","updated_at");