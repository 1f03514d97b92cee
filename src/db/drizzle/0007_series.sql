CREATE TABLE "booking_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"office_id" uuid NOT NULL,
	"start_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"purpose" text,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_templates_start_minute_check" CHECK ("booking_templates"."start_minute" >= 0 and "booking_templates"."start_minute" < 1440),
	CONSTRAINT "booking_templates_duration_check" CHECK ("booking_templates"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"rrule" text NOT NULL,
	"start_date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"purpose" text,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"whole_office" boolean DEFAULT false NOT NULL,
	"excluded_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"materialised_through" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_start_minute_check" CHECK ("series"."start_minute" >= 0 and "series"."start_minute" < 1440),
	CONSTRAINT "series_duration_check" CHECK ("series"."duration_minutes" > 0),
	CONSTRAINT "series_status_check" CHECK ("series"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "series_skips" (
	"series_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_skips_series_id_occurrence_date_pk" PRIMARY KEY("series_id","occurrence_date")
);
--> statement-breakpoint
ALTER TABLE "booking_templates" ADD CONSTRAINT "booking_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_templates" ADD CONSTRAINT "booking_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_templates" ADD CONSTRAINT "booking_templates_office_team_fk" FOREIGN KEY ("office_id","team_id") REFERENCES "public"."offices"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_office_team_fk" FOREIGN KEY ("office_id","team_id") REFERENCES "public"."offices"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_skips" ADD CONSTRAINT "series_skips_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_skips" ADD CONSTRAINT "series_skips_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_templates_team_user_idx" ON "booking_templates" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "series_team_user_idx" ON "series" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "series_materialise_idx" ON "series" USING btree ("materialised_through") WHERE "series"."status" = 'active';--> statement-breakpoint
-- One booking row per date of a series (placed, moved or cancelled): the materialisation job can
-- never place a date twice, even with several instances.
CREATE UNIQUE INDEX "bookings_series_occurrence_idx" ON "bookings" ("series_id", "occurrence_date") WHERE "series_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
