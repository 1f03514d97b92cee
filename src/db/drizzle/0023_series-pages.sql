DROP INDEX "series_team_user_idx";--> statement-breakpoint
CREATE INDEX "series_team_created_idx" ON "series" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "series_team_user_created_idx" ON "series" USING btree ("team_id","user_id","created_at","id");