CREATE TABLE "demo_turns" (
	"demo_session_id" text NOT NULL,
	"turn" integer NOT NULL,
	"topic" text NOT NULL,
	"learner_message" text NOT NULL,
	"reply" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_turns_demo_session_id_turn_pk" PRIMARY KEY("demo_session_id","turn")
);
--> statement-breakpoint
ALTER TABLE "demo_turns" ADD CONSTRAINT "demo_turns_demo_session_id_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "public"."demo_sessions"("id") ON DELETE cascade ON UPDATE no action;