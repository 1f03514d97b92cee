ALTER TABLE "credentials" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_user_kind_idx" ON "credentials" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_personal_has_user" CHECK (("credentials"."kind" = 'personal') = ("credentials"."user_id" is not null));