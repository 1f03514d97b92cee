CREATE TABLE "favourite_offices" (
	"user_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_offices_user_id_office_id_pk" PRIMARY KEY("user_id","office_id")
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "week_starts_on" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_offices" ADD CONSTRAINT "favourite_offices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offices" ADD CONSTRAINT "favourite_offices_office_team_fk" FOREIGN KEY ("office_id","team_id") REFERENCES "public"."offices"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_offices_office_idx" ON "favourite_offices" USING btree ("office_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_week_starts_on_check" CHECK ("teams"."week_starts_on" between 0 and 6);