ALTER TABLE "user_profiles" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "explain_in_my_language" boolean DEFAULT false NOT NULL;