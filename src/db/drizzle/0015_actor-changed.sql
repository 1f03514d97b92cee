-- Who a session is (its user, the user's team) may be remembered by the server between requests
-- (src/server/plugins/session.ts; docs/decisions/0021; migration 0017 removed it again). Every
-- write to sessions, users or teams, by any path (better-auth's own, ours, an operator's SQL),
-- notifies 'officely_actor' at its commit, and a server forgets what it remembered before answering
-- anything else. One notification per statement, without payload: the listener forgets everything.
CREATE OR REPLACE FUNCTION officely_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('officely_actor', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION officely_actor_changed();
--> statement-breakpoint
CREATE TRIGGER users_actor_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION officely_actor_changed();
--> statement-breakpoint
CREATE TRIGGER teams_actor_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION officely_actor_changed();
