-- Sessions are no longer remembered between requests (docs/decisions/0021, addendum): nothing
-- listens for 'officely_actor' any more, so its triggers go.
DROP TRIGGER IF EXISTS sessions_actor_changed ON "sessions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_actor_changed ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS teams_actor_changed ON "teams";
--> statement-breakpoint
DROP FUNCTION IF EXISTS officely_actor_changed();
