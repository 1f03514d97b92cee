CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"template_id" text NOT NULL,
	"subject" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_team_template_idx" ON "email_templates" USING btree ("team_id","template_id") WHERE "email_templates"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_platform_template_idx" ON "email_templates" USING btree ("template_id") WHERE "email_templates"."team_id" is null;