CREATE TABLE "desk_releases" (
	"office_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"date" date NOT NULL,
	"released_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_releases_office_id_date_pk" PRIMARY KEY("office_id","date")
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "assigned_user_id" text;--> statement-breakpoint
ALTER TABLE "desk_releases" ADD CONSTRAINT "desk_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_releases" ADD CONSTRAINT "desk_releases_office_fk" FOREIGN KEY ("office_id","team_id") REFERENCES "public"."offices"("id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offices_assigned_user_id_idx" ON "offices" USING btree ("assigned_user_id");--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_assigned_desk_check" CHECK ("offices"."assigned_user_id" is null or "offices"."kind" = 'desk');