-- About You gains a location and a profile link (LinkedIn or a portfolio), shown in a resume's header and a letter's.
ALTER TABLE "personal_info" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "linkedin_url" text DEFAULT '' NOT NULL;
