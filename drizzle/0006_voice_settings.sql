CREATE TABLE "voice_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"send_after_ms" integer,
	"allow_interrupt" boolean DEFAULT false NOT NULL,
	"recognition" text DEFAULT 'browser' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;