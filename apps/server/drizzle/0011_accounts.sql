ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" text;--> statement-breakpoint
-- Existing sessions get a random public id; existing refresh tokens belong to no sign-in, so their holders sign in again.
ALTER TABLE "sessions" ADD COLUMN "public_id" text;--> statement-breakpoint
UPDATE "sessions" SET "public_id" = md5(random()::text || "id");--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
DELETE FROM "refresh_tokens";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Google vouched for the address of every account made through it.
UPDATE "users" SET "email_verified" = true WHERE "google_sub" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");