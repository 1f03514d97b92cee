DROP INDEX "email_templates_team_template_idx";--> statement-breakpoint
DROP INDEX "email_templates_platform_template_idx";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_team_template_idx" ON "email_templates" USING btree ("team_id","template_id","language") WHERE "email_templates"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_platform_template_idx" ON "email_templates" USING btree ("template_id","language") WHERE "email_templates"."team_id" is null;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_language_check" CHECK ("email_templates"."language" in ('en', 'de', 'fr', 'es'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_language_check" CHECK ("teams"."language" in ('en', 'de', 'fr', 'es'));