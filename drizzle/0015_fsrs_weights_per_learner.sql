CREATE TABLE "learner_fsrs_weights" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"review_count" integer NOT NULL,
	"default_log_loss" real NOT NULL,
	"fitted_log_loss" real NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_fsrs_weights" ADD CONSTRAINT "learner_fsrs_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;