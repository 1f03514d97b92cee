CREATE TABLE "team_slot_totals" (
	"team_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"seats" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_slot_totals_team_id_start_at_end_at_shard_pk" PRIMARY KEY("team_id","start_at","end_at","shard")
);
--> statement-breakpoint
ALTER TABLE "team_slot_totals" ADD CONSTRAINT "team_slot_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A booking's contribution to its slot: confirmed, in an active office, holding its seat range or,
-- without one, the office's capacity. Each statement on bookings adds the change in contributions per
-- (team, start, end) to this session's shard (the backend's pid modulo 64), so concurrent creates
-- of one slot do not queue on one row; a change that moves no total (a check-in) writes nothing.
-- Rows of a team being deleted are skipped (its totals go with it), and so are those of an office
-- being deleted (its own trigger below took them out first). One statement per operation, as a
-- trigger's function can only name the transition tables its statement has.
CREATE FUNCTION "team_slot_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "team_slot_totals" AS t ("team_id", "start_at", "end_at", "shard", "bookings", "seats")
      SELECT c."team_id", c."start_at", c."end_at", pg_backend_pid() % 64, sum(c."n"), sum(c."seats")
        FROM (SELECT b."team_id", b."start_at", b."end_at", 1 AS "n",
               (CASE WHEN b."seat_to" IS NULL THEN o."capacity" ELSE b."seat_to" - b."seat_from" END) AS "seats"
          FROM new_rows b JOIN "offices" o ON o."id" = b."office_id" AND o."is_active"
         WHERE b."status" = 'confirmed') c
       WHERE EXISTS (SELECT 1 FROM "teams" tm WHERE tm."id" = c."team_id")
       GROUP BY c."team_id", c."start_at", c."end_at"
      HAVING sum(c."n") <> 0 OR sum(c."seats") <> 0
      ON CONFLICT ("team_id", "start_at", "end_at", "shard")
        DO UPDATE SET "bookings" = t."bookings" + excluded."bookings", "seats" = t."seats" + excluded."seats";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "team_slot_totals" AS t ("team_id", "start_at", "end_at", "shard", "bookings", "seats")
      SELECT c."team_id", c."start_at", c."end_at", pg_backend_pid() % 64, sum(c."n"), sum(c."seats")
        FROM (SELECT b."team_id", b."start_at", b."end_at", 1 AS "n",
               (CASE WHEN b."seat_to" IS NULL THEN o."capacity" ELSE b."seat_to" - b."seat_from" END) AS "seats"
          FROM new_rows b JOIN "offices" o ON o."id" = b."office_id" AND o."is_active"
         WHERE b."status" = 'confirmed'
        UNION ALL
        SELECT b."team_id", b."start_at", b."end_at", -1 AS "n",
               -(CASE WHEN b."seat_to" IS NULL THEN o."capacity" ELSE b."seat_to" - b."seat_from" END) AS "seats"
          FROM old_rows b JOIN "offices" o ON o."id" = b."office_id" AND o."is_active"
         WHERE b."status" = 'confirmed') c
       WHERE EXISTS (SELECT 1 FROM "teams" tm WHERE tm."id" = c."team_id")
       GROUP BY c."team_id", c."start_at", c."end_at"
      HAVING sum(c."n") <> 0 OR sum(c."seats") <> 0
      ON CONFLICT ("team_id", "start_at", "end_at", "shard")
        DO UPDATE SET "bookings" = t."bookings" + excluded."bookings", "seats" = t."seats" + excluded."seats";
  ELSE
    INSERT INTO "team_slot_totals" AS t ("team_id", "start_at", "end_at", "shard", "bookings", "seats")
      SELECT c."team_id", c."start_at", c."end_at", pg_backend_pid() % 64, sum(c."n"), sum(c."seats")
        FROM (SELECT b."team_id", b."start_at", b."end_at", -1 AS "n",
               -(CASE WHEN b."seat_to" IS NULL THEN o."capacity" ELSE b."seat_to" - b."seat_from" END) AS "seats"
          FROM old_rows b JOIN "offices" o ON o."id" = b."office_id" AND o."is_active"
         WHERE b."status" = 'confirmed') c
       WHERE EXISTS (SELECT 1 FROM "teams" tm WHERE tm."id" = c."team_id")
       GROUP BY c."team_id", c."start_at", c."end_at"
      HAVING sum(c."n") <> 0 OR sum(c."seats") <> 0
      ON CONFLICT ("team_id", "start_at", "end_at", "shard")
        DO UPDATE SET "bookings" = t."bookings" + excluded."bookings", "seats" = t."seats" + excluded."seats";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_totals_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_slot_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_totals_updated" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_slot_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_totals_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_slot_totals_apply"();
--> statement-breakpoint
-- An office's capacity or activity changes what its confirmed bookings hold: take out what they held
-- as it was, add what they hold now. Creates and edits hold the office row before they write, so
-- none of theirs is half-seen here; a cancel or a release does not, so this share-locks the office's
-- confirmed bookings first (the office row, then its bookings: the lock order of every booking
-- write). One being cancelled is waited for and then left out; one cancelled after this waits for
-- this commit, and its own statement then reads the office as it is now. An office deleted while its
-- team stays takes its bookings out before the cascade deletes them.
CREATE FUNCTION "team_slot_totals_office"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "teams" tm WHERE tm."id" = OLD."team_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "offices" WHERE "id" = OLD."id" FOR UPDATE;
  END IF;
  PERFORM 1 FROM "bookings" b WHERE b."office_id" = OLD."id" AND b."status" = 'confirmed' ORDER BY b."id" FOR SHARE;
  INSERT INTO "team_slot_totals" AS t ("team_id", "start_at", "end_at", "shard", "bookings", "seats")
    SELECT c."team_id", c."start_at", c."end_at", pg_backend_pid() % 64, sum(c."n"), sum(c."seats")
      FROM (
        SELECT b."team_id", b."start_at", b."end_at", -1 AS "n",
               -(CASE WHEN b."seat_to" IS NULL THEN OLD."capacity" ELSE b."seat_to" - b."seat_from" END) AS "seats"
          FROM "bookings" b
         WHERE OLD."is_active" AND b."office_id" = OLD."id" AND b."status" = 'confirmed'
        UNION ALL
        SELECT b."team_id", b."start_at", b."end_at", 1,
               CASE WHEN b."seat_to" IS NULL THEN NEW."capacity" ELSE b."seat_to" - b."seat_from" END
          FROM "bookings" b
         WHERE TG_OP = 'UPDATE' AND NEW."is_active" AND b."office_id" = NEW."id" AND b."status" = 'confirmed'
      ) c
     GROUP BY c."team_id", c."start_at", c."end_at"
    HAVING sum(c."n") <> 0 OR sum(c."seats") <> 0
    ON CONFLICT ("team_id", "start_at", "end_at", "shard")
      DO UPDATE SET "bookings" = t."bookings" + excluded."bookings", "seats" = t."seats" + excluded."seats";
  -- Before a delete, OLD lets it go on (NULL would cancel it); after an update it is ignored.
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "offices_slot_totals_updated" AFTER UPDATE OF "capacity", "is_active" ON "offices"
  FOR EACH ROW WHEN (OLD."capacity" IS DISTINCT FROM NEW."capacity" OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "team_slot_totals_office"();
--> statement-breakpoint
CREATE TRIGGER "offices_slot_totals_deleted" BEFORE DELETE ON "offices"
  FOR EACH ROW WHEN (OLD."is_active") EXECUTE FUNCTION "team_slot_totals_office"();
--> statement-breakpoint
-- The totals of the bookings already there: the triggers above hold the tables' locks until this
-- migration commits, so nothing changes between this sum and the first trigger.
INSERT INTO "team_slot_totals" ("team_id", "start_at", "end_at", "shard", "bookings", "seats")
  SELECT b."team_id", b."start_at", b."end_at", 0, count(*),
         sum(CASE WHEN b."seat_to" IS NULL THEN o."capacity" ELSE b."seat_to" - b."seat_from" END)
    FROM "bookings" b JOIN "offices" o ON o."id" = b."office_id" AND o."is_active"
   WHERE b."status" = 'confirmed'
   GROUP BY b."team_id", b."start_at", b."end_at";
