ALTER TABLE "teams" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "billing_email" text;