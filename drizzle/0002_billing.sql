CREATE TABLE "local_billing_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"referral" text,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" bigint NOT NULL,
	"current_period_end" bigint NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"card_brand" text DEFAULT 'visa' NOT NULL,
	"card_last4" text DEFAULT '4242' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" bigint NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD COLUMN "last_event_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_subscription_change() RETURNS trigger AS $$
BEGIN
  -- The real-time channel 'subscription-changes': every process LISTENs and tells that customer's browsers.
  PERFORM pg_notify('subscription_changes', NEW.customer_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stripe_subscriptions_notify AFTER INSERT OR UPDATE ON stripe_subscriptions FOR EACH ROW EXECUTE FUNCTION notify_subscription_change();
