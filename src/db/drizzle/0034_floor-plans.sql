CREATE TABLE "floor_plans" (
	"floor_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_plans_size" CHECK ("floor_plans"."width" > 0 and "floor_plans"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "plan_x" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "plan_y" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "plan_width" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "plan_height" double precision;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_floor_id_team_id_floors_id_team_id_fk" FOREIGN KEY ("floor_id","team_id") REFERENCES "public"."floors"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_plan_position_check" CHECK (("offices"."plan_x" is null) = ("offices"."plan_y" is null)
        and ("offices"."plan_width" is null) = ("offices"."plan_height" is null)
        and ("offices"."plan_width" is null or "offices"."plan_x" is not null)
        and ("offices"."plan_x" is null or ("offices"."plan_x" between 0 and 1 and "offices"."plan_y" between 0 and 1))
        and ("offices"."plan_width" is null or ("offices"."plan_width" > 0 and "offices"."plan_height" > 0
          and "offices"."plan_x" + "offices"."plan_width" <= 1 and "offices"."plan_y" + "offices"."plan_height" <= 1)));