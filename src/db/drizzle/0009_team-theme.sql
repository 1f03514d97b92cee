ALTER TABLE "teams" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "theme_updated_at" timestamp with time zone;