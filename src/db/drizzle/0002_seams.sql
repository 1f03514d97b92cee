CREATE TABLE "events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid,
	"type" text NOT NULL,
	"actor_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "booking_horizon_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "min_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "max_active_bookings" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "check_in_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "check_in_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_team_seq_idx" ON "events" USING btree ("team_id","seq");--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id") WHERE "bookings"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_check" CHECK (("bookings"."series_id" is null) = ("bookings"."occurrence_date" is null));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_policy_check" CHECK ("teams"."booking_horizon_days" between 1 and 730 and "teams"."min_notice_minutes" between 0 and 10080 and ("teams"."max_active_bookings" is null or "teams"."max_active_bookings" >= 1) and "teams"."check_in_grace_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "is_recurring";