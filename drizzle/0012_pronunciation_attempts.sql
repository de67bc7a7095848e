CREATE TABLE "pronunciation_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"teacher_slug" text NOT NULL,
	"text" text NOT NULL,
	"engine" text NOT NULL,
	"word_count" integer NOT NULL,
	"ok_count" integer NOT NULL,
	"words" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_attempts" ADD CONSTRAINT "pronunciation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_attempts_user_checked_idx" ON "pronunciation_attempts" USING btree ("user_id","checked_at");