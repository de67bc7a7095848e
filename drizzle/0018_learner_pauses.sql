CREATE TABLE "learner_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pause_ms" integer NOT NULL,
	"ending" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_settings" ADD COLUMN "end_of_turn" text DEFAULT 'adaptive' NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_pauses" ADD CONSTRAINT "learner_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_pauses_user_idx" ON "learner_pauses" USING btree ("user_id","id");--> statement-breakpoint
-- Learners who chose another pause than the default keep it as their manual choice.
UPDATE "voice_settings" SET "end_of_turn" = 'fixed' WHERE "send_after_ms" IS DISTINCT FROM 1500;