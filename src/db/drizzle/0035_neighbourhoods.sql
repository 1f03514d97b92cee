CREATE TABLE "neighbourhood_groups" (
	"neighbourhood_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "neighbourhood_groups_neighbourhood_id_group_id_pk" PRIMARY KEY("neighbourhood_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "neighbourhoods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"floor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"allowed_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"booking_mode" text DEFAULT 'any' NOT NULL,
	"max_booking_minutes" integer,
	"horizon_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neighbourhoods_id_team_id_key" UNIQUE("id","team_id"),
	CONSTRAINT "neighbourhoods_id_floor_id_key" UNIQUE("id","floor_id"),
	CONSTRAINT "neighbourhoods_name_length" CHECK (char_length("neighbourhoods"."name") between 1 and 120),
	CONSTRAINT "neighbourhoods_allowed_roles_check" CHECK ("neighbourhoods"."allowed_roles" <@ array['member', 'team_manager', 'team_admin']::text[]),
	CONSTRAINT "neighbourhoods_rules_check" CHECK (("neighbourhoods"."max_booking_minutes" is null or ("neighbourhoods"."max_booking_minutes" between 15 and 1440 and "neighbourhoods"."max_booking_minutes" % 15 = 0))
        and ("neighbourhoods"."horizon_days" is null or "neighbourhoods"."horizon_days" between 1 and 365))
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "neighbourhood_id" uuid;--> statement-breakpoint
ALTER TABLE "neighbourhood_groups" ADD CONSTRAINT "neighbourhood_groups_neighbourhood_fk" FOREIGN KEY ("neighbourhood_id","team_id") REFERENCES "public"."neighbourhoods"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbourhood_groups" ADD CONSTRAINT "neighbourhood_groups_group_fk" FOREIGN KEY ("group_id","team_id") REFERENCES "public"."groups"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbourhoods" ADD CONSTRAINT "neighbourhoods_floor_fk" FOREIGN KEY ("floor_id","team_id") REFERENCES "public"."floors"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neighbourhoods_floor_name_idx" ON "neighbourhoods" USING btree ("floor_id",lower("name"));--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_neighbourhood_floor_fk" FOREIGN KEY ("neighbourhood_id","floor_id") REFERENCES "public"."neighbourhoods"("id","floor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offices_neighbourhood_id_idx" ON "offices" USING btree ("neighbourhood_id");