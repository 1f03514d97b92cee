CREATE TABLE "team_booking_counts" (
	"team_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"confirmed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_booking_counts_team_id_shard_pk" PRIMARY KEY("team_id","shard")
);
--> statement-breakpoint
ALTER TABLE "team_booking_counts" ADD CONSTRAINT "team_booking_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement on bookings adds its change in confirmed bookings per team to this session's shard
-- (the backend's pid modulo 64): one row per team and statement, however many rows it wrote, and
-- sessions do not wait on each other's row. Deletes of a team's bookings while the team itself is
-- being deleted skip it: its counts go with it.
CREATE FUNCTION "team_booking_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "team_booking_counts" AS c ("team_id", "shard", "confirmed")
      SELECT "team_id", pg_backend_pid() % 64, count(*) FROM new_rows WHERE "status" = 'confirmed' GROUP BY "team_id"
      ON CONFLICT ("team_id", "shard") DO UPDATE SET "confirmed" = c."confirmed" + excluded."confirmed";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "team_booking_counts" AS c ("team_id", "shard", "confirmed")
      SELECT "team_id", pg_backend_pid() % 64, sum(d) FROM (
        SELECT "team_id", 1 AS d FROM new_rows WHERE "status" = 'confirmed'
        UNION ALL
        SELECT "team_id", -1 FROM old_rows WHERE "status" = 'confirmed'
      ) changed GROUP BY "team_id" HAVING sum(d) <> 0
      ON CONFLICT ("team_id", "shard") DO UPDATE SET "confirmed" = c."confirmed" + excluded."confirmed";
  ELSE
    INSERT INTO "team_booking_counts" AS c ("team_id", "shard", "confirmed")
      SELECT o."team_id", pg_backend_pid() % 64, -count(*) FROM old_rows o
       WHERE o."status" = 'confirmed' AND EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = o."team_id")
       GROUP BY o."team_id"
      ON CONFLICT ("team_id", "shard") DO UPDATE SET "confirmed" = c."confirmed" + excluded."confirmed";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_count_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_booking_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_count_updated" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_booking_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bookings_count_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_booking_counts_apply"();
--> statement-breakpoint
-- The counts of the bookings already there: the triggers above hold the table's lock until this
-- migration commits, so no booking changes between this count and the first trigger.
INSERT INTO "team_booking_counts" ("team_id", "shard", "confirmed")
  SELECT "team_id", 0, count(*) FROM "bookings" WHERE "status" = 'confirmed' GROUP BY "team_id";
