CREATE TABLE "abuse_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_email_id" uuid NOT NULL,
	"team_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid NOT NULL,
	"sender_id" text,
	"to_address" text NOT NULL,
	"invitation_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('invitation', 'template_test'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_created_idx" ON "abuse_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_team_idx" ON "abuse_reports" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "mail_sends_team_idx" ON "mail_sends" USING btree ("team_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_sender_idx" ON "mail_sends" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_to_idx" ON "mail_sends" USING btree ("to_address","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_invitation_idx" ON "mail_sends" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_at_idx" ON "sign_in_throttles" USING btree ("updated_at");--> statement-breakpoint
-- An address counts as verified only when possession was proven: an account that joined through an
-- invitation sent to it. Every other existing account is unverified until it confirms its address
-- (docs/operations.md "E-mail verification").
UPDATE "users" SET "email_verified" = EXISTS (SELECT 1 FROM "invitations" i WHERE i."used_by" = "users"."id");
