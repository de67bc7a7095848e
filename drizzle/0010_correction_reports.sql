CREATE TABLE "correction_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"teacher_slug" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "correction_reports" ADD CONSTRAINT "correction_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_reports_entry_idx" ON "correction_reports" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "correction_reports_rule_idx" ON "correction_reports" USING btree ("rule","reported_at");--> statement-breakpoint
CREATE INDEX "correction_reports_user_idx" ON "correction_reports" USING btree ("user_id","front");