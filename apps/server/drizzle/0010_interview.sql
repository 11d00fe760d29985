CREATE TABLE "interview_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"question_text" text NOT NULL,
	"job_id" integer,
	"situation" text DEFAULT '' NOT NULL,
	"task" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"confidence" integer,
	"seconds_spent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_confidence_range" CHECK ("interview_answers"."confidence" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "interview_stars" (
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stars" ADD CONSTRAINT "interview_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_answers_user_updated_idx" ON "interview_answers" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "interview_answers_user_question_idx" ON "interview_answers" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_stars_user_question_key" ON "interview_stars" USING btree ("user_id","question_id");