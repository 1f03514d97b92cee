ALTER TABLE "teams" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "theme_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_team_id_idx" ON "audit_events" USING btree ("team_id","id");