CREATE TABLE "course_enrolments" (
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"is_chosen_by_learner" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "lesson_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goals_met" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phrases_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pronunciation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learner_turns" integer DEFAULT 0 NOT NULL,
	"seconds_spoken" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "placement_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"skills" jsonb NOT NULL,
	"level" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"is_passed" boolean NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_runs" ADD CONSTRAINT "lesson_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_results" ADD CONSTRAINT "placement_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_checks" ADD CONSTRAINT "unit_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_runs_user_lesson_idx" ON "lesson_runs" USING btree ("user_id","lesson_id","started_at");--> statement-breakpoint
CREATE INDEX "placement_results_user_idx" ON "placement_results" USING btree ("user_id","language","taken_at");--> statement-breakpoint
CREATE INDEX "unit_checks_user_idx" ON "unit_checks" USING btree ("user_id","unit_id");