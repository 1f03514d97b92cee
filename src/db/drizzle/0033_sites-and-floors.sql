CREATE TABLE "floors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text,
	"level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floors_id_team_id_key" UNIQUE("id","team_id"),
	CONSTRAINT "floors_name_length" CHECK ("floors"."name" is null or char_length("floors"."name") between 1 and 40),
	CONSTRAINT "floors_level_range" CHECK ("floors"."level" between -20 and 200)
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_id_team_id_key" UNIQUE("id","team_id"),
	CONSTRAINT "sites_name_length" CHECK ("sites"."name" is null or char_length("sites"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "floor_id" uuid;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_site_id_team_id_sites_id_team_id_fk" FOREIGN KEY ("site_id","team_id") REFERENCES "public"."sites"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floors_site_name_idx" ON "floors" USING btree ("site_id",lower(coalesce("name", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "sites_team_name_idx" ON "sites" USING btree ("team_id",lower(coalesce("name", '')));--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_floor_id_team_id_floors_id_team_id_fk" FOREIGN KEY ("floor_id","team_id") REFERENCES "public"."floors"("id","team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offices_floor_id_idx" ON "offices" USING btree ("floor_id");--> statement-breakpoint
-- The offices' free-text buildings and floors become sites and floors: one site per distinct building
-- of a team (case aside; the spelling of its earliest office kept), one floor per distinct floor of that building; an
-- office without a building sits on the team's unnamed site, without a floor on its site's unnamed
-- floor. The office API keeps answering `building` and `floor` as their names (docs/product.md).
INSERT INTO "sites" ("team_id", "name")
SELECT "team_id", nullif((array_agg(btrim("building") ORDER BY "created_at", "id"))[1], '')
FROM "offices"
GROUP BY "team_id", lower(coalesce(nullif(btrim("building"), ''), ''));--> statement-breakpoint
INSERT INTO "floors" ("team_id", "site_id", "name")
SELECT o."team_id", s."id", nullif((array_agg(btrim(o."floor") ORDER BY o."created_at", o."id"))[1], '')
FROM "offices" o
JOIN "sites" s ON s."team_id" = o."team_id"
  AND lower(coalesce(s."name", '')) = lower(coalesce(nullif(btrim(o."building"), ''), ''))
GROUP BY o."team_id", s."id", lower(coalesce(nullif(btrim(o."floor"), ''), ''));--> statement-breakpoint
UPDATE "offices" o SET
  "floor_id" = f."id",
  "kind" = CASE WHEN o."is_shared" THEN 'shared_area' WHEN o."capacity" = 1 THEN 'desk' ELSE 'room' END
FROM "sites" s, "floors" f
WHERE s."team_id" = o."team_id"
  AND lower(coalesce(s."name", '')) = lower(coalesce(nullif(btrim(o."building"), ''), ''))
  AND f."site_id" = s."id"
  AND lower(coalesce(f."name", '')) = lower(coalesce(nullif(btrim(o."floor"), ''), ''));--> statement-breakpoint
ALTER TABLE "offices" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ALTER COLUMN "floor_id" SET NOT NULL;--> statement-breakpoint
-- "building" and "floor" stay, unread, while the previous release may still run beside this one
-- (docs/deploy.md: a release stays compatible with the one before it); a later release drops them.
ALTER TABLE "offices" ADD CONSTRAINT "offices_kind_check" CHECK ("offices"."kind" in ('desk', 'room', 'shared_area') and ("offices"."kind" = 'shared_area') = "offices"."is_shared" and ("offices"."kind" <> 'desk' or "offices"."capacity" = 1));--> statement-breakpoint
-- An office inserted without a floor (a create that names none, rows a script inserts by SQL, or
-- the previous release, which still writes "building" and "floor") lands on the site and floor those
-- names give, case aside (the unnamed ones without them), made on first need. Without a kind, or
-- when an update leaves it unfit for the capacity and sharing, it takes the one they suggest, as
-- resolveOfficeKind in src/shared/schemas/office.ts does.
CREATE FUNCTION "offices_place_default"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site_name text := nullif(btrim(NEW.building), '');
  floor_name text := nullif(btrim(NEW.floor), '');
  site uuid;
BEGIN
  IF NEW.kind IS NULL OR (NEW.kind = 'shared_area') <> NEW.is_shared OR (NEW.kind = 'desk' AND NEW.capacity <> 1) THEN
    NEW.kind := CASE WHEN NEW.is_shared THEN 'shared_area' WHEN NEW.capacity = 1 THEN 'desk' ELSE 'room' END;
  END IF;
  IF TG_OP = 'UPDATE' OR NEW.floor_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  INSERT INTO sites (team_id, name) VALUES (NEW.team_id, site_name) ON CONFLICT DO NOTHING;
  SELECT id INTO site FROM sites
    WHERE team_id = NEW.team_id AND lower(coalesce(name, '')) = lower(coalesce(site_name, ''));
  INSERT INTO floors (team_id, site_id, name) VALUES (NEW.team_id, site, floor_name) ON CONFLICT DO NOTHING;
  SELECT id INTO NEW.floor_id FROM floors
    WHERE site_id = site AND lower(coalesce(name, '')) = lower(coalesce(floor_name, ''));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "offices_place_default" BEFORE INSERT OR UPDATE OF kind, is_shared, capacity ON "offices"
FOR EACH ROW EXECUTE FUNCTION "offices_place_default"();
