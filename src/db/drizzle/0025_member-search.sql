-- Trigram operators for the member search indexes; a contrib extension every PostgreSQL package ships
-- (trusted: a database owner may create it), loaded into PGlite by src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_job_title_trgm_idx" ON "users" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_department_trgm_idx" ON "users" USING gin ("department" gin_trgm_ops);