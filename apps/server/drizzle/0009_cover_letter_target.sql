ALTER TABLE "cover_letters" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD COLUMN "company" text DEFAULT '' NOT NULL;