CREATE TABLE "daily_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"goal_minutes" integer DEFAULT 10 NOT NULL,
	"reminder_hour" integer,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"reminder_sent_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_plans_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "daily_plans" ADD CONSTRAINT "daily_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;