DROP INDEX "users_team_id_idx";--> statement-breakpoint
CREATE INDEX "users_team_name_idx" ON "users" USING btree ("team_id",lower("name"),"id" DESC NULLS FIRST);