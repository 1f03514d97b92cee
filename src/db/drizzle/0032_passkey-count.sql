ALTER TABLE "users" ADD COLUMN "passkey_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A person's passkeys counted on their row, so that every read of the user (the session's, the
-- two-factor policy's) knows whether they have one without another query.
CREATE FUNCTION "users_passkey_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "passkey_count" = "passkey_count" + 1 WHERE "id" = NEW."user_id";
  ELSE
    UPDATE "users" SET "passkey_count" = "passkey_count" - 1 WHERE "id" = OLD."user_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "passkeys_count" AFTER INSERT OR DELETE ON "passkeys"
  FOR EACH ROW EXECUTE FUNCTION "users_passkey_count_apply"();
--> statement-breakpoint
-- Counted once the trigger keeps the count, with passkeys held still meanwhile, so that no passkey
-- added or removed by a running older server is missed.
LOCK TABLE "passkeys" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
UPDATE "users" u SET "passkey_count" = (SELECT count(*) FROM "passkeys" p WHERE p."user_id" = u."id");
